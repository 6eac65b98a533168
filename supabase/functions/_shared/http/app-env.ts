import type { AccessClaims } from '../session/access-token.ts';

/** What each entry point hands the /api app with a request, and what the auth middleware attaches. */
export interface AppEnv {
  Bindings: {
    /**
     * The client's network address as the entry point established it (the socket's peer, or the
     * trusted proxy's forwarded address). Keys the per-address rate limits.
     */
    clientAddress?: string;
  };
  Variables: {
    claims: AccessClaims;
    accessToken: string;
    /** The configured public address of the app (SITE_URL), set once for every request. */
    siteUrl: string | undefined;
    /**
     * Refuses with 402 unless the member's Premium is open (subscription/premium-gate.ts); set once
     * for every request, used by the router for `access: 'premium'` operations.
     */
    requirePremium: (claims: AccessClaims) => Promise<void>;
  };
}

/** Requests whose entry point knows no address share one bucket, which errs on the strict side. */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';
