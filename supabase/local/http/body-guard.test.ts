import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JSON_BODY_LIMIT_BYTES } from '../../functions/_shared/contract/operation.ts';
import { workoutOperations } from '../../functions/_shared/contract/operations/workouts.ts';
import { handleError } from '../../functions/_shared/http/errors.ts';
import { bodyGuard, readOperationInput } from '../../functions/_shared/http/request-input.ts';

const operation = workoutOperations.create;
const workout = {
  name: 'Barbell Back Squat',
  category: 'strength',
  duration: 30,
  caloriesBurned: 132,
  difficultyLevel: 3,
  perceivedExertion: 6,
  completionRate: 100,
  sets: 3,
  reps: 5,
  weight: 185,
};

let server: ServerType | undefined;
let baseUrl = '';
beforeAll(async () => {
  const app = new Hono();
  app.post('/log', bodyGuard(operation), async (c) => c.json((await readOperationInput(c, operation)).body));
  app.onError(handleError);
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server?.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** Posts `text` as JSON, with its Content-Length (fetch's default for a string) or chunked. */
async function post(text: string, { chunked = false } = {}) {
  const bytes = new TextEncoder().encode(text);
  const body = chunked
    ? new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      })
    : text;
  const answer = await fetch(`${baseUrl}/log`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    ...(chunked ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

// Over Node's HTTP server, as the standalone runtime serves the API: a declared length decides
// without the body stream being asked for, a chunked body is counted as it is read.
describe('the body limit on the Node server', () => {
  it('reads and validates a body whose declared length is within the limit', async () => {
    const answer = await post(JSON.stringify(workout));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Barbell Back Squat', sets: 3, reps: 5, weight: 185 });
  });

  it('refuses a body whose declared length passes the limit with 413, declared or chunked', async () => {
    const padded = JSON.stringify({ ...workout, name: 'x'.repeat(DEFAULT_JSON_BODY_LIMIT_BYTES) });
    for (const chunked of [false, true]) {
      const answer = await post(padded, { chunked });
      expect(answer.status).toBe(413);
      expect(answer.body.error).toBe('payload_too_large');
    }
  });

  it('still validates a chunked body within the limit', async () => {
    const answer = await post(JSON.stringify({ ...workout, sets: 0 }), { chunked: true });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('validation_failed');
  });
});
