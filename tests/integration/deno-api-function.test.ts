import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generatedMealPlanSchema } from '../../supabase/functions/_shared/contract/meal-plans.ts';
import { connectDatabase } from '../../supabase/functions/_shared/db/database.ts';
import { startEdgeFunction } from '../support/edge-function.ts';
import { createTestDatabase, type UnconnectedTestDatabase } from '../support/test-database.ts';

let database: UnconnectedTestDatabase;
beforeAll(async () => {
  // No connection of our own: the embedded database serves exactly one, and it is Deno's.
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('the api edge function runs under the real Deno binary and answers /api/health with 200', async () => {
  const { baseUrl, deno } = await startEdgeFunction('api', database.url, {
    SUPABASE_ANON_KEY: 'not-used-by-health',
    SUPABASE_JWT_SECRET: 'not-used-by-health-0123456789abcdef0123',
  });
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'reachable' });
  } finally {
    await deno.stop();
  }
}, 90_000);

it('the api edge function plans a meal week with its WebAssembly solver under the real Deno binary', async () => {
  // A member as Supabase Auth would leave one (user and session rows, a token signed with the
  // project's secret), written before Deno takes the embedded database's only connection.
  const jwtSecret = 'deno-meal-plan-test-secret-0123456789abcdef';
  const member = { id: randomUUID(), email: `deno-${randomUUID()}@example.com`, sessionId: randomUUID() };
  const sql = connectDatabase(database.url, { max: 1, prepare: false });
  try {
    await sql`
      insert into auth.users (id, aud, role, email, encrypted_password, raw_user_meta_data, raw_app_meta_data)
      values (${member.id}, 'authenticated', 'authenticated', ${member.email}, 'managed-by-gotrue',
              ${sql.json({ first_name: 'Deno', last_name: 'Member' })}, ${sql.json({ provider: 'email' })})`;
    await sql`insert into auth.sessions (id, user_id) values (${member.sessionId}, ${member.id})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  const { baseUrl, deno } = await startEdgeFunction('api', database.url, {
    SUPABASE_ANON_KEY: 'not-used-by-meal-plans',
    SUPABASE_JWT_SECRET: jwtSecret,
  });
  try {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      email: member.email,
      role: 'authenticated',
      session_id: member.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(member.id)
      .setAudience('authenticated')
      .setIssuer('http://127.0.0.1:9/auth/v1')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(jwtSecret));
    const response = await fetch(`${baseUrl}/api/generate-meal-plan`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        goal: 'maintenance',
        dailyCalories: 2200,
        duration: 7,
        dietaryRestrictions: ['vegetarian'],
        allergies: ['peanuts'],
        preferences: [],
      }),
    });
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    const { mealPlan } = generatedMealPlanSchema.parse(body);
    expect(mealPlan.days).toHaveLength(7);
    for (const day of mealPlan.days) {
      expect(day.meals.map((meal) => meal.mealType)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
      for (const meal of day.meals) expect(meal.allergens).not.toContain('peanuts');
    }
  } finally {
    await deno.stop();
  }
}, 120_000);
