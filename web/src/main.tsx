import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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
