import { UpdatePrompt } from '@/features/app-install/update-prompt.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <AppProvider>
        <AppRoutes />
        <UpdatePrompt />
      </AppProvider>
    </ErrorBoundary>
  );
}
