import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataApi, startDataApi } from '../support/data-api.ts';
import { RowFactory } from '../support/row-factory.ts';
import { memberOwnedTables, readPublicTables, type TableInfo } from '../support/schema-catalog.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

/**
 * The database is the boundary: what the API refuses, a member's token cannot do through the
 * Data API either. Every request here goes through the real PostgREST with supabase-js, as a
 * Supabase client (the web app, a mobile app) would send it. Tables come from the catalogue, so a
 * table a later migration adds is covered without new code here; what a member may write is the
 * list below, held against the grants. Requests take turns with the test's own statements (see
 * data-api.ts).
 */

type Row = Record<string, unknown>;

/**
 * The columns a member writes through the Data API, table by table: everything else is the
 * server's (defaults, triggers, the service role, the facade's own role). A grant that is not
 * here fails the first test: adding one is a decision, made here, with its bounds in SQL.
 */
const MEMBER_WRITES: Record<string, { insert?: string[]; update?: string[] }> = {
  workout: {
    insert: [
      'id',
      'user_id',
      'name',
      'category',
      'duration',
      'calories_burned',
      'date',
      'difficulty_level',
      'perceived_exertion',
      'completion_rate',
      'notes',
      'session_id',
      'session_position',
      'superset_group',
    ],
    update: [
      'duration',
      'calories_burned',
      'date',
      'difficulty_level',
      'perceived_exertion',
      'completion_rate',
      'notes',
    ],
  },
  workout_session: {
    insert: ['id', 'user_id', 'started_at', 'ended_at', 'notes', 'routine_id'],
    update: ['notes'],
  },
  workout_set: {
    insert: ['workout_id', 'user_id', 'position', 'weight', 'reps', 'rpe', 'kind'],
    update: ['weight', 'reps', 'rpe', 'kind'],
  },
  routine: { insert: ['id', 'user_id', 'name'], update: ['name'] },
  routine_exercise: {
    insert: ['id', 'routine_id', 'user_id', 'position', 'exercise_id', 'rest_seconds', 'superset_group'],
    update: ['position', 'exercise_id', 'rest_seconds', 'superset_group'],
  },
  routine_set: {
    insert: ['routine_exercise_id', 'user_id', 'position', 'weight', 'reps'],
    update: ['position', 'weight', 'reps'],
  },
  workout_exercise: {
    insert: ['id', 'workout_id', 'user_id', 'exercise_id', 'sets', 'reps', 'weight', 'distance'],
    update: ['sets', 'reps', 'weight', 'distance'],
  },
  exercise: { insert: ['name', 'category', 'owner_id'] },
  goal: { insert: ['id', 'user_id', 'type', 'target'], update: ['type', 'target'] },
  calendar_note: { insert: ['id', 'user_id', 'date', 'note'], update: ['note'] },
  profile: { update: ['first_name', 'last_name', 'time_zone', 'units'] },
  privacy_setting: {
    insert: ['user_id', 'show_on_leaderboard', 'show_streak'],
    update: ['show_on_leaderboard', 'show_streak'],
  },
  onboarding_answers: { insert: ['user_id', 'fitness_goal', 'experience', 'location', 'consistency'] },
  community_post: { insert: ['user_id', 'content', 'post_type', 'workout_id'], update: ['content'] },
  community_post_like: { insert: ['post_id', 'user_id'] },
  user_food_preference: { insert: ['user_id', 'food_item_id', 'preference'], update: ['preference'] },
  user_meal_plan: {
    insert: ['user_id', 'meal_plan_id', 'start_date', 'is_active'],
    update: ['is_active', 'end_date'],
  },
  ai_difficulty_adjustment: { update: ['applied'] },
  food_entry: {
    insert: [
      'user_id',
      'name',
      'description',
      'calories',
      'protein',
      'carbs',
      'fat',
      'fiber',
      'sugar',
      'sodium',
      'serving_size',
      'logged_at',
      'meal_type',
      'food_item_id',
      'grams',
    ],
    update: [
      'name',
      'description',
      'calories',
      'protein',
      'carbs',
      'fat',
      'fiber',
      'sugar',
      'sodium',
      'serving_size',
      'logged_at',
      'meal_type',
      'grams',
    ],
  },
  custom_food: {
    insert: [
      'user_id',
      'name',
      'calories',
      'protein',
      'carbs',
      'fat',
      'fiber',
      'sugar',
      'sodium',
      'serving_size',
      'barcode',
    ],
    update: [
      'name',
      'calories',
      'protein',
      'carbs',
      'fat',
      'fiber',
      'sugar',
      'sodium',
      'serving_size',
      'barcode',
    ],
  },
};

