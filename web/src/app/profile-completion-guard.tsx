import type { ReactNode } from 'react';

export function ProfileCompletionGuard({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
