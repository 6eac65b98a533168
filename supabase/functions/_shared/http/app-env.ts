import type { AccessClaims } from '../auth/access-token.ts';

/** Values the auth middleware attaches to a request for the routes behind it. */
export interface AppEnv {
  Variables: {
    claims: AccessClaims;
    accessToken: string;
  };
}
