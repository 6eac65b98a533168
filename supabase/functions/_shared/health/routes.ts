import { Hono } from 'hono';
import type { Sql } from '../db/database.ts';

/** 200 only when the database answers, so a load balancer or `npm start` waiter can trust it. */
export function healthRoutes({ sql }: { sql: Sql }) {
  return new Hono().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`;
      return c.json({ status: 'ok', database: 'reachable' });
    } catch (error) {
      console.error('Health check: database unreachable', error);
      return c.json({ error: 'database_unreachable', message: 'The database is not reachable.' }, 503);
    }
  });
}
