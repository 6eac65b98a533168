import { apiOperations } from '../contract/api-operations.ts';
import { buildOpenApiDocument } from '../contract/openapi.ts';
import { systemOperations } from '../contract/operations/system.ts';
import type { Sql } from '../db/database.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { pingDatabase } from './system-store.ts';

export const API_VERSION = '1.0.0';

/** Health (200 only when the database answers, so a load balancer can trust it) and the API's own document. */
export function systemRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);
  let document: Record<string, unknown> | undefined;

  on(systemOperations.health, async (c) => {
    try {
      await pingDatabase(sql);
      return c.json({ status: 'ok', database: 'reachable' } as const);
    } catch (error) {
      console.error('Health check: database unreachable', error);
      return c.json({ error: 'database_unreachable', message: 'The database is not reachable.' }, 503);
    }
  });

  on(systemOperations.openApi, (c) => {
    document ??= buildOpenApiDocument(apiOperations, API_VERSION);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  });

  return app;
}
