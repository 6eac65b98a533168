import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseAuthProvider } from '../../supabase/functions/_shared/accounts/supabase-auth-provider.ts';
import { createApiApp } from '../../supabase/functions/_shared/app.ts';
import { createWebhookApp } from '../../supabase/functions/_shared/billing/webhook-app.ts';
import type { AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import type { CommunityPost } from '../../supabase/functions/_shared/contract/community.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type { LeaderboardEntry } from '../../supabase/functions/_shared/contract/leaderboard.ts';
import type { CheckoutReference } from '../../supabase/functions/_shared/contract/subscription.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import { SupabaseFileStorage } from '../../supabase/functions/_shared/storage/supabase-file-storage.ts';
import { FakeStripe, signedDelivery, stripeEvent, subscriptionObject } from '../support/fake-stripe.ts';
import { RowFactory } from '../support/row-factory.ts';
import { readPublicTables, type TableInfo } from '../support/schema-catalog.ts';
import { StubGoTrue } from '../support/stub-gotrue.ts';
import {
  createTestApi,
  type Member,
  TEST_PASSWORD,
  TEST_SITE_URL,
  type TestApi,
} from '../support/test-api.ts';

let stripe: FakeStripe;
let api: TestApi;
let tables: Map<string, TableInfo>;
/** Tables with a foreign key to auth.users, and the columns naming the member. */
let ownerColumns: { table: string; columns: string[] }[];

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  api = await createTestApi({ billing: stripe.billing() });
  tables = await readPublicTables(api.sql);
  ownerColumns = [...tables.values()].flatMap((table) => {
    const columns = table.foreignKeys
      .filter((key) => key.refSchema === 'auth' && key.refTable === 'users')
      .flatMap((key) => key.columns);
    return columns.length > 0 ? [{ table: table.name, columns }] : [];
  });
}, 60_000);
afterAll(async () => {
  await api.close();
  await stripe.close();
});

const SITE = { Origin: TEST_SITE_URL };
const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

async function write<Body = { id: string }>(member: Member, method: string, url: string, body?: unknown) {
  const answer = await api.call<Body>(method, url, { token: member.token, body });
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

const deleteAccount = (options: { token?: string; headers?: Record<string, string>; body?: unknown }) =>
  api.call<ErrorBody | null>('DELETE', '/api/account', options);

/** The `name=value` part of the session cookie a sign-in sets. */
async function cookieOf(member: Member): Promise<string> {
  const signIn = await api.call('POST', '/api/auth/signin', {
    body: { identifier: member.username, password: TEST_PASSWORD },
  });
  const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('fitness_session='));
  if (!cookie) throw new Error('the sign-in set no session cookie');
  return cookie.split(';')[0] as string;
}

/** Every table of the app, Supabase Auth and Storage, qualified. */
const tableNames = async () =>
  (
    await api.sql<{ name: string }[]>`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'private', 'auth', 'storage')
      order by 1`
  ).map(({ name }) => name);

