import type { QueryClient } from '@tanstack/react-query';
import { UpdatePrompt } from '@/features/app-install/update-prompt.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './routes.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ErrorBoundary>
      <AppProvider queryClient={queryClient}>
        <AppRoutes />
        <UpdatePrompt />
      </AppProvider>
    </ErrorBoundary>
  );
}
