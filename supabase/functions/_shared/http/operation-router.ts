import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { Operation, OperationInput } from '../contract/operation.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import type { AppEnv } from './app-env.ts';
import { bodyGuard, readOperationInput } from './request-input.ts';
import { crossSiteRefused, requireUser } from './require-user.ts';
import { fromOwnSite, isWrite } from './same-site.ts';

export type OperationHandler<Op extends Operation> = (
  c: Context<AppEnv>,
  input: OperationInput<Op>,
) => Response | Promise<Response>;

/** `/api/workouts/{id}` (OpenAPI) as Hono writes it: `/api/workouts/:id`. */
export const honoPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

/**
 * Routes built from the contract's operations. Each one gets, in order: the member check (when the
 * operation is for members), its content-type and size guard, the Premium check (402, for
 * `access: 'premium'`, or after validation when its `premiumWhen` says so), then its handler with
 * the validated input. An area writes `on(operation, handler)` and cannot forget a check or take
 * another body.
 */
export function operationRouter(auth: SessionAuthority) {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(auth);
  // A public write (sign-in, sign-up) posted by another site's page would sign the visitor's
  // browser into someone else's account; clients without an Origin (not browsers) are welcome.
  const refuseForeignWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (isWrite(c) && fromOwnSite(c, c.get('siteUrl')) === false) throw crossSiteRefused();
    await next();
  };

  // Premium is decided by the database's entitlement function, through the gate the app sets.
  const requirePremium = (c: Context<AppEnv>) => {
    const gate = c.get('requirePremium');
    if (!gate) throw new Error('A Premium operation was called on an app without the Premium gate');
    return gate(c.get('claims'));
  };
  const premiumOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    await requirePremium(c);
    await next();
  };

  // Hono's overloads type a fixed number of handlers; the chain here varies per operation.
  const register = app.on.bind(app) as (
    method: string,
    path: string,
    ...handlers: MiddlewareHandler<AppEnv>[]
  ) => unknown;

  function on<Op extends Operation>(operation: Op, handler: OperationHandler<Op>) {
    const chain: MiddlewareHandler<AppEnv>[] = [];
    chain.push(operation.access === 'public' ? refuseForeignWrites : signedIn);
    chain.push(bodyGuard(operation));
    if (operation.access === 'premium') chain.push(premiumOnly);
    register(operation.method.toUpperCase(), honoPath(operation.path), ...chain, async (c) => {
      const input = await readOperationInput(c, operation);
      if (operation.premiumWhen?.(input)) await requirePremium(c);
      return handler(c, input);
    });
  }

  return { app, on };
}
