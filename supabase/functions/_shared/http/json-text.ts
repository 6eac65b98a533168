import type { Context } from 'hono';

/**
 * Answers JSON text the database already wrote (db/json-in-sql.ts), untouched: `c.json` would
 * serialise it a second time.
 */
export const answerJsonText = (c: Context, text: string, status: 200 | 201 = 200) =>
  c.body(text, status, { 'Content-Type': 'application/json' });