/** Rows every signed-in member may read by design (the community feed, the trainer directory). */
const READABLE_BY_EVERY_MEMBER = new Set([
  'community_post',
  'trainer',
  'trainer_service',
  'trainer_review',
  'trainer_availability',
  'trainer_date_off',
]);
/** Rows that are Premium: pending coach suggestions (applied ones are the member's history). */
const PREMIUM_ROWS = new Set(['ai_difficulty_adjustment']);

let api: TestApi;
let dataApi: DataApi;
let tables: Map<string, TableInfo>;
let ownedTables: TableInfo[];
let factory: RowFactory;

beforeAll(async () => {
  api = await createTestApi();
  tables = await readPublicTables(api.sql);
  ownedTables = memberOwnedTables(tables);
  factory = new RowFactory(api.sql, tables, (await api.signUp()).user.id);
  dataApi = await startDataApi(api);
});
afterAll(async () => {
  await dataApi?.close();
  await api?.close();
});

const keyOf = (table: TableInfo, row: Row) =>
  Object.fromEntries(table.primaryKey.map((column) => [column, row[column]]));

function whereKey(key: Row) {
  return Object.entries(key)
    .map(([column, value]) => api.sql`${api.sql(column)} = ${String(value)}`)
    .reduce((all, condition) => api.sql`${all} and ${condition}`);
}

/** The row as PostgreSQL writes it in JSON (timestamps to the microsecond), to send back unchanged. */
async function storedJson(table: TableInfo, key: Row): Promise<Row> {
  const [row] = await api.sql<{ json: Row }[]>`
    select to_jsonb(t) as json from public.${api.sql(table.name)} t where ${whereKey(key)}`;
  if (!row) throw new Error(`${table.name}: no row ${JSON.stringify(key)}`);
  return row.json;
}

/** What a write could change; `updated_at` is stamped by a trigger even when nothing else moves. */
async function digestOf(table: TableInfo, key: Row): Promise<string | undefined> {
  const [row] = await api.sql<{ digest: string }[]>`
    select md5((to_jsonb(t) - 'updated_at')::text) as digest from public.${api.sql(table.name)} t
    where ${whereKey(key)}`;
  return row?.digest;
}

/** Ends the member's Premium: a trial that ran out (`free`) or a paid subscription past its period (`lapsed`). */
async function endPremium(member: Member, how: 'free' | 'lapsed') {
  if (how === 'free') {
    await api.sql`update public.profile set trial_ends_at = now() - interval '1 day' where id = ${member.user.id}`;
  } else {
    await api.sql`update public.profile
                  set subscription_status = 'active', trial_ends_at = now() - interval '40 days',
                      subscription_expires_at = now() - interval '10 days'
                  where id = ${member.user.id}`;
  }
  const [entitlement] = await api.sql<{ has_premium: boolean }[]>`
    select e.has_premium from public.profile p,
      lateral (select set_config('request.jwt.claims', json_build_object('sub', p.id)::text, true)) claims,
      lateral public.subscription_entitlement() e
    where p.id = ${member.user.id}`;
  expect(entitlement?.has_premium).toBe(false);
}

async function countVisible(client: SupabaseClient, table: string) {
  const { count, error } = await client.from(table).select('*', { count: 'exact', head: true });
  return error ? `error ${error.code}` : count;
}

