import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { connectDatabase } from '../../../supabase/functions/_shared/db/database.ts';
import type { AccessClaims } from '../../../supabase/functions/_shared/session/access-token.ts';
import { SCENARIOS } from './scenarios.ts';

/**
 * The HTTP floor: the bare member transactions behind the least a Hono server on Node can be, to
 * tell what HTTP itself costs on this machine from what the API adds (token verification, input
 * validation, security headers, error mapping). Same workers and pool as the API; the bearer token
 * is looked up, not verified. Not a product: `node --import tsx http-floor.ts <setup file>`, where
 * the file holds { databaseUrl, port, workers, poolSize, members }.
 */
interface FloorSetup {
  databaseUrl: string;
  port: number;
  workers: number;
  poolSize: number;
  members: { token: string; claims: AccessClaims }[];
}

const setup = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as FloorSetup;

function serveFloor() {
  const claimsByToken = new Map(setup.members.map((member) => [member.token, member.claims]));
  const sql = connectDatabase(setup.databaseUrl, { max: setup.poolSize, prepare: true });
  const app = new Hono();
  for (const scenario of Object.values(SCENARIOS)) {
    const { method, path } = scenario.http(0);
    let sequence = 0;
    app.on(method, path, async (c) => {
      const claims = claimsByToken.get(c.req.header('Authorization')?.slice('Bearer '.length) ?? '');
      if (!claims) return c.json({ error: 'unknown token' }, 401);
      const result = await scenario.sql(sql, claims, sequence++);
      return c.json(result ?? null, method === 'POST' ? 201 : 200);
    });
  }
  serve({ fetch: app.fetch, port: setup.port, hostname: '127.0.0.1' }, () => process.send?.('ready'));
}

if (cluster.isWorker) {
  serveFloor();
} else {
  let ready = 0;
  for (let index = 0; index < setup.workers; index++) {
    cluster.fork().on('message', () => {
      ready += 1;
      if (ready === setup.workers) console.log(`HTTP floor ready on ${setup.port}`);
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
}
