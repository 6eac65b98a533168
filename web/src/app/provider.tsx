import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '@/components/toast.tsx';
import { registerServiceWorker } from '@/features/app-install/register-service-worker.ts';
import { setSessionEndedHandler } from '@/lib/api/client.ts';
import { whenAppSettles } from '@/lib/app-settled.ts';
import { followConnection } from '@/lib/offline/connection.ts';
import { devicePersistOptions, startDeviceCache } from '@/lib/offline/device-cache.ts';
import { createQueryClient } from '@/lib/offline/offline-query-client.ts';
import { onSignInOrOutInAnotherTab } from '@/lib/session.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    followConnection();
    // A refresh that fails signs the member out: forget every cached answer of theirs. The device's
    // copy goes with any change of session (startDeviceCache), this one included.
    setSessionEndedHandler(() => client.clear());
    return client;
  });
  // Another tab signed in or out: what this tab holds belongs to a member who is no longer here.
  useEffect(() => onSignInOrOutInAnotherTab(() => queryClient.clear()), [queryClient]);
  useEffect(startDeviceCache, []);
  useEffect(() => {
    // The built app only: under `npm run dev` Vite serves modules that no worker should keep. The
    // worker's first install downloads every screen's files, so it waits for the first screen.
    if (!import.meta.env.PROD) return;
    whenAppSettles(queryClient)
      .then(registerServiceWorker)
      .catch((error: unknown) => console.warn('The app will not work offline:', error));
  }, [queryClient]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={devicePersistOptions}
      // What the device last saw is shown at once and refreshed wherever it is used, when the
      // server can be reached: restored answers count as stale, however the app's default is set.
      onSuccess={() => queryClient.invalidateQueries({ refetchType: 'none' })}
    >
      <ToastProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </ToastProvider>
    </PersistQueryClientProvider>
  );
}
