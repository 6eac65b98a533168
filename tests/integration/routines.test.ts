import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import {
  type Routine,
  type RoutineBody,
  routineSchema,
} from '../../supabase/functions/_shared/contract/strength-log.ts';
import type { Exercise } from '../../supabase/functions/_shared/contract/workouts.ts';
import { type DataApi, startDataApi } from '../support/data-api.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

// Routines through /api and, for the rules the database holds, through the Data API (the real
// PostgREST). Requests take turns with the API's (see data-api.ts): each is awaited before the next.

let api: TestApi;
let dataApi: DataApi;
beforeAll(async () => {
  api = await createTestApi();
  dataApi = await startDataApi(api);
});
afterAll(async () => {
  await dataApi?.close();
  await api?.close();
});

const pushDay = (overrides: Partial<RoutineBody> = {}): RoutineBody => ({
  name: 'Push day',
  exercises: [
    {
      name: 'Bench Press',
      category: 'strength',
      restSeconds: 120,
      sets: [
        { weight: 135, reps: 8 },
        { weight: 145.5, reps: 6 },
      ],
    },
    {
      name: 'Dumbbell Bench Press',
      category: 'dumbbells',
      restSeconds: 60,
      supersetGroup: 1,
      sets: [{ weight: 50, reps: 10 }, { reps: 12 }],
    },
    { name: 'Dumbbell Curl', category: 'dumbbells', restSeconds: 60, supersetGroup: 1, sets: [{}] },
  ],
  ...overrides,
});

