import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '@/components/toast.tsx';
import { setSessionEndedHandler } from '@/lib/api/client.ts';
import { onSignInOrOutInAnotherTab } from '@/lib/session.ts';

/** No automatic retry, no refetch on focus or interval, data never stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // A refresh that fails signs the member out: forget every cached answer of theirs.
    setSessionEndedHandler(() => client.clear());
    return client;
  });
  // Another tab signed in or out: what this tab holds belongs to a member who is no longer here.
  useEffect(() => onSignInOrOutInAnotherTab(() => queryClient.clear()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
