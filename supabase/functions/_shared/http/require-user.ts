import { createMiddleware } from 'hono/factory';
import type { AuthProvider } from '../auth/auth-provider.ts';
import type { AppEnv } from './app-env.ts';
import { unauthorized } from './errors.ts';

/** Accepts `Authorization: Bearer <access token>` and exposes the verified claims to the route. */
export const requireUser = (auth: AuthProvider) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const match = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)\s*$/i);
    const token = match?.[1];
    if (!token) throw unauthorized('Sign in to continue.');
    c.set('claims', await auth.verifyAccessToken(token));
    c.set('accessToken', token);
    await next();
  });