describe('what a member may write', () => {
  it('is exactly the columns the product lets members write, and nothing else is granted', async () => {
    const granted = await api.sql<{ table: string; privilege: string; columns: string[] }[]>`
      select table_name as table, lower(privilege_type) as privilege, array_agg(column_name::text order by column_name) as columns
      from information_schema.column_privileges
      where grantee = 'authenticated' and table_schema = 'public' and privilege_type in ('INSERT', 'UPDATE')
      group by table_name, privilege_type`;
    const actual = granted
      .map(({ table, privilege, columns }) => `${table} ${privilege}: ${columns.join(', ')}`)
      .sort();
    const expected = Object.entries(MEMBER_WRITES)
      .flatMap(([table, writes]) =>
        Object.entries(writes).map(
          ([privilege, columns]) => `${table} ${privilege}: ${[...columns].sort().join(', ')}`,
        ),
      )
      .sort();
    expect(actual).toEqual(expected);
  });

  it('reaches no function through the Data API but the entitlement it reads for itself', async () => {
    const callable = await api.sql<{ name: string }[]>`
      select p.proname as name from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and (has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('anon', p.oid, 'execute'))
      order by 1`;
    expect(callable.map((row) => row.name)).toEqual(['subscription_entitlement']);
    const anon = await dataApi.asAnon().rpc('subscription_entitlement');
    expect(anon.error?.code).toBe('42501');
  });

  it('refuses, through the Data API, every column a member must not set, on every table', async () => {
    const member = await api.signUp();
    const client = dataApi.asMember(member.token);
    const problems: string[] = [];
    for (const table of ownedTables) {
      const key = keyOf(table, await factory.rowFor(table.name, member.user.id));
      const row = await storedJson(table, key);
      const before = await digestOf(table, key);
      const writes = MEMBER_WRITES[table.name] ?? {};
      for (const column of table.columns.filter((candidate) => !candidate.generated)) {
        const value = row[column.name];
        const updated = await client
          .from(table.name)
          .update({ [column.name]: value })
          .match(key);
        const mayUpdate = writes.update?.includes(column.name) ?? false;
        if (!mayUpdate && updated.error?.code !== '42501')
          problems.push(
            `${table.name}.${column.name}: update gave ${updated.status} ${updated.error?.code ?? ''}`,
          );
        // The control: a column a member may write takes its own value back.
        if (mayUpdate && updated.error)
          problems.push(`${table.name}.${column.name}: own update refused (${updated.error.message})`);

        const inserted = await client.from(table.name).insert({ [column.name]: value });
        const mayInsert = writes.insert?.includes(column.name) ?? false;
        if (!mayInsert && inserted.error?.code !== '42501')
          problems.push(
            `${table.name}.${column.name}: insert gave ${inserted.status} ${inserted.error?.code ?? ''}`,
          );
      }
      if ((await digestOf(table, key)) !== before) problems.push(`${table.name}: the row changed`);
    }
    expect(problems).toEqual([]);
  });
});