/** Row count and newest row version of every table: equal before and after means nothing was written. */
async function fingerprint(): Promise<string> {
  const parts = (await tableNames()).map(
    (name) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${name})`,
  );
  const [row] = await api.sql.unsafe<{ fingerprint: string }[]>(
    `select concat_ws(',', ${parts.join(', ')}) as fingerprint`,
  );
  return row?.fingerprint ?? '';
}

/** Rows per table, by name. */
async function rowCounts(): Promise<Record<string, number>> {
  const parts = (await fingerprint()).split(',');
  return Object.fromEntries(
    (await tableNames()).map((name, index) => [name, Number(parts[index]?.split(':')[0])]),
  );
}

/**
 * Every column of every table (the app's, Supabase Auth's and Storage's) whose value holds one of
 * `needles` (an id, a username, an e-mail, a file name), read from the catalogue, not a list.
 */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const columns = await api.sql<{ label: string; table: string; column: string }[]>`
    select n.nspname || '.' || c.relname || '.' || a.attname as label,
           format('%I.%I', n.nspname, c.relname) as table, format('%I', a.attname) as column
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p')
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private', 'auth', 'storage') and a.attnum > 0 and not a.attisdropped
      and a.atttypid in ('uuid'::regtype, 'text'::regtype, 'varchar'::regtype, 'jsonb'::regtype,
                         'text[]'::regtype)
    order by 1`;
  const checks = columns.map(
    ({ table, column }, index) => `
      select ${index} as index where exists (
        select 1 from ${table} t, unnest($1::text[]) needle
        where strpos(lower(t.${column}::text), needle) > 0)`,
  );
  const found = await api.sql.unsafe<{ index: number }[]>(checks.join(' union all '), [
    needles.map((needle) => needle.toLowerCase()),
  ]);
  return found.map((row) => columns[row.index]?.label ?? '').sort();
}

/** A member's rows in every table keyed to auth.users, as JSON, table by table. */
async function rowsOf(userId: string): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const { table, columns } of ownerColumns) {
    const conditions = columns.map((column) => `${column} = $1`).join(' or ');
    rows[table] = (
      await api.sql.unsafe<{ row: unknown }[]>(
        `select to_jsonb(t) as row from public.${table} t where ${conditions} order by to_jsonb(t)::text`,
        [userId],
      )
    ).map(({ row }) => row);
  }
  return rows;
}

const fixture = (name: string) => readFileSync(new URL(`../fixtures/images/${name}`, import.meta.url));

/**
 * The member's data through the API, as a member makes it (workouts with set logs and a custom
 * exercise, a session, a routine, a note, a goal, a post liked by `other` and a like on
 * `other`'s post, a mile session with a split, a generated meal plan, a picture, the coach's
 * suggestion), then a row in each table keyed to auth.users that the API left empty.
 */
async function fillEveryTable(member: Member, other: Member) {
  for (const [index, exertion] of [3, 3, 4, 3].entries()) {
    await write(member, 'POST', '/api/workouts', {
      name: 'Deadlift',
      category: 'strength',
      duration: 30,
      caloriesBurned: 108,
      difficultyLevel: 2,
      perceivedExertion: exertion,
      completionRate: 100,
      date: hoursAgo(48 * (4 - index)),
      setLog: [{ weight: 185, reps: 5 }],
    });
  }
  await write(member, 'POST', '/api/workout-sessions', {
    id: randomUUID(),
    startedAt: hoursAgo(3),
    endedAt: hoursAgo(2),
    exercises: [{ name: 'Garage Tire Flip', category: 'strength', sets: [{ weight: 90, reps: 8 }] }],
  });
  await write(member, 'POST', '/api/routines', {
    name: 'Pulls',
    exercises: [{ name: 'Garage Tire Flip', category: 'strength', sets: [{ reps: 8 }] }],
  });
  await write(member, 'POST', '/api/calendar-notes', { date: '2026-03-14', note: 'Legs felt heavy' });
  await write(member, 'POST', '/api/goals', { type: 'workouts', target: 4 });
  const run = await write(member, 'POST', '/api/mile-tracker/sessions', {
    activityType: 'run',
    totalDistance: 0,
    totalTime: 0,
    averagePace: null,
  });
  await write(member, 'POST', `/api/mile-tracker/sessions/${run.id}/splits`, {
    mileNumber: 1,
    splitTime: 480,
    cumulativeTime: 480,
    pace: 480,
  });
  await write(member, 'POST', '/api/generate-meal-plan', {
    goal: 'maintenance',
    dailyCalories: 2000,
    duration: 3,
    dietaryRestrictions: [],
    allergies: [],
    preferences: [],
  });
  const form = new FormData();
  const picture = new File([fixture('photo-with-text.png').slice()], 'me.png', { type: 'image/png' });
  form.set('profileImage', picture);
  const withPicture = await api.call<User>('POST', '/api/user/profile/upload', { token: member.token, form });
  expect(withPicture.status).toBe(200);

  const ownPost = await write<CommunityPost>(member, 'POST', '/api/community/posts', {
    content: 'Hello all',
  });
  const othersPost = await write<CommunityPost>(other, 'POST', '/api/community/posts', { content: 'Hi' });
  await write(other, 'POST', `/api/community/posts/${ownPost.id}/like`);
  await write(member, 'POST', `/api/community/posts/${othersPost.id}/like`);
  const suggestions = await api.call<unknown[]>('GET', '/api/ai-adjustments/pending', {
    token: member.token,
  });
  expect(suggestions.body).toHaveLength(1);

  const factory = new RowFactory(api.sql, tables, other.user.id);
  const filled = await rowsOf(member.user.id);
  for (const { table } of ownerColumns) {
    if (filled[table]?.length === 0) await factory.rowFor(table, member.user.id);
  }
  return { ownPost, othersPost, pictureUrl: withPicture.body.profileImageUrl ?? '' };
}

describe('[DELETE] /api/account (standalone auth)', () => {
  it('removes everything the member owns, ends every session, and frees the username and e-mail', async () => {
    const member = await api.signUp();
    const other = await api.signUp();
    await write(other, 'POST', '/api/workouts', {
      name: 'Deadlift',
      category: 'strength',
      duration: 30,
      caloriesBurned: 108,
      setLog: [{ weight: 135, reps: 5 }],
    });
    const { ownPost, othersPost, pictureUrl } = await fillEveryTable(member, other);
    const owned = await rowsOf(member.user.id);
    for (const { table } of ownerColumns) expect(owned[table], table).not.toHaveLength(0);
    const pictureFile = path.join(
      api.storageDir,
      'avatars',
      ...pictureUrl.slice(pictureUrl.indexOf('/avatars/') + '/avatars/'.length).split('/'),
    );
    expect(existsSync(pictureFile)).toBe(true);
    const leaderboard = async () =>
      (await api.call<LeaderboardEntry[]>('GET', '/api/leaderboard?limit=100', { token: other.token })).body;
    const feed = async () =>
      (await api.call<CommunityPost[]>('GET', '/api/community/posts?limit=50', { token: other.token })).body;
    expect((await leaderboard()).map((entry) => entry.userId)).toContain(member.user.id);
    expect((await feed()).map((post) => post.id)).toContain(ownPost.id);
    const othersRows = await rowsOf(other.user.id);
    const cookie = await cookieOf(member);

    // The cookie's session deletes, from the site only, like every cookie-authenticated write.
    const foreign = await deleteAccount({
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
      body: { confirm: member.username },
    });
    expect(foreign.status).toBe(403);
    const deleted = await deleteAccount({
      headers: { Cookie: cookie, ...SITE },
      body: { confirm: member.username.toUpperCase() },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(deleted.headers.getSetCookie().join()).toMatch(/fitness_session=;/);

    expect(await columnsHolding([member.user.id, member.username, member.email])).toEqual([]);
    expect(existsSync(pictureFile)).toBe(false);
    // The other member keeps everything but the deleted member's like on their post, their own
    // like on the deleted member's post, which went with it, and (as the trainer the deleted
    // member booked) the deleted member's review in their rating.
    const expected = structuredClone(othersRows);
    expected.trainer = (expected.trainer as object[]).map((trainer) => ({
      ...trainer,
      rating: 0,
      total_reviews: 0,
    }));
    expected.community_post = (expected.community_post as { id: string; likes: number }[]).map((post) =>
      post.id === othersPost.id ? { ...post, likes: post.likes - 1 } : post,
    );
    expected.community_post_like = (expected.community_post_like as { post_id: string }[]).filter(
      (like) => like.post_id !== ownPost.id,
    );
    expect(await rowsOf(other.user.id)).toEqual(expected);
    expect((await leaderboard()).map((entry) => entry.userId)).not.toContain(member.user.id);
    expect((await feed()).map((post) => post.id)).not.toContain(ownPost.id);

    const me = await api.call<ErrorBody>('GET', '/api/auth/me', { token: member.token });
    expect(me.status).toBe(401);
    const refresh = await api.call('POST', '/api/auth/refresh', { body: { token: member.refreshToken } });
    expect(refresh.status).toBe(401);
    expect((await api.call('GET', '/api/auth/user', { headers: { Cookie: cookie } })).status).toBe(401);
    const signIn = await api.call('POST', '/api/auth/signin', {
      body: { identifier: member.username, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);

    const again = await api.signUp({ username: member.username, email: member.email });
    expect(again.user.id).not.toBe(member.user.id);
    expect(again.user.profileImageUrl).toBeNull();
    expect((await api.call<unknown[]>('GET', '/api/workouts', { token: again.token })).body).toEqual([]);
  }, 60_000);

  it('refuses a wrong or missing confirmation with 400 naming confirm, and changes nothing', async () => {
    const member = await api.signUp();
    const before = await fingerprint();
    for (const body of [{ confirm: `${member.username}x` }, { confirm: '  ' }, {}]) {
      const answer = await deleteAccount({ token: member.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body?.fields ?? {})).toEqual(['confirm']);
    }
    expect(await fingerprint()).toBe(before);
    expect((await api.call('GET', '/api/auth/me', { token: member.token })).status).toBe(200);
  });

  it('answers 401 without a session and after signing out, and changes nothing', async () => {
    const member = await api.signUp();
    await write(member, 'POST', '/api/auth/signout');
    const before = await fingerprint();
    expect((await deleteAccount({ body: { confirm: member.username } })).status).toBe(401);
    const signedOut = await deleteAccount({ token: member.token, body: { confirm: member.username } });
    expect(signedOut.status).toBe(401);
    expect(await fingerprint()).toBe(before);
  });
});

describe('[DELETE] /api/account with Stripe', () => {
  it('deletes the Stripe customer before any data (502 while Stripe fails), and a later webhook for it creates nothing', async () => {
    const webhook = createWebhookApp({ sql: api.sql, billing: stripe.billing(), sweepSecret: undefined });
    const deliver = async (event: unknown) => {
      const { body, signature } = signedDelivery(event);
      const answer = await webhook.request('/stripe-webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
      });
      expect(answer.status).toBe(200);
    };
    // A subscriber through the buy button: the checkout's signed reference names the member.
    const member = await api.signUp();
    const reference = await api.call<CheckoutReference>('GET', '/api/user/subscription/checkout-reference', {
      token: member.token,
    });
    const bought = stripe.addCompletedCheckout({ clientReferenceId: reference.body.clientReferenceId });
    await deliver(stripeEvent('checkout.session.completed', bought.session));
    const customerId = bought.customer.id as string;
    const subscriptionId = bought.subscription.id as string;
    const [linked] = await api.sql`select id from public.profile where stripe_customer_id = ${customerId}`;
    expect(linked?.id).toBe(member.user.id);

    stripe.failing = { prefix: '/v1/customers', status: 500 };
    const before = await fingerprint();
    try {
      const refused = await deleteAccount({ token: member.token, body: { confirm: member.username } });
      expect(refused.status).toBe(502);
      expect(refused.body?.error).toBe('payment_provider_unavailable');
    } finally {
      stripe.failing = undefined;
    }
    expect(await fingerprint()).toBe(before);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('trialing');

    const deleted = await deleteAccount({ token: member.token, body: { confirm: member.username } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(stripe.requestsTo('DELETE', `/v1/customers/${customerId}`)).not.toHaveLength(0);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await columnsHolding([member.user.id, member.username, member.email])).toEqual([]);

    // Stripe's news of the cancellation arrives after the account is gone: answered, and only the
    // delivery's own record (its event id, so a replay is known) is written.
    const afterDeletion = await rowCounts();
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({ id: subscriptionId, customer: customerId, status: 'canceled', periodEnd: now }),
        { created: now + 1 },
      ),
    );
    const added = Object.entries(await rowCounts())
      .filter(([table, count]) => count !== afterDeletion[table])
      .map(([table]) => table);
    expect(added).toEqual(['private.stripe_event']);
  }, 60_000);
});

describe('[DELETE] /api/account (Supabase Auth, stubbed GoTrue)', () => {
  const SUPABASE_URL = 'http://project-ref.supabase.test';
  const ANON_KEY = 'anon-key-for-tests';
  const SERVICE_ROLE_KEY = 'service-role-key-for-tests';
  const JWT_SECRET = 'supabase-project-jwt-secret-for-tests-0123456789';

  function managedApi(gotrue: StubGoTrue, serviceRoleKey: string | undefined) {
    const app = createApiApp({
      sql: api.sql,
      auth: createSupabaseAuthProvider(
        {
          supabaseUrl: SUPABASE_URL,
          supabaseAnonKey: ANON_KEY,
          supabaseServiceRoleKey: serviceRoleKey,
          supabaseJwtSecret: JWT_SECRET,
          siteUrl: TEST_SITE_URL,
        },
        { fetch: gotrue.fetch },
      ),
      siteUrl: TEST_SITE_URL,
      storage: new SupabaseFileStorage(SUPABASE_URL, ANON_KEY, gotrue.fetch),
    });
    return async <Body>(method: string, url: string, body?: unknown, token?: string) => {
      const response = await app.request(url, {
        method,
        headers: {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Body };
    };
  }

  it("deletes the user through GoTrue's admin API with the service role key, and the e-mail signs up again", async () => {
    const gotrue = new StubGoTrue({
      url: SUPABASE_URL,
      anonKey: ANON_KEY,
      jwtSecret: JWT_SECRET,
      serviceRoleKey: SERVICE_ROLE_KEY,
      sql: api.sql,
    });
    const account = {
      username: `managed_${randomUUID().slice(0, 8)}`,
      password: 'Managed1pass',
      firstName: 'Mia',
      lastName: 'Managed',
    };
    const email = `${account.username}@example.com`;
    const withKey = managedApi(gotrue, SERVICE_ROLE_KEY);
    const session = (await withKey<AuthSession>('POST', '/api/auth/signup', { ...account, email })).body;
    await withKey('POST', '/api/goals', { type: 'workouts', target: 3 }, session.token);
    const confirm = { confirm: account.username };

    // Without the key the provider cannot delete: 503, and the account is whole to try again.
    const before = await fingerprint();
    const withoutKey = managedApi(gotrue, undefined);
    const refused = await withoutKey<ErrorBody>('DELETE', '/api/account', confirm, session.token);
    expect(refused.status).toBe(503);
    expect(await fingerprint()).toBe(before);

    const deleted = await withKey('DELETE', '/api/account', confirm, session.token);
    expect(deleted.status).toBe(204);
    const adminCall = gotrue.calls.find(
      (call) => call.method === 'DELETE' && call.path === `/auth/v1/admin/users/${session.user.id}`,
    );
    expect(adminCall?.headers.apikey).toBe(SERVICE_ROLE_KEY);
    expect(adminCall?.headers.authorization).toBe(`Bearer ${SERVICE_ROLE_KEY}`);
    expect(adminCall?.body).toEqual({ should_soft_delete: false });
    expect(await columnsHolding([session.user.id, account.username, email])).toEqual([]);
    expect((await withKey('GET', '/api/auth/me', undefined, session.token)).status).toBe(401);
    expect((await withKey('POST', '/api/auth/refresh', { token: session.refreshToken })).status).toBe(401);

    const again = await withKey<AuthSession>('POST', '/api/auth/signup', { ...account, email });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(session.user.id);
  }, 60_000);
});