async function create(member: Member, body: RoutineBody = pushDay()): Promise<Routine> {
  const answer = await api.call<Routine>('POST', '/api/routines', { token: member.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return routineSchema.parse(answer.body);
}

async function countRows(member: Member) {
  const [row] = await api.sql<{ routines: number; exercises: number; sets: number }[]>`
    select (select count(*)::integer from public.routine where user_id = ${member.user.id}) as routines,
           (select count(*)::integer from public.routine_exercise where user_id = ${member.user.id}) as exercises,
           (select count(*)::integer from public.routine_set where user_id = ${member.user.id}) as sets`;
  return row;
}

/** What a routine says, without ids and times: to compare a routine before and after. */
const content = (routine: Routine) => ({
  name: routine.name,
  exercises: routine.exercises.map(({ exerciseId: _id, ...exercise }) => exercise),
});

describe('[POST] /api/routines', () => {
  it('saves a routine with its exercises in order, their rest, supersets and planned sets', async () => {
    const member = await api.signUp();
    const routine = await create(member);
    expect(content(routine)).toEqual({
      name: 'Push day',
      exercises: [
        {
          name: 'Bench Press',
          category: 'strength',
          restSeconds: 120,
          supersetGroup: null,
          sets: [
            { weight: 135, reps: 8 },
            { weight: 145.5, reps: 6 },
          ],
        },
        {
          name: 'Dumbbell Bench Press',
          category: 'dumbbells',
          restSeconds: 60,
          supersetGroup: 1,
          sets: [
            { weight: 50, reps: 10 },
            { weight: null, reps: 12 },
          ],
        },
        {
          name: 'Dumbbell Curl',
          category: 'dumbbells',
          restSeconds: 60,
          supersetGroup: 1,
          sets: [{ weight: null, reps: null }],
        },
      ],
    });
    const read = await api.call<Routine>('GET', `/api/routines/${routine.id}`, { token: member.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(routine);
  });

  it('links each exercise to the library by name in any letter case, rest 90 s when not given', async () => {
    const member = await api.signUp();
    const routine = await create(member, {
      name: 'Legs',
      exercises: [{ name: 'barbell back squat', category: 'strength' }],
    });
    const [library] = await api.sql<{ id: string }[]>`
      select id from public.exercise where name = 'Barbell Back Squat' and owner_id is null`;
    expect(routine.exercises).toEqual([
      {
        exerciseId: library?.id,
        name: 'Barbell Back Squat',
        category: 'strength',
        restSeconds: 90,
        supersetGroup: null,
        sets: [],
      },
    ]);
  });

  it("makes a name the library lacks the member's own exercise, in the category given", async () => {
    const member = await api.signUp();
    const routine = await create(member, {
      name: 'Garage',
      exercises: [{ name: 'Sandbag Carry', category: 'strength', sets: [{ weight: 100 }] }],
    });
    const custom = await api.call<Exercise[]>('GET', '/api/exercises?scope=custom', { token: member.token });
    expect(custom.body.map(({ id, name, category }) => ({ id, name, category }))).toEqual([
      { id: routine.exercises[0]?.exerciseId, name: 'Sandbag Carry', category: 'strength' },
    ]);
  });

  it('refuses a body with a bad field, naming the field, and stores nothing', async () => {
    const member = await api.signUp();
    const cases: [RoutineBody, string][] = [
      [pushDay({ name: '   ' }), 'name'],
      [pushDay({ exercises: [] }), 'exercises'],
      [
        pushDay({ exercises: [{ name: 'Bench Press', category: 'strength', restSeconds: 901 }] }),
        'exercises[0].restSeconds',
      ],
      [
        pushDay({
          exercises: [
            { name: 'Bench Press', category: 'strength' },
            { name: 'Bench Press', category: 'strength', sets: [{ reps: 8 }, { reps: 0 }] },
          ],
        }),
        'exercises[1].sets[1].reps',
      ],
      [
        pushDay({ exercises: [{ name: 'Bench Press', category: 'strength', sets: [{ weight: 2000.5 }] }] }),
        'exercises[0].sets[0].weight',
      ],
      [
        pushDay({ exercises: [{ name: 'Running', category: 'cardio', supersetGroup: 1 }] }),
        'exercises[0].supersetGroup',
      ],
      [
        pushDay({ exercises: [{ name: 'Bench Press', category: 'strength', supersetGroup: 21 }] }),
        'exercises[0].supersetGroup',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await api.call<ErrorBody>('POST', '/api/routines', { token: member.token, body });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), field).toContain(field);
    }
    expect(await countRows(member)).toEqual({ routines: 0, exercises: 0, sets: 0 });
  });

  it('refuses an exercise the library knows under another category, naming it, and stores nothing', async () => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('POST', '/api/routines', {
      token: member.token,
      body: pushDay({
        exercises: [
          { name: 'Tire Flip', category: 'strength' },
          { name: 'Running', category: 'strength' },
        ],
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ 'exercises[1].category': 'Running is a cardio exercise' });
    expect(await countRows(member)).toEqual({ routines: 0, exercises: 0, sets: 0 });
    const [custom] = await api.sql<{ count: number }[]>`
      select count(*)::integer as count from public.exercise where owner_id = ${member.user.id}`;
    expect(custom?.count).toBe(0);
  });
});

describe('at most 100 routines per member', () => {
  /** Fills the member's routines up to the limit, straight into the database. */
  async function fillUp(member: Member) {
    await api.sql`
      insert into public.routine (user_id, name)
      select ${member.user.id}, 'Routine ' || n from generate_series(1, 100) n`;
  }

  it('refuses the 101st through the API with a 400 that says why, and stores nothing', async () => {
    const member = await api.signUp();
    await fillUp(member);
    const answer = await api.call<ErrorBody>('POST', '/api/routines', {
      token: member.token,
      body: pushDay({ exercises: [{ name: 'Brand New Lift', category: 'strength', sets: [{ reps: 5 }] }] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'routine_limit' });
    expect(answer.body.message).toMatch(/100 routines/);
    expect(await countRows(member)).toEqual({ routines: 100, exercises: 0, sets: 0 });
    const [custom] = await api.sql<{ count: number }[]>`
      select count(*)::integer as count from public.exercise where owner_id = ${member.user.id}`;
    expect(custom?.count).toBe(0);
  });

  it('refuses the 101st inserted by the member through the Data API', async () => {
    const member = await api.signUp();
    await fillUp(member);
    const { error } = await dataApi
      .asMember(member.token)
      .from('routine')
      .insert({ user_id: member.user.id, name: 'One too many' });
    expect(error?.code, dataApi.logs()).toBe('23514');
    expect((await countRows(member))?.routines).toBe(100);
  });

  it('lets a member save again after deleting one', async () => {
    const member = await api.signUp();
    await fillUp(member);
    const [oldest] = await api.sql<{ id: string }[]>`
      select id from public.routine where user_id = ${member.user.id} limit 1`;
    const removed = await api.call('DELETE', `/api/routines/${oldest?.id}`, { token: member.token });
    expect(removed.status).toBe(204);
    await create(member);
  });
});

describe('[GET] /api/routines', () => {
  it("lists the member's own routines by name, letter case aside", async () => {
    const member = await api.signUp();
    const other = await api.signUp();
    await create(other, pushDay({ name: 'Another member' }));
    for (const name of ['Legs', 'arms', 'Back and biceps']) await create(member, pushDay({ name }));
    const list = await api.call<Routine[]>('GET', '/api/routines', { token: member.token });
    expect(list.status).toBe(200);
    expect(list.body.map((routine) => routine.name)).toEqual(['arms', 'Back and biceps', 'Legs']);
    expect(list.body[0]?.exercises.map((exercise) => exercise.name)).toEqual([
      'Bench Press',
      'Dumbbell Bench Press',
      'Dumbbell Curl',
    ]);
  });

  it('answers an empty list to a member without routines', async () => {
    const member = await api.signUp();
    const list = await api.call<Routine[]>('GET', '/api/routines', { token: member.token });
    expect(list).toMatchObject({ status: 200, body: [] });
  });
});

describe('[PUT] /api/routines/:id', () => {
  it('replaces the whole routine: name, order, supersets, rest and planned sets', async () => {
    const member = await api.signUp();
    const routine = await create(member);
    const reordered: RoutineBody = {
      name: 'Push day (heavy)',
      exercises: [
        {
          name: 'Dumbbell Curl',
          category: 'dumbbells',
          restSeconds: 45,
          supersetGroup: 2,
          sets: [{ reps: 15 }],
        },
        { name: 'Dumbbell Bench Press', category: 'dumbbells', restSeconds: 45, supersetGroup: 2, sets: [] },
        { name: 'Bench Press', category: 'strength', restSeconds: 180, sets: [{ weight: 185, reps: 3 }] },
      ],
    };
    const answer = await api.call<Routine>('PUT', `/api/routines/${routine.id}`, {
      token: member.token,
      body: reordered,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(content(answer.body)).toEqual({
      name: 'Push day (heavy)',
      exercises: [
        {
          name: 'Dumbbell Curl',
          category: 'dumbbells',
          restSeconds: 45,
          supersetGroup: 2,
          sets: [{ weight: null, reps: 15 }],
        },
        { name: 'Dumbbell Bench Press', category: 'dumbbells', restSeconds: 45, supersetGroup: 2, sets: [] },
        {
          name: 'Bench Press',
          category: 'strength',
          restSeconds: 180,
          supersetGroup: null,
          sets: [{ weight: 185, reps: 3 }],
        },
      ],
    });
    expect(answer.body.id).toBe(routine.id);
    expect(answer.body.createdAt).toBe(routine.createdAt);
    expect(Date.parse(answer.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(routine.updatedAt));
    expect(await countRows(member)).toEqual({ routines: 1, exercises: 3, sets: 2 });
    const read = await api.call<Routine>('GET', `/api/routines/${routine.id}`, { token: member.token });
    expect(read.body).toEqual(answer.body);
  });

  it('changes nothing when the new body is refused', async () => {
    const member = await api.signUp();
    const routine = await create(member);
    const answer = await api.call<ErrorBody>('PUT', `/api/routines/${routine.id}`, {
      token: member.token,
      body: pushDay({
        exercises: [
          { name: 'Bench Press', category: 'strength', sets: [{ reps: 5 }] },
          { name: 'Running', category: 'swimming' },
        ],
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ 'exercises[1].category': 'Running is a cardio exercise' });
    const read = await api.call<Routine>('GET', `/api/routines/${routine.id}`, { token: member.token });
    expect(read.body).toEqual(routine);
  });
});

describe("another member's routine", () => {
  it('is not found by GET, PUT or DELETE, and stays as it was', async () => {
    const owner = await api.signUp();
    const stranger = await api.signUp();
    const routine = await create(owner);
    const path = `/api/routines/${routine.id}`;
    const read = await api.call<ErrorBody>('GET', path, { token: stranger.token });
    const replaced = await api.call<ErrorBody>('PUT', path, {
      token: stranger.token,
      body: pushDay({ name: 'Mine now', exercises: [{ name: 'Stranger Lift', category: 'strength' }] }),
    });
    const removed = await api.call<ErrorBody>('DELETE', path, { token: stranger.token });
    for (const answer of [read, replaced, removed]) {
      expect(answer).toMatchObject({ status: 404, body: { message: 'Routine not found' } });
    }
    expect((await api.call<Routine>('GET', path, { token: owner.token })).body).toEqual(routine);
    const [custom] = await api.sql<{ count: number }[]>`
      select count(*)::integer as count from public.exercise where owner_id = ${stranger.user.id}`;
    expect(custom?.count).toBe(0);
  });

  it('answers 404 to an id that is not a uuid', async () => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('GET', '/api/routines/not-an-id', { token: member.token });
    expect(answer).toMatchObject({ status: 404, body: { message: 'Routine not found' } });
  });

  it('is neither read nor changed through the Data API', async () => {
    const owner = await api.signUp();
    const stranger = await api.signUp();
    const routine = await create(owner);
    const client = dataApi.asMember(stranger.token);
    for (const table of ['routine', 'routine_exercise', 'routine_set']) {
      const { data, error } = await client.from(table).select('*');
      expect(error, dataApi.logs()).toBeNull();
      expect(data, table).toEqual([]);
    }
    const renamed = await client.from('routine').update({ name: 'Mine now' }).eq('id', routine.id).select();
    expect(renamed.data).toEqual([]);
    const removed = await client.from('routine').delete().eq('id', routine.id).select();
    expect(removed.data).toEqual([]);
    const [squat] = await api.sql<{ id: string }[]>`
      select id from public.exercise where name = 'Barbell Back Squat' and owner_id is null`;
    // Under the owner's routine, claiming to be the stranger: the composite key refuses it.
    const added = await client.from('routine_exercise').insert({
      routine_id: routine.id,
      user_id: stranger.user.id,
      position: 5,
      exercise_id: squat?.id,
    });
    expect(added.error?.code).toBe('23503');
    // A session naming the owner's routine: the session's key to routine is (routine_id, user_id).
    const session = await client.from('workout_session').insert({
      id: crypto.randomUUID(),
      user_id: stranger.user.id,
      started_at: new Date(Date.now() - 3_600_000).toISOString(),
      ended_at: new Date().toISOString(),
      routine_id: routine.id,
    });
    expect(session.error?.code).toBe('23503');
    expect(
      (await api.call<Routine>('GET', `/api/routines/${routine.id}`, { token: owner.token })).body,
    ).toEqual(routine);
  });
});

describe('the database holds the rules for Data API writes', () => {
  it('refuses a superset of a cardio exercise and an exercise the member cannot see', async () => {
    const member = await api.signUp();
    const stranger = await api.signUp();
    const routine = await create(member);
    const strangers = await create(stranger, {
      name: 'Own lift',
      exercises: [{ name: 'Secret Lift', category: 'strength' }],
    });
    const [running] = await api.sql<{ id: string }[]>`
      select id from public.exercise where name = 'Running' and owner_id is null`;
    const client = dataApi.asMember(member.token);
    const cardioSuperset = await client.from('routine_exercise').insert({
      routine_id: routine.id,
      user_id: member.user.id,
      position: 10,
      exercise_id: running?.id,
      superset_group: 3,
    });
    expect(cardioSuperset.error?.code).toBe('23514');
    const hidden = await client.from('routine_exercise').insert({
      routine_id: routine.id,
      user_id: member.user.id,
      position: 11,
      exercise_id: strangers.exercises[0]?.exerciseId,
    });
    expect(hidden.error?.code).toBe('42501');
    const tooLate = await client.from('routine_exercise').insert({
      routine_id: routine.id,
      user_id: member.user.id,
      position: 40,
      exercise_id: running?.id,
    });
    expect(tooLate.error?.code).toBe('23514');
    expect((await countRows(member))?.exercises).toBe(3);
  });
});

describe('[DELETE] /api/routines/:id', () => {
  it('removes the routine with its exercises and sets, and keeps sessions started from it', async () => {
    const member = await api.signUp();
    const routine = await create(member);
    const sessionId = crypto.randomUUID();
    await api.sql`
      insert into public.workout_session (id, user_id, started_at, ended_at, routine_id)
      values (${sessionId}, ${member.user.id}, now() - interval '1 hour', now(), ${routine.id})`;

    const removed = await api.call('DELETE', `/api/routines/${routine.id}`, { token: member.token });
    expect(removed.status).toBe(204);

    expect(await countRows(member)).toEqual({ routines: 0, exercises: 0, sets: 0 });
    const sessions = await api.sql<{ id: string; routine_id: string | null }[]>`
      select id, routine_id from public.workout_session where user_id = ${member.user.id}`;
    expect(sessions).toEqual([{ id: sessionId, routine_id: null }]);
    const again = await api.call('DELETE', `/api/routines/${routine.id}`, { token: member.token });
    expect(again.status).toBe(404);
  });
});
