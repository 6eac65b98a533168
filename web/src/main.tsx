import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// Listens from the start: the browser may offer to install the app before any menu exists.
import './features/app-install/install-offer.ts';
import { acceptOAuthReturn } from './features/auth/oauth-return.ts';
import './index.css';

// zod compiles its object parsers with `new Function` wherever eval is allowed, and finds out by
// trying once; the Content-Security-Policy forbids eval, so that probe is a violation the browser
// reports on every screen with a form. Parsing without the compiled fast path needs no probe.
// zod keeps its settings in this global (shared by every copy of zod on a page; `z.config` writes
// it), set here without importing zod, which would move part of it into this first chunk. Before
// any schema module loads (all are in lazy chunks), since zod decides as it builds each object.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

// Before the first render, so the current-user query starts with the token Google sign-in returned.
acceptOAuthReturn();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
