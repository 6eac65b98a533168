import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// Listens from the start: the browser may offer to install the app before any menu exists.
import './features/app-install/install-offer.ts';
import { registerServiceWorker } from './features/app-install/register-service-worker.ts';
import { acceptOAuthReturn } from './features/auth/oauth-return.ts';
import './index.css';

// Before the first render, so the current-user query starts with the token Google sign-in returned.
acceptOAuthReturn();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The built app only: under `npm run dev` Vite serves modules that no worker should keep.
if (import.meta.env.PROD) {
  registerServiceWorker().catch((error: unknown) => console.warn('The app will not work offline:', error));
}
