import { ErrorBoundary } from './error-boundary.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </ErrorBoundary>
  );
}
