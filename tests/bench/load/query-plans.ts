import postgres from 'postgres';
import { asUser } from '../../../supabase/functions/_shared/db/as-user.ts';
import type { Sql } from '../../../supabase/functions/_shared/db/database.ts';
import { readStanding } from '../../../supabase/functions/_shared/leaderboard/leaderboard-store.ts';
import { readMetrics } from '../../../supabase/functions/_shared/progress/progress-store.ts';
import type { AccessClaims } from '../../../supabase/functions/_shared/session/access-token.ts';
import { listWorkoutsInRange } from '../../../supabase/functions/_shared/workouts/workout-store.ts';
import { SCENARIOS, type ScenarioName } from './scenarios.ts';

/** Work a route does beyond the load scenarios, whose plans are worth reading at scale too. */
const EXTRA: Record<string, (sql: Sql, claims: AccessClaims) => Promise<unknown>> = {
  'GET /api/workouts/range (a month)': (sql, claims) =>
    asUser(sql, claims, (tx) => listWorkoutsInRange(tx, '2026-10-25', '2026-12-05')),
  'GET /api/progress/metrics (90 days)': (sql, claims) => asUser(sql, claims, (tx) => readMetrics(tx, 90)),
  // The summary cards aggregate over every member on the board: the read that grows with members.
  'GET /api/leaderboard/summary (all time)': (sql, claims) => asUser(sql, claims, readStanding('all')),
};

/**
 * `explain (analyze, buffers)` of every statement a route runs, at scale, as the member (the same
 * claims and role, so row-level security is in the plan). The statements are captured as the
 * store functions issue them, so what is explained is exactly what the API sends.
 */
export async function explainRoutes(
  databaseUrl: string,
  claims: AccessClaims,
): Promise<Record<string, string[]>> {
  const captured: { query: string; parameters: unknown[] }[] = [];
  const capturing = postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    debug: (_connection, query, parameters) => {
      captured.push({ query, parameters });
    },
  }) as unknown as Sql;
  // The plans of statements inside the social functions arrive as auto_explain's log messages.
  const nested: string[] = [];
  const plain = postgres(databaseUrl, {
    max: 1,
    onnotice: (notice) => {
      const message = notice.message ?? '';
      if (/plan:/.test(message)) nested.push(...message.split('\n'));
    },
  });
  const plans: Record<string, string[]> = {};
  const work: [string, (sql: Sql, claims: AccessClaims) => Promise<unknown>][] = [
    ...(Object.keys(SCENARIOS) as ScenarioName[])
      .filter((name) => name !== 'logWorkout')
      .map(
        (name) =>
          [SCENARIOS[name].label, SCENARIOS[name].sql] as [
            string,
            (sql: Sql, claims: AccessClaims) => Promise<unknown>,
          ],
      ),
    ...Object.entries(EXTRA),
  ];
  try {
    for (const [label, run] of work) {
      captured.length = 0;
      await run(capturing, claims);
      const statements = captured.filter(
        // postgres.js's own catalogue lookup of array types is not the route's work.
        ({ query }) => /^\s*(select|with)/i.test(query) && !/set_config|pg_catalog\.pg_type/.test(query),
      );
      const lines: string[] = [];
      for (const { query, parameters } of statements) {
        nested.length = 0;
        const plan = await plain.begin(async (tx) => {
          // Loaded by the superuser before the role changes; the nested plans come back as notices.
          await tx`load 'auto_explain'`;
          await tx`select set_config('auto_explain.log_min_duration', '0', true),
                          set_config('auto_explain.log_nested_statements', 'on', true),
                          set_config('auto_explain.log_analyze', 'on', true),
                          set_config('auto_explain.log_buffers', 'on', true),
                          set_config('client_min_messages', 'log', true)`;
          await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true), set_config('role', 'authenticated', true)`;
          return tx.unsafe<{ 'QUERY PLAN': string }[]>(
            `explain (analyze, buffers) ${query}`,
            parameters as never[],
          );
        });
        // The statement's own plan, then those of the statements it ran inside functions.
        const nestedPlans = nested.filter((line) => !/^\s*(Query Text|duration):/.test(line));
        const text = [...plan.map((row) => row['QUERY PLAN']), ...nestedPlans];
        // The top node, the access paths actually used, and the totals.
        lines.push(
          ...text.slice(0, 1),
          ...text.filter((line) => /Index|Seq Scan|Bitmap|Hash Anti|Aggregate/.test(line)).slice(0, 10),
          ...text.filter((line) => /Execution Time|Buffers: shared/.test(line)).slice(-2),
        );
      }
      plans[label] = [...new Set(lines.map((line) => line.trim()))];
    }
  } finally {
    await (capturing as unknown as { end: () => Promise<void> }).end();
    await plain.end();
  }
  return plans;
}