describe("other members' rows", () => {
  it('are neither read, changed, deleted nor forged through the Data API, on every member table', async () => {
    const member = await api.signUp();
    const other = await api.signUp();
    const client = dataApi.asMember(member.token);
    const problems: string[] = [];
    for (const table of ownedTables) {
      await factory.rowFor(table.name, member.user.id);
      const key = keyOf(table, await factory.rowFor(table.name, other.user.id));
      const theirs = await storedJson(table, key);
      const before = await digestOf(table, key);

      const read = await client.from(table.name).select('*').match(key);
      const expectedSeen = READABLE_BY_EVERY_MEMBER.has(table.name) ? 1 : 0;
      if (!read.error && (read.data?.length ?? 0) !== expectedSeen)
        problems.push(`${table.name}: reads theirs`);

      for (const column of MEMBER_WRITES[table.name]?.update ?? []) {
        await client
          .from(table.name)
          .update({ [column]: theirs[column] })
          .match(key);
      }
      await client.from(table.name).delete().match(key);
      if ((await digestOf(table, key)) !== before) problems.push(`${table.name}: their row changed or went`);

      // A copy of their row in their name, with only the columns a member may insert.
      const insertable = MEMBER_WRITES[table.name]?.insert ?? [];
      if (insertable.length > 0) {
        const forged = Object.fromEntries(
          insertable
            .filter((column) => column !== 'id' && column in theirs)
            .map((column) => [column, theirs[column]]),
        );
        const inserted = await client.from(table.name).insert(forged);
        if (!inserted.error) problems.push(`${table.name}: a row in their name was stored`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('and no table or row is reachable with the anon key alone', async () => {
    const member = await api.signUp();
    const anon = dataApi.asAnon();
    const problems: string[] = [];
    for (const table of tables.values()) {
      const owned = ownedTables.includes(table)
        ? await factory.rowFor(table.name, member.user.id)
        : undefined;
      const read = await anon.from(table.name).select('*', { count: 'exact', head: true });
      if (!read.error && (read.count ?? 0) > 0) problems.push(`${table.name}: anon reads ${read.count} rows`);
      if (owned) {
        const key = keyOf(table, owned);
        const written = await anon.from(table.name).insert(await storedJson(table, key));
        if (!written.error) problems.push(`${table.name}: anon inserts`);
        const before = await digestOf(table, key);
        await anon.from(table.name).delete().match(key);
        if ((await digestOf(table, key)) !== before) problems.push(`${table.name}: anon deletes`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('Premium rows', () => {
  /** A member with one pending and one applied suggestion, and a row in every other table. */
  async function memberWithEverything() {
    const member = await api.signUp();
    for (const table of ownedTables) await factory.rowFor(table.name, member.user.id);
    const [exercise] = await api.sql<{ id: string }[]>`
      select id from public.exercise where owner_id is null and name = 'Running'`;
    await api.sql`
      insert into public.ai_difficulty_adjustment
        (user_id, exercise_id, current_difficulty, suggested_difficulty, confidence_score, performance_trend, applied, applied_at)
      values (${member.user.id}, ${exercise?.id ?? null}, 3, 4, 80, 'improving', true, now())`;
    const [pending] = await api.sql<{ id: string }[]>`
      select id from public.ai_difficulty_adjustment where user_id = ${member.user.id} and not applied`;
    if (!pending) throw new Error('the factory made no pending suggestion');
    return { member, pendingId: pending.id };
  }

  for (const how of ['free', 'lapsed'] as const) {
    it(`are hidden from a ${how} member, who cannot apply a suggestion; nothing else they own is`, async () => {
      const { member, pendingId } = await memberWithEverything();
      const client = dataApi.asMember(member.token);
      const whilePremium = new Map<string, unknown>();
      for (const table of tables.values())
        whilePremium.set(table.name, await countVisible(client, table.name));
      expect(whilePremium.get('ai_difficulty_adjustment')).toBe(2);

      await endPremium(member, how);
      const hidden: string[] = [];
      for (const table of tables.values()) {
        if ((await countVisible(client, table.name)) !== whilePremium.get(table.name))
          hidden.push(table.name);
      }
      expect(hidden).toEqual([...PREMIUM_ROWS]);
      expect(await countVisible(client, 'ai_difficulty_adjustment')).toBe(1);

      const applied = await client
        .from('ai_difficulty_adjustment')
        .update({ applied: true })
        .eq('id', pendingId)
        .select();
      expect(applied.data ?? []).toEqual([]);
      const [stored] =
        await api.sql`select applied from public.ai_difficulty_adjustment where id = ${pendingId}`;
      expect(stored?.applied).toBe(false);
    });
  }

  it('are applied by a Premium member once, at the moment the database records', async () => {
    const { member, pendingId } = await memberWithEverything();
    const client = dataApi.asMember(member.token);
    const backdated = await client
      .from('ai_difficulty_adjustment')
      .update({ applied: true, applied_at: '2020-01-01T00:00:00Z' })
      .eq('id', pendingId);
    expect(backdated.error?.code).toBe('42501');

    const applied = await client
      .from('ai_difficulty_adjustment')
      .update({ applied: true })
      .eq('id', pendingId)
      .select();
    expect(applied.error).toBeNull();
    expect(applied.data).toHaveLength(1);
    const [stored] = await api.sql<{ recent: boolean }[]>`
      select applied_at > now() - interval '1 minute' as recent from public.ai_difficulty_adjustment where id = ${pendingId}`;
    expect(stored?.recent).toBe(true);

    const undone = await client
      .from('ai_difficulty_adjustment')
      .update({ applied: false })
      .eq('id', pendingId)
      .select();
    expect(undone.data ?? []).toEqual([]);
  });
});

describe('bounds the API checks, held for Data API writes', () => {
  let member: Member;
  let other: Member;
  let client: SupabaseClient;
  let benchPress: string;
  let running: string;
  let workoutId: string;

  beforeAll(async () => {
    member = await api.signUp();
    other = await api.signUp();
    client = dataApi.asMember(member.token);
    const library = await api.sql<{ id: string; name: string }[]>`
      select id, name from public.exercise where owner_id is null and name in ('Bench Press', 'Running')`;
    benchPress = library.find((exercise) => exercise.name === 'Bench Press')?.id ?? '';
    running = library.find((exercise) => exercise.name === 'Running')?.id ?? '';
    const logged = await client.from('workout').insert(validWorkout()).select('id').single();
    expect(logged.error).toBeNull();
    workoutId = (logged.data as { id: string }).id;
  });

  const validWorkout = (): Row => ({
    user_id: member.user.id,
    name: 'Bench Press',
    category: 'strength',
    duration: 30,
    calories_burned: 132,
    date: new Date().toISOString(),
    difficulty_level: 3,
    perceived_exertion: 5,
    completion_rate: 100,
  });
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  /** Each: what is sent, the SQLSTATE it must be refused with, and member rows its setup adds (as the owner). */
  const refusals: {
    name: string;
    send: () => PromiseLike<{ error: { code: string } | null }>;
    code: string;
    setupRows?: number;
  }[] = [
    ...(
      [
        ['a 4-minute workout', { duration: 4 }],
        ['a 121-minute workout', { duration: 121 }],
        ['negative calories', { calories_burned: -1 }],
        ['5,001 calories', { calories_burned: 5001 }],
        ['difficulty 6', { difficulty_level: 6 }],
        ['exertion 11', { perceived_exertion: 11 }],
        ['completion 101%', { completion_rate: 101 }],
        ['a workout dated tomorrow', { date: daysFromNow(1) }],
        ['a workout dated ten years ahead', { date: daysFromNow(3650) }],
        ['a workout dated 400 days ago', { date: daysFromNow(-400) }],
        ['a name with a control character', { name: 'Bench\u0007Press' }],
      ] as const
    ).map(([name, change]) => ({
      name: `[POST] workout: ${name}`,
      send: () => client.from('workout').insert({ ...validWorkout(), ...change }),
      code: '23514',
    })),
    {
      // Only the facade's import may mark a workout imported, which lets it be dated back to 1970.
      name: '[POST] workout: dated 400 days ago and marked as imported',
      send: () =>
        client.from('workout').insert({ ...validWorkout(), date: daysFromNow(-400), imported: true }),
      code: '42501',
    },
    {
      name: '[PATCH] workout: moved ten years ahead',
      send: () =>
        client
          .from('workout')
          .update({ date: daysFromNow(3650) })
          .eq('id', workoutId),
      code: '23514',
    },
    {
      name: '[PATCH] workout: 500 minutes',
      send: () => client.from('workout').update({ duration: 500 }).eq('id', workoutId),
      code: '23514',
    },
    ...(
      [
        ['0 sets', () => ({ sets: 0 })],
        ['101 sets', () => ({ sets: 101 })],
        ['0 reps', () => ({ reps: 0 })],
        ['2,001 lbs', () => ({ weight: 2001 })],
        ['a distance on a strength exercise', () => ({ distance: 1 })],
        ['a cardio exercise on a strength workout', () => ({ exercise_id: running })],
      ] as const
    ).map(([name, change]) => ({
      name: `[POST] workout_exercise: ${name}`,
      send: () =>
        client
          .from('workout_exercise')
          .insert({ workout_id: workoutId, user_id: member.user.id, exercise_id: benchPress, ...change() }),
      code: '23514',
    })),
    {
      name: "[POST] workout_exercise: another member's own exercise",
      send: async () => {
        const [theirs] = await api.sql<{ id: string }[]>`
          insert into public.exercise (name, category, owner_id) values ('Their Lift', 'strength', ${other.user.id})
          returning id`;
        return client
          .from('workout_exercise')
          .insert({ workout_id: workoutId, user_id: member.user.id, exercise_id: theirs?.id });
      },
      code: '23503',
      setupRows: 1,
    },
    ...(
      [
        ['target 0', { target: 0 }],
        ['target 1,000,001', { target: 1_000_001 }],
      ] as const
    ).map(([name, change]) => ({
      name: `[POST] goal: ${name}`,
      send: () => client.from('goal').insert({ user_id: member.user.id, type: 'workouts', ...change }),
      code: '23514',
    })),
    {
      name: '[POST] goal: an unknown type',
      send: () => client.from('goal').insert({ user_id: member.user.id, type: 'steps', target: 5 }),
      code: '22P02',
    },
    ...(
      [
        ['a blank note', { note: '   ' }],
        ['a 2,001-character note', { note: 'x'.repeat(2001) }],
        ['a control character', { note: 'Leg day\u0007' }],
        ['the year 1800', { date: '1800-01-01', note: 'Old' }],
      ] as const
    ).map(([name, change]) => ({
      name: `[POST] calendar_note: ${name}`,
      send: () =>
        client.from('calendar_note').insert({ user_id: member.user.id, date: '2026-11-02', ...change }),
      code: '23514',
    })),
    ...(
      [
        ['a 501-character post', 'x'.repeat(501)],
        ['a blank post', '  '],
        ['a control character', 'Done\u0007'],
      ] as const
    ).map(([name, content]) => ({
      name: `[POST] community_post: ${name}`,
      send: () => client.from('community_post').insert({ user_id: member.user.id, content }),
      code: '23514',
    })),
    ...(
      [
        ['a 51-character first name', { first_name: 'x'.repeat(51) }],
        ['a control character in the last name', { last_name: 'Ok\u0007afor' }],
        ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }],
        ['units other than metric or imperial', { units: 'stones' }],
      ] as const
    ).map(([name, change]) => ({
      name: `[PATCH] profile: ${name}`,
      send: () => client.from('profile').update(change).eq('id', member.user.id),
      code: '23514',
    })),
    ...(
      [
        ['a blank name', '  '],
        ['a 101-character name', 'x'.repeat(101)],
        ['a control character', 'Curl\u0007'],
      ] as const
    ).map(([name, exerciseName]) => ({
      name: `[POST] exercise: ${name}`,
      send: () =>
        client
          .from('exercise')
          .insert({ name: exerciseName, category: 'strength', owner_id: member.user.id }),
      code: '23514',
    })),
    {
      name: "[POST] user_meal_plan: another member's generated plan",
      send: async () => {
        const [plan] = await api.sql<{ id: string }[]>`
          insert into public.meal_plan (name, goal, daily_calories, duration, created_by)
          values ('Their plan', 'maintenance', 2000, 7, ${other.user.id}) returning id`;
        return client.from('user_meal_plan').insert({ user_id: member.user.id, meal_plan_id: plan?.id });
      },
      code: '42501',
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.name}`, async () => {
      const before = await api.sql<{ rows: number }[]>`
        select (select count(*) from public.workout) + (select count(*) from public.workout_exercise)
             + (select count(*) from public.goal) + (select count(*) from public.calendar_note)
             + (select count(*) from public.community_post) + (select count(*) from public.exercise)
             + (select count(*) from public.user_meal_plan) as rows`;
      const profile = await digestOf(tables.get('profile') as TableInfo, { id: member.user.id });
      const workout = await digestOf(tables.get('workout') as TableInfo, { id: workoutId });
      const { error } = await refusal.send();
      expect(error?.code).toBe(refusal.code);
      const after = await api.sql<{ rows: number }[]>`
        select (select count(*) from public.workout) + (select count(*) from public.workout_exercise)
             + (select count(*) from public.goal) + (select count(*) from public.calendar_note)
             + (select count(*) from public.community_post) + (select count(*) from public.exercise)
             + (select count(*) from public.user_meal_plan) as rows`;
      expect(Number(after[0]?.rows)).toBe(Number(before[0]?.rows) + (refusal.setupRows ?? 0));
      expect(await digestOf(tables.get('profile') as TableInfo, { id: member.user.id })).toBe(profile);
      expect(await digestOf(tables.get('workout') as TableInfo, { id: workoutId })).toBe(workout);
    });
  }

  it('takes the same rows when they are within bounds (the control)', async () => {
    const workout = await client.from('workout').insert(validWorkout()).select('id').single();
    expect(workout.error).toBeNull();
    const id = (workout.data as { id: string }).id;
    const detail = await client.from('workout_exercise').insert({
      workout_id: id,
      user_id: member.user.id,
      exercise_id: benchPress,
      sets: 5,
      reps: 5,
      weight: 185,
    });
    expect(detail.error).toBeNull();
    const note = await client
      .from('calendar_note')
      .insert({ user_id: member.user.id, date: '2026-11-03', note: 'Legs\nand core' });
    expect(note.error).toBeNull();
    const post = await client
      .from('community_post')
      .insert({ user_id: member.user.id, content: 'Squats done' });
    expect(post.error).toBeNull();
  });
});

describe('sessions', () => {
  it("refuses a signed-out session's token with 401, on every table", async () => {
    const member = await api.signUp();
    const client = dataApi.asMember(member.token);
    expect((await client.from('workout').select('id')).error).toBeNull();
    const out = await api.call('POST', '/api/auth/signout', { token: member.token });
    expect(out.status).toBe(204);
    const problems: string[] = [];
    for (const table of tables.values()) {
      const { status } = await client.from(table.name).select('*', { head: true });
      if (status !== 401) problems.push(`${table.name}: ${status}`);
    }
    expect(problems).toEqual([]);
  });
});
