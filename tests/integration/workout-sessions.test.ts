import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { EXERCISE_LIBRARY } from '../../supabase/functions/_shared/contract/exercise-library.ts';
import {
  type CreatedWorkoutSession,
  type CreateWorkoutSessionBody,
  createdWorkoutSessionSchema,
  type ExerciseHistory,
  exerciseHistorySchema,
  type SessionExerciseInput,
  type WorkoutSession,
} from '../../supabase/functions/_shared/contract/strength-log.ts';
import type { Stats, Workout } from '../../supabase/functions/_shared/contract/workouts.ts';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

const libraryExercise = (category: string, index: number) => {
  const found = EXERCISE_LIBRARY.filter((exercise) => exercise.category === category)[index];
  if (!found) throw new Error(`The library needs ${index + 1} ${category} exercises`);
  return found;
};
const squat = libraryExercise('strength', 0);
const bench = libraryExercise('strength', 1);
const row = libraryExercise('strength', 2);
const running = libraryExercise('cardio', 0);

const lift = (
  name: string,
  sets: SessionExerciseInput['sets'],
  extra: Partial<SessionExerciseInput> = {},
) => ({
  name,
  category: 'strength' as const,
  sets,
  ...extra,
});

/** A one-hour session that ended `endedHoursAgo` hours ago. */
const sessionBody = (
  exercises: SessionExerciseInput[],
  { endedHoursAgo = 1, ...overrides }: Partial<CreateWorkoutSessionBody> & { endedHoursAgo?: number } = {},
): CreateWorkoutSessionBody => ({
  id: randomUUID(),
  startedAt: hoursAgo(endedHoursAgo + 1),
  endedAt: hoursAgo(endedHoursAgo),
  exercises,
  ...overrides,
});

const post = (member: Member, body: unknown) =>
  api.call<CreatedWorkoutSession & ErrorBody>('POST', '/api/workout-sessions', { token: member.token, body });

async function record(member: Member, body: CreateWorkoutSessionBody) {
  const answer = await post(member, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return createdWorkoutSessionSchema.parse(answer.body);
}

const history = async (member: Member, exerciseId: string, query = '') => {
  const answer = await api.call<ExerciseHistory>('GET', `/api/exercises/${exerciseId}/history${query}`, {
    token: member.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return exerciseHistorySchema.parse(answer.body);
};

async function storedRows(member: Member) {
  const [counts] = await api.sql<{ sessions: number; workouts: number; sets: number; exercises: number }[]>`
    select (select count(*)::integer from public.workout_session where user_id = ${member.user.id}) as sessions,
           (select count(*)::integer from public.workout where user_id = ${member.user.id}) as workouts,
           (select count(*)::integer from public.workout_set where user_id = ${member.user.id}) as sets,
           (select count(*)::integer from public.exercise where owner_id = ${member.user.id}) as exercises`;
  return counts;
}

const libraryId = async (name: string) => {
  const [found] = await api.sql<
    { id: string }[]
  >`select id from public.exercise where name = ${name} and owner_id is null`;
  if (!found) throw new Error(`${name} is not in the library`);
  return found.id;
};

const squatSets = [
  { weight: 135, reps: 8, kind: 'warmup' as const },
  { weight: 185, reps: 5, rpe: 7.5 },
  { weight: 185, reps: 6, rpe: 8 },
  { weight: 175, reps: 8, rpe: 9 },
];

describe('[POST] /api/workout-sessions', () => {
  it('stores each exercise as a workout with its set log, place, superset, note and derived summary', async () => {
    const member = await api.signUp();
    const body = sessionBody(
      [
        lift(squat.name, squatSets, { note: 'Belt from the third set' }),
        lift(bench.name, [{ weight: 100, reps: 10 }], { supersetGroup: 1 }),
        lift(row.name, [{ weight: 90, reps: 10 }], { supersetGroup: 1 }),
        { name: running.name, category: 'cardio', duration: 10, distance: 1.2 },
      ],
      { notes: 'Felt strong' },
    );
    const created = await record(member, body);
    expect(created).toMatchObject({
      id: body.id,
      startedAt: body.startedAt,
      endedAt: body.endedAt,
      notes: 'Felt strong',
      routineId: null,
      records: [],
    });
    expect(
      created.exercises.map((exercise) => [exercise.name, exercise.supersetGroup, exercise.note]),
    ).toEqual([
      [squat.name, null, 'Belt from the third set'],
      [bench.name, 1, null],
      [row.name, 1, null],
      [running.name, null, null],
    ]);
    // 50 minutes left after the run, shared 4 : 1 : 1 by set count.
    expect(created.exercises.map((exercise) => exercise.duration)).toEqual([33, 8, 8, 10]);
    expect(created.exercises[0]?.caloriesBurned).toBe(Math.round(33 * (2 + 3 * 0.8)));
    expect(created.exercises[0]?.sets).toEqual([
      { weight: 135, reps: 8, rpe: null, kind: 'warmup' },
      { weight: 185, reps: 5, rpe: 7.5, kind: 'working' },
      { weight: 185, reps: 6, rpe: 8, kind: 'working' },
      { weight: 175, reps: 8, rpe: 9, kind: 'working' },
    ]);
    expect(created.exercises[3]).toMatchObject({ sets: null, distance: 1.2 });

    const workout = await api.call<Workout>('GET', `/api/workouts/${created.exercises[0]?.workoutId}`, {
      token: member.token,
    });
    expect(workout.body).toMatchObject({
      sets: 3,
      weight: 185,
      reps: 6,
      date: body.startedAt,
      sessionId: body.id,
      note: 'Belt from the third set',
    });
    expect(workout.body.setLog).toHaveLength(4);
    expect(await storedRows(member)).toMatchObject({ sessions: 1, workouts: 4, sets: 6 });
  });

  it('stores notes as written, whatever characters they hold', async () => {
    const member = await api.signUp();
    // Quotes, braces, commas and backslashes mean something in an array literal; "NULL" is a word.
    const notes = [
      'Seat "4", {narrow} grip',
      'C:\\gym\\notes, again',
      'NULL',
      "Pause at the bottom, it's 'tempo'",
    ];
    const created = await record(
      member,
      sessionBody([
        lift(squat.name, [{ weight: 100, reps: 5 }], { note: notes[0] }),
        lift(bench.name, [{ weight: 80, reps: 5 }], { note: notes[1] }),
        lift(row.name, [{ weight: 70, reps: 5 }], { note: notes[2] }),
        { name: running.name, category: 'cardio', duration: 10, distance: 1, note: notes[3] },
      ]),
    );
    expect(created.exercises.map((exercise) => exercise.note)).toEqual(notes);
    const stored = await api.call<WorkoutSession>('GET', `/api/workout-sessions/${created.id}`, {
      token: member.token,
    });
    expect(stored.body.exercises.map((exercise) => exercise.note)).toEqual(notes);
  });

  it('answers the records broken per exercise, counting an earlier summary as one set', async () => {
    const member = await api.signUp();
    const logged = await api.call('POST', '/api/workouts', {
      token: member.token,
      body: {
        name: squat.name,
        category: 'strength',
        duration: 30,
        caloriesBurned: 130,
        sets: 3,
        reps: 5,
        weight: 200,
        date: hoursAgo(48),
      },
    });
    expect(logged.status).toBe(201);
    const created = await record(
      member,
      sessionBody([
        lift(squat.name, [
          { weight: 300, reps: 12, kind: 'warmup' },
          { weight: 190, reps: 8 },
        ]),
      ]),
    );
    const squatId = await libraryId(squat.name);
    // 200 × 5 before: e1RM 233.3, volume 1000, 5 reps; 190 × 8: e1RM 240.7, volume 1520, 8 reps.
    expect(created.records).toEqual([
      {
        exerciseId: squatId,
        exerciseName: squat.name,
        kind: 'bestEstimatedOneRepMax',
        value: 240.7,
        previous: 233.3,
      },
      { exerciseId: squatId, exerciseName: squat.name, kind: 'bestSetVolume', value: 1520, previous: 1000 },
      { exerciseId: squatId, exerciseName: squat.name, kind: 'mostReps', value: 8, previous: 5 },
    ]);
  });

  it('answers no records for a first session of an exercise', async () => {
    const member = await api.signUp();
    expect((await record(member, sessionBody([lift(squat.name, squatSets)]))).records).toEqual([]);
  });

  it('stores a session sent twice once, answering 200 with the stored session and no records', async () => {
    const member = await api.signUp();
    await record(member, sessionBody([lift(squat.name, [{ weight: 100, reps: 5 }])], { endedHoursAgo: 30 }));
    const body = sessionBody([lift(squat.name, [{ weight: 150, reps: 5 }])]);
    const first = await record(member, body);
    expect(first.records).not.toEqual([]);
    const before = await storedRows(member);
    const again = await post(member, {
      ...body,
      notes: 'changed',
      exercises: [lift(bench.name, [{ weight: 1, reps: 1 }])],
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first, records: [] });
    expect(await storedRows(member)).toEqual(before);
  });

  it('stores two simultaneous uploads of one session once', async () => {
    const member = await api.signUp();
    const body = sessionBody([lift(squat.name, squatSets), lift('My Own Press', [{ weight: 50, reps: 10 }])]);
    const answers = await Promise.all([post(member, body), post(member, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.body.exercises).toEqual(answers[1]?.body.exercises);
    expect(await storedRows(member)).toEqual({ sessions: 1, workouts: 2, sets: 5, exercises: 1 });
  });

  it('answers 404 for an id another member used, revealing and changing nothing', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const body = sessionBody([lift(squat.name, squatSets)], { notes: 'mine' });
    const stored = await record(owner, body);
    const answer = await post(other, {
      ...body,
      notes: 'theirs',
      exercises: [lift('Brand New Lift', [{ weight: 5, reps: 5 }])],
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('not_found');
    expect(JSON.stringify(answer.body)).not.toContain('mine');
    expect(await storedRows(other)).toEqual({ sessions: 0, workouts: 0, sets: 0, exercises: 0 });
    const ownersView = await api.call<WorkoutSession>('GET', `/api/workout-sessions/${body.id}`, {
      token: owner.token,
    });
    expect(ownersView.body).toEqual({ ...stored, records: undefined });
  });

  it('keeps the routine a session was started from, and answers 404 for another member’s routine', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const routineBody = {
      name: 'Legs',
      exercises: [{ name: squat.name, category: 'strength', sets: [{ reps: 5 }] }],
    };
    const created = await api.call<{ id: string }>('POST', '/api/routines', {
      token: owner.token,
      body: routineBody,
    });
    expect(created.status).toBe(201);
    const stored = await record(
      owner,
      sessionBody([lift(squat.name, squatSets)], { routineId: created.body.id }),
    );
    expect(stored.routineId).toBe(created.body.id);

    const answer = await post(
      other,
      sessionBody([lift(squat.name, squatSets)], { routineId: created.body.id }),
    );
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Routine not found');
    expect(await storedRows(other)).toEqual({ sessions: 0, workouts: 0, sets: 0, exercises: 0 });
  });

  const badSessions: [string, (body: CreateWorkoutSessionBody) => unknown, string][] = [
    [
      'a fractional rep count',
      (body) => ({
        ...body,
        exercises: [
          lift(squat.name, squatSets),
          lift(bench.name, squatSets),
          lift(row.name, [{ weight: 100, reps: 2.5 }]),
        ],
      }),
      'exercises[2].sets[0].reps',
    ],
    [
      'a negative weight',
      (body) => ({ ...body, exercises: [lift(squat.name, [{ weight: -5, reps: 5 }])] }),
      'exercises[0].sets[0].weight',
    ],
    [
      'a weight over 2,000 lb',
      (body) => ({ ...body, exercises: [lift(squat.name, [{ weight: 2001, reps: 1 }])] }),
      'exercises[0].sets[0].weight',
    ],
    [
      'an RPE of 6.3',
      (body) => ({ ...body, exercises: [lift(squat.name, [{ weight: 100, reps: 5, rpe: 6.3 }])] }),
      'exercises[0].sets[0].rpe',
    ],
    [
      'an unknown set kind',
      (body) => ({
        ...body,
        exercises: [lift(squat.name, [{ weight: 100, reps: 5, kind: 'cheat' }] as never)],
      }),
      'exercises[0].sets[0].kind',
    ],
    [
      '101 sets',
      (body) => ({
        ...body,
        exercises: [
          lift(
            squat.name,
            Array.from({ length: 101 }, () => ({ weight: 100, reps: 5 })),
          ),
        ],
      }),
      'exercises[0].sets',
    ],
    [
      'only warm-ups',
      (body) => ({ ...body, exercises: [lift(squat.name, [{ weight: 100, reps: 5, kind: 'warmup' }])] }),
      'exercises[0].sets',
    ],
    [
      '41 exercises',
      (body) => ({
        ...body,
        exercises: Array.from({ length: 41 }, () => lift(squat.name, [{ weight: 100, reps: 5 }])),
      }),
      'exercises',
    ],
    ['an end before the start', (body) => ({ ...body, endedAt: hoursAgo(3) }), 'endedAt'],
    ['a session of 25 hours', (body) => ({ ...body, startedAt: hoursAgo(27) }), 'endedAt'],
    ['an id that is not a uuid', (body) => ({ ...body, id: 'session-1' }), 'id'],
    [
      'sets on a cardio exercise',
      (body) => ({
        ...body,
        exercises: [{ name: running.name, category: 'cardio', duration: 20, sets: [{ weight: 1, reps: 1 }] }],
      }),
      'exercises[0].sets',
    ],
  ];
  it.each(badSessions)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_label, change, field) => {
      const member = await api.signUp();
      const answer = await post(member, change(sessionBody([lift(squat.name, squatSets)])));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('validation_failed');
      expect(answer.body.fields).toHaveProperty([field]);
      expect(answer.body.message.startsWith(`${field}:`)).toBe(true);
      expect(await storedRows(member)).toEqual({ sessions: 0, workouts: 0, sets: 0, exercises: 0 });
    },
  );

  it('refuses an exercise named for another category with 400 naming it, and stores nothing', async () => {
    const member = await api.signUp();
    const answer = await post(
      member,
      sessionBody([
        lift('Fresh Custom Lift', squatSets),
        { name: squat.name, category: 'dumbbells', sets: squatSets },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('category_mismatch');
    expect(answer.body.fields).toHaveProperty(['exercises[1].category']);
    expect(await storedRows(member)).toEqual({ sessions: 0, workouts: 0, sets: 0, exercises: 0 });
  });
});

describe('[GET] /api/workout-sessions', () => {
  it('lists the member’s sessions newest first, a page at a time', async () => {
    const member = await api.signUp();
    const stranger = await api.signUp();
    await record(stranger, sessionBody([lift(squat.name, squatSets)]));
    const oldest = await record(member, sessionBody([lift(squat.name, squatSets)], { endedHoursAgo: 50 }));
    const middle = await record(member, sessionBody([lift(bench.name, squatSets)], { endedHoursAgo: 26 }));
    const newest = await record(member, sessionBody([lift(row.name, squatSets)], { endedHoursAgo: 2 }));
    const first = await api.call<WorkoutSession[]>('GET', '/api/workout-sessions?limit=2', {
      token: member.token,
    });
    expect(first.body.map((session) => session.id)).toEqual([newest.id, middle.id]);
    expect(first.body[0]?.exercises[0]?.sets).toHaveLength(4);
    const next = await api.call<WorkoutSession[]>(
      `GET`,
      `/api/workout-sessions?limit=2&before=${middle.id}`,
      {
        token: member.token,
      },
    );
    expect(next.body.map((session) => session.id)).toEqual([oldest.id]);
  });

  it('refuses a cursor that is not one of the member’s sessions', async () => {
    const member = await api.signUp();
    const stranger = await api.signUp();
    const theirs = await record(stranger, sessionBody([lift(squat.name, squatSets)]));
    const answer = await api.call<ErrorBody>('GET', `/api/workout-sessions?before=${theirs.id}`, {
      token: member.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(['before']);
  });
});

describe('[GET] /api/workout-sessions/:id', () => {
  it('answers the stored session, and 404 to another member', async () => {
    const member = await api.signUp();
    const stranger = await api.signUp();
    const { records: _records, ...stored } = await record(member, sessionBody([lift(squat.name, squatSets)]));
    const mine = await api.call('GET', `/api/workout-sessions/${stored.id}`, { token: member.token });
    expect(mine.body).toEqual(stored);
    const theirs = await api.call<ErrorBody>('GET', `/api/workout-sessions/${stored.id}`, {
      token: stranger.token,
    });
    expect(theirs.status).toBe(404);
  });
});

describe('[DELETE] /api/workout-sessions/:id', () => {
  it('removes the session, its workouts and sets, and the totals follow', async () => {
    const member = await api.signUp();
    const kept = await record(member, sessionBody([lift(bench.name, squatSets)], { endedHoursAgo: 30 }));
    const removed = await record(
      member,
      sessionBody([lift(squat.name, squatSets), lift(row.name, squatSets)]),
    );
    const answer = await api.call('DELETE', `/api/workout-sessions/${removed.id}`, { token: member.token });
    expect(answer.status).toBe(204);
    expect(await storedRows(member)).toMatchObject({ sessions: 1, workouts: 1, sets: 4 });
    const stats = await api.call<Stats>('GET', '/api/stats', { token: member.token });
    expect(stats.body.totalWorkouts).toBe(1);
    expect(stats.body.caloriesBurned).toBe(kept.exercises[0]?.caloriesBurned);
    expect(
      (await api.call('GET', `/api/workout-sessions/${removed.id}`, { token: member.token })).status,
    ).toBe(404);
  });

  it('answers 404 to another member and deletes nothing', async () => {
    const member = await api.signUp();
    const stranger = await api.signUp();
    const stored = await record(member, sessionBody([lift(squat.name, squatSets)]));
    const answer = await api.call('DELETE', `/api/workout-sessions/${stored.id}`, { token: stranger.token });
    expect(answer.status).toBe(404);
    expect(await storedRows(member)).toMatchObject({ sessions: 1, workouts: 1, sets: 4 });
  });
});

describe('[GET] /api/exercises/:id/history', () => {
  it('answers the member’s sessions of the exercise newest first, with sets, summaries and notes', async () => {
    const member = await api.signUp();
    const stranger = await api.signUp();
    await record(stranger, sessionBody([lift(squat.name, [{ weight: 999, reps: 1 }])]));
    const summary = await api.call<Workout>('POST', '/api/workouts', {
      token: member.token,
      body: {
        name: squat.name,
        category: 'strength',
        duration: 30,
        caloriesBurned: 130,
        sets: 3,
        reps: 5,
        weight: 200,
        date: hoursAgo(72),
      },
    });
    const older = await record(
      member,
      sessionBody([lift(squat.name, squatSets, { note: 'seat at 4' })], { endedHoursAgo: 48 }),
    );
    const newer = await record(
      member,
      sessionBody([lift(row.name, squatSets), lift(squat.name, [{ weight: 190, reps: 3 }])]),
    );
    const squatId = await libraryId(squat.name);

    const page = await history(member, squatId, '?limit=2');
    expect(page).toMatchObject({ exerciseId: squatId, name: squat.name, category: 'strength' });
    expect(page.sessions.map((item) => [item.sessionId, item.note])).toEqual([
      [newer.id, null],
      [older.id, 'seat at 4'],
    ]);
    expect(page.sessions[0]?.sets).toEqual([{ weight: 190, reps: 3, rpe: null, kind: 'working' }]);
    expect(page.sessions[0]?.summary).toMatchObject({ sets: 1, reps: 3, weight: 190 });

    const rest = await history(member, squatId, `?limit=2&before=${page.sessions[1]?.workoutId}`);
    expect(rest.sessions).toHaveLength(1);
    expect(rest.sessions[0]).toMatchObject({
      workoutId: summary.body.id,
      sessionId: null,
      sets: null,
      summary: { sets: 3, reps: 5, weight: 200, distance: null, duration: 30 },
    });
  });

  it('answers the records with the date each was first set, warm-ups excluded, Epley for 1 to 12 reps', async () => {
    const member = await api.signUp();
    const first = await record(
      member,
      sessionBody(
        [
          lift(squat.name, [
            { weight: 400, reps: 5, kind: 'warmup' },
            { weight: 200, reps: 5 },
            { weight: 100, reps: 20 },
          ]),
        ],
        { endedHoursAgo: 48 },
      ),
    );
    const second = await record(
      member,
      sessionBody([
        lift(squat.name, [
          { weight: 220, reps: 1 },
          { weight: 200, reps: 5 },
          { weight: 150, reps: 12 },
        ]),
      ]),
    );
    const { records } = await history(member, await libraryId(squat.name));
    expect(records).toEqual({
      heaviestWeight: { value: 220, date: second.startedAt },
      // 200 × 5 (233.3) again in the second session: the date stays the first one's.
      bestEstimatedOneRepMax: { value: 233.3, date: first.startedAt },
      bestSetVolume: { value: 2000, date: first.startedAt },
      mostReps: { value: 20, date: first.startedAt },
    });
  });

  it('has no records for an exercise the member never did', async () => {
    const member = await api.signUp();
    const answer = await history(member, await libraryId(bench.name));
    expect(answer.sessions).toEqual([]);
    expect(answer.records).toEqual({
      heaviestWeight: null,
      bestEstimatedOneRepMax: null,
      bestSetVolume: null,
      mostReps: null,
    });
  });

  it('answers 404 for another member’s own exercise and for an unknown one', async () => {
    const owner = await api.signUp();
    const stranger = await api.signUp();
    const stored = await record(owner, sessionBody([lift('Secret Sled Push', squatSets)]));
    const customId = stored.exercises[0]?.exerciseId;
    expect((await history(owner, customId ?? '')).sessions).toHaveLength(1);
    const answer = await api.call<ErrorBody>('GET', `/api/exercises/${customId}/history`, {
      token: stranger.token,
    });
    expect(answer.status).toBe(404);
    expect(
      (await api.call('GET', `/api/exercises/${randomUUID()}/history`, { token: stranger.token })).status,
    ).toBe(404);
  });
});

describe('[POST] /api/workouts with a set log', () => {
  const logBody = (extra: Record<string, unknown>) => ({
    name: squat.name,
    category: 'strength',
    duration: 30,
    caloriesBurned: 130,
    ...extra,
  });

  it('derives sets, reps and weight from the set log and answers it back', async () => {
    const member = await api.signUp();
    const answer = await api.call<Workout>('POST', '/api/workouts', {
      token: member.token,
      body: logBody({ setLog: squatSets }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ sets: 3, reps: 6, weight: 185, sessionId: null, note: null });
    expect(answer.body.setLog?.map((set) => set.kind)).toEqual(['warmup', 'working', 'working', 'working']);
  });

  it.each([
    [
      'a set log with fractional weights',
      logBody({ setLog: [...squatSets, { weight: 62.5, reps: 10, rpe: 6.5 }] }),
    ],
    ['a summary', logBody({ sets: 3, reps: 5, weight: 102.5 })],
    [
      'a cardio session',
      { name: running.name, category: 'cardio', duration: 25, caloriesBurned: 250, distance: 3.1 },
    ],
  ])('answers a log of %s exactly as reading it back does', async (_label, body) => {
    const member = await api.signUp();
    const created = await api.call<Workout>('POST', '/api/workouts', { token: member.token, body });
    expect(created.status).toBe(201);
    const read = await api.call<Workout>('GET', `/api/workouts/${created.body.id}`, { token: member.token });
    expect(created.body).toEqual(read.body);
  });

  it('answers setLog null for a workout logged with its summary', async () => {
    const member = await api.signUp();
    const answer = await api.call<Workout>('POST', '/api/workouts', {
      token: member.token,
      body: logBody({ sets: 3, reps: 5, weight: 100 }),
    });
    expect(answer.body.setLog).toBeNull();
  });

  it.each([
    ['a set log beside a weight', logBody({ setLog: squatSets, weight: 100 })],
    [
      'a set log on a cardio exercise',
      { ...logBody({ setLog: squatSets }), name: running.name, category: 'cardio' },
    ],
  ])('refuses %s with 400 naming setLog', async (_label, body) => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('POST', '/api/workouts', { token: member.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(['setLog']);
    expect(await storedRows(member)).toMatchObject({ workouts: 0 });
  });
});

describe('[PATCH] /api/workouts/:id with a set log', () => {
  it('replaces the sets and derives the summary again', async () => {
    const member = await api.signUp();
    const logged = await api.call<Workout>('POST', '/api/workouts', {
      token: member.token,
      body: { name: squat.name, category: 'strength', duration: 30, caloriesBurned: 130, setLog: squatSets },
    });
    const answer = await api.call<Workout>('PATCH', `/api/workouts/${logged.body.id}`, {
      token: member.token,
      body: {
        setLog: [
          { weight: 200, reps: 2 },
          { weight: 150, reps: 10, kind: 'drop' },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sets: 2, reps: 2, weight: 200 });
    expect(answer.body.setLog).toEqual([
      { weight: 200, reps: 2, rpe: null, kind: 'working' },
      { weight: 150, reps: 10, rpe: null, kind: 'drop' },
    ]);
    expect(await storedRows(member)).toMatchObject({ sets: 2 });
  });

  it('refuses a new weight for a workout with a set log, and changes nothing', async () => {
    const member = await api.signUp();
    const logged = await api.call<Workout>('POST', '/api/workouts', {
      token: member.token,
      body: { name: squat.name, category: 'strength', duration: 30, caloriesBurned: 130, setLog: squatSets },
    });
    const answer = await api.call<ErrorBody>('PATCH', `/api/workouts/${logged.body.id}`, {
      token: member.token,
      body: { weight: 300 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(['weight']);
    const after = await api.call<Workout>('GET', `/api/workouts/${logged.body.id}`, { token: member.token });
    expect(after.body.weight).toBe(185);
  });
});

describe('[GET] /api/stats personalRecords with set logs', () => {
  it('counts an exercise whose later session beat a record other than the heaviest weight', async () => {
    const member = await api.signUp();
    await record(member, sessionBody([lift(squat.name, [{ weight: 200, reps: 5 }])], { endedHoursAgo: 48 }));
    await record(member, sessionBody([lift(squat.name, [{ weight: 150, reps: 12 }])]));
    await record(member, sessionBody([lift(bench.name, [{ weight: 100, reps: 5 }])], { endedHoursAgo: 48 }));
    await record(member, sessionBody([lift(bench.name, [{ weight: 100, reps: 5 }])]));
    const stats = await api.call<Stats>('GET', '/api/stats', { token: member.token });
    expect(stats.body.personalRecords).toBe(1);
  });

  it('stops counting a record once the session that beat it is deleted', async () => {
    const member = await api.signUp();
    await record(member, sessionBody([lift(squat.name, [{ weight: 200, reps: 5 }])], { endedHoursAgo: 48 }));
    const later = await record(member, sessionBody([lift(squat.name, [{ weight: 150, reps: 12 }])]));
    await api.call('DELETE', `/api/workout-sessions/${later.id}`, { token: member.token });
    const stats = await api.call<Stats>('GET', '/api/stats', { token: member.token });
    expect(stats.body.personalRecords).toBe(0);
  });
});

describe('the bests kept per exercise (exercise_best)', () => {
  /** The four bests, latest lift and beaten mark of each exercise, recounted from the lifts. */
  const recounted = (member: Member) => api.sql<Record<string, unknown>[]>`
    with lift as (
      select w.id as workout_id, w.date, we.exercise_id, ws.weight, ws.reps
      from public.workout w
      join public.workout_exercise we on we.workout_id = w.id
      join public.workout_set ws on ws.workout_id = w.id
      where w.user_id = ${member.user.id} and ws.kind <> 'warmup' and ws.reps >= 1
      union all
      select w.id, w.date, we.exercise_id, we.weight, we.reps
      from public.workout w
      join public.workout_exercise we on we.workout_id = w.id
      where w.user_id = ${member.user.id} and (we.weight is not null or we.reps is not null)
        and not exists (select 1 from public.workout_set ws where ws.workout_id = w.id)
    ),
    per_workout as (
      select exercise_id, workout_id, date, max(weight) as weight,
             max(case when reps between 1 and 12 then round(weight * (1 + reps / 30.0), 1) end) as one_rep_max,
             max(weight * reps) as volume, max(reps) as reps
      from lift group by exercise_id, workout_id, date
    ),
    judged as (
      select *, coalesce(weight > max(weight) over earlier or one_rep_max > max(one_rep_max) over earlier
                         or volume > max(volume) over earlier or reps > max(reps) over earlier, false) as beat
      from per_workout
      window earlier as (partition by exercise_id order by date, workout_id
                         rows between unbounded preceding and 1 preceding)
    )
    select exercise_id, max(weight)::float8 as heaviest, max(one_rep_max)::float8 as one_rep_max,
           max(volume)::float8 as volume, max(reps) as reps, max(date) as last_lifted_at, bool_or(beat) as beaten,
           exists (select 1 from public.workout_exercise we join public.workout_set ws on ws.workout_id = we.workout_id
                   where we.user_id = ${member.user.id} and we.exercise_id = judged.exercise_id) as set_logged
    from judged group by exercise_id order by exercise_id`;
  const kept = (member: Member) => api.sql<Record<string, unknown>[]>`
    select exercise_id, heaviest_weight::float8 as heaviest, best_estimated_one_rep_max::float8 as one_rep_max,
           best_set_volume::float8 as volume, most_reps as reps, last_lifted_at, beaten, set_logged
    from public.exercise_best where user_id = ${member.user.id} order by exercise_id`;

  it('equal a recount of every lift after any mix of logs, sessions, imports, corrections and deletes', async () => {
    const member = await api.signUp();
    let seed = 11;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    // One to four sets, the first sometimes a warm-up, always at least one lifted set.
    const someSets = () => {
      const count = 1 + Math.floor(random() * 4);
      return Array.from({ length: count }, (_, position) =>
        position === 0 && count > 1 && random() < 0.4
          ? {
              weight: 45 + 5 * Math.floor(random() * 10),
              reps: Math.floor(random() * 13),
              kind: 'warmup' as const,
            }
          : {
              weight: 45 + 5 * Math.floor(random() * 40),
              reps: 1 + Math.floor(random() * 12),
              kind: pick(['working', 'drop', 'failure'] as const),
            },
      );
    };
    const workoutIds: string[] = [];
    const sessionIds: string[] = [];
    // Each kind of write the mix made, so no branch below goes quietly unused.
    const written = new Set<string>();
    for (let step = 0; step < 36; step += 1) {
      const roll = random();
      // Mostly the latest of its exercises (kept incrementally), sometimes older (recounted).
      const hours = random() < 0.75 ? 40 - step : 40 + Math.floor(random() * 60);
      if (step % 6 === 5) {
        // An import stores many workouts of one exercise in one statement, in date order.
        const rows = [2, 1].flatMap((hoursBefore, session) => {
          // Wall-clock time: at least a day back, whatever the member's time zone.
          const start = hoursAgo(Math.max(hours, 26) + hoursBefore)
            .slice(0, 19)
            .replace('T', ' ');
          return [squat.name, bench.name].flatMap((name) =>
            someSets().map(
              (set, position) =>
                `${start},Import ${step}-${session},30m,${name},${set.kind === 'warmup' ? 'W' : position + 1},${set.weight},${set.reps},,,,,`,
            ),
          );
        });
        const file = [
          'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
          ...rows,
        ].join('\n');
        const answer = await api.call('POST', '/api/import?source=strong&weightUnit=lb', {
          token: member.token,
          rawBody: file,
          headers: { 'Content-Type': 'text/csv' },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(await kept(member), `after import ${step}`).toEqual(await recounted(member));
        written.add('import');
      }
      if (roll < 0.3) {
        const answer = await api.call<Workout>('POST', '/api/workouts', {
          token: member.token,
          body: {
            name: pick([squat.name, bench.name]),
            category: 'strength',
            duration: 30,
            caloriesBurned: 150,
            difficultyLevel: 3,
            perceivedExertion: 6,
            completionRate: 100,
            date: hoursAgo(hours),
            ...(random() < 0.7 ? { setLog: someSets() } : { sets: 3, reps: 5, weight: 100 + 5 * step }),
          },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        workoutIds.push(answer.body.id);
        written.add('log');
      } else if (roll < 0.6) {
        const session = await record(
          member,
          sessionBody([lift(squat.name, someSets()), lift(pick([bench.name, row.name]), someSets())], {
            endedHoursAgo: hours,
          }),
        );
        sessionIds.push(session.id);
        written.add('session');
      } else if (roll < 0.7) {
        // As a Data API client writes it: the exercise row first, then its sets, each a statement.
        written.add('data api');
        const claims = await api.auth.verifyAccessToken(member.token);
        const sets = someSets();
        const top = Math.max(...sets.filter((set) => set.kind !== 'warmup').map((set) => set.weight));
        await asUser(api.sql, claims, async (tx) => {
          const [workout] = await tx<{ id: string }[]>`
            insert into public.workout (user_id, name, category, duration, calories_burned, date, difficulty_level)
            values (${member.user.id}, ${squat.name}, 'strength', 30, 100, ${hoursAgo(hours)}, 3)
            returning id`;
          await tx`
            insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight)
            select ${workout?.id ?? null}, ${member.user.id}, id, ${sets.length}, 1, ${top}
            from public.exercise where name = ${squat.name} and owner_id is null`;
          await tx`
            insert into public.workout_set (workout_id, user_id, position, weight, reps, kind)
            select ${workout?.id ?? null}, ${member.user.id}, position - 1, weight, reps, kind
            from rows from (jsonb_to_recordset(${tx.json(sets)}::jsonb)
                              as (weight numeric, reps smallint, kind public.set_kind))
              with ordinality as s(weight, reps, kind, position)`;
        });
      } else if (roll < 0.8 && workoutIds.length > 0) {
        const answer = await api.call('PATCH', `/api/workouts/${pick(workoutIds)}`, {
          token: member.token,
          body: random() < 0.5 ? { setLog: someSets() } : { date: hoursAgo(Math.floor(random() * 90)) },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        written.add('correction');
      } else if (roll < 0.9 && workoutIds.length > 0) {
        const id = workoutIds.splice(Math.floor(random() * workoutIds.length), 1)[0];
        expect((await api.call('DELETE', `/api/workouts/${id}`, { token: member.token })).status).toBe(204);
        written.add('workout deleted');
      } else if (sessionIds.length > 0) {
        const id = sessionIds.splice(Math.floor(random() * sessionIds.length), 1)[0];
        expect(
          (await api.call('DELETE', `/api/workout-sessions/${id}`, { token: member.token })).status,
        ).toBe(204);
        written.add('session deleted');
      }
      expect(await kept(member), `after write ${step}`).toEqual(await recounted(member));
    }
    expect([...written].sort()).toEqual([
      'correction',
      'data api',
      'import',
      'log',
      'session',
      'session deleted',
      'workout deleted',
    ]);
    expect((await kept(member)).length).toBeGreaterThan(1);
  });

  it('answer a finished session’s records from one row per exercise, and a late session from its lifts', async () => {
    const member = await api.signUp();
    await record(member, sessionBody([lift(squat.name, [{ weight: 185, reps: 5 }])], { endedHoursAgo: 30 }));
    await record(member, sessionBody([lift(squat.name, [{ weight: 200, reps: 3 }])], { endedHoursAgo: 10 }));
    // Later than every lift: the kept bests (200 lb, 185 × 5 = 925 lb) are the ones to beat.
    const latest = await record(member, sessionBody([lift(squat.name, [{ weight: 205, reps: 5 }])]));
    expect(latest.records.map((broken) => [broken.kind, broken.previous])).toEqual([
      ['heaviestWeight', 200],
      ['bestEstimatedOneRepMax', 220],
      ['bestSetVolume', 925],
    ]);
    // Sent late, between the first two: only the lifts before it count (185 × 5).
    const late = await record(
      member,
      sessionBody([lift(squat.name, [{ weight: 190, reps: 5 }])], { endedHoursAgo: 20 }),
    );
    expect(late.records.map((broken) => [broken.kind, broken.previous])).toEqual([
      ['heaviestWeight', 185],
      ['bestEstimatedOneRepMax', 215.8],
      ['bestSetVolume', 925],
    ]);
  });
});

describe('the database holds the strength log’s bounds for writes as the member', () => {
  async function claimsAndSession(sessionId = randomUUID()) {
    const member = await api.signUp();
    const claims = await api.auth.verifyAccessToken(member.token);
    await asUser(
      api.sql,
      claims,
      (tx) => tx`
      insert into public.workout_session (id, user_id, started_at, ended_at)
      values (${sessionId}, ${member.user.id}, now() - interval '2 hours', now() - interval '1 hour')`,
    );
    const [workout] = await asUser(
      api.sql,
      claims,
      (tx) => tx<{ id: string }[]>`
      insert into public.workout (user_id, name, category, duration, calories_burned, date, difficulty_level,
                                  perceived_exertion, completion_rate, session_id, session_position)
      values (${member.user.id}, ${squat.name}, 'strength', 30, 100, now() - interval '2 hours', 3, 5, 100,
              ${sessionId}, 0)
      returning id`,
    );
    if (!workout) throw new Error('No workout');
    return { member, claims, sessionId, workoutId: workout.id };
  }

  const insertSets = (
    claims: Awaited<ReturnType<typeof claimsAndSession>>['claims'],
    member: Member,
    workoutId: string,
    sets: { position: number; weight: number; reps: number; rpe: number | null }[],
  ) =>
    asUser(
      api.sql,
      claims,
      (tx) => tx`
      insert into public.workout_set (workout_id, user_id, position, weight, reps, rpe)
      select ${workoutId}, ${member.user.id}, position, weight, reps, rpe
      from jsonb_to_recordset(${tx.json(sets)}::jsonb) as s(position smallint, weight numeric, reps smallint, rpe numeric)`,
    );

  it('accepts 100 sets and refuses a 101st', async () => {
    const { claims, member, workoutId } = await claimsAndSession();
    const hundred = Array.from({ length: 100 }, (_, position) => ({
      position,
      weight: 100,
      reps: 5,
      rpe: null,
    }));
    await insertSets(claims, member, workoutId, hundred);
    await expect(
      insertSets(claims, member, workoutId, [{ position: 100, weight: 100, reps: 5, rpe: null }]),
    ).rejects.toThrow(/workout_set_position_range/);
  });

  it.each([
    ['a negative weight', { weight: -1, reps: 5, rpe: null }, /workout_set_weight_range/],
    ['an RPE of 6.3', { weight: 100, reps: 5, rpe: 6.3 }, /workout_set_rpe_range/],
    ['1,001 reps', { weight: 100, reps: 1001, rpe: null }, /workout_set_reps_range/],
  ])('refuses %s', async (_label, set, constraint) => {
    const { claims, member, workoutId } = await claimsAndSession();
    await expect(insertSets(claims, member, workoutId, [{ position: 0, ...set }])).rejects.toThrow(
      constraint,
    );
  });

  it('refuses a 41st exercise in a session', async () => {
    const { claims, member, sessionId } = await claimsAndSession();
    await expect(
      asUser(
        api.sql,
        claims,
        (tx) => tx`
        insert into public.workout (user_id, name, category, duration, calories_burned, date, difficulty_level,
                                    perceived_exertion, completion_rate, session_id, session_position)
        values (${member.user.id}, ${squat.name}, 'strength', 30, 100, now() - interval '2 hours', 3, 5, 100,
                ${sessionId}, 40)`,
      ),
    ).rejects.toThrow(/workout_session_position_range/);
  });

  it('refuses a session of 25 hours', async () => {
    const member = await api.signUp();
    const claims = await api.auth.verifyAccessToken(member.token);
    await expect(
      asUser(
        api.sql,
        claims,
        (tx) => tx`
        insert into public.workout_session (id, user_id, started_at, ended_at)
        values (${randomUUID()}, ${member.user.id}, now() - interval '26 hours', now() - interval '1 hour')`,
      ),
    ).rejects.toThrow(/workout_session_at_most_a_day/);
  });

  // The workout's and exercise row's bounds are checked by their row triggers (a check constraint
  // is re-read at every statement); each rule still refuses, by its name, on insert and update.
  const workoutRules: [string, string][] = [
    ['workout_name_length', `name = ' '`],
    ['workout_name_single_line', `name = E'Squat\\nDay'`],
    ['workout_duration_logged_range', 'duration = 121'],
    ['workout_calories_burned_range', 'calories_burned = 5001'],
    ['workout_difficulty_level_range', 'difficulty_level = 6'],
    ['workout_perceived_exertion_range', 'perceived_exertion = 0'],
    ['workout_completion_rate_range', 'completion_rate = 101'],
    ['workout_ai_difficulty_recommendation_range', 'ai_difficulty_recommendation = 0'],
    ['workout_performance_score_range', 'performance_score = 100.5'],
    ['workout_notes_length', `notes = repeat('a', 2001)`],
    ['workout_session_position_with_session', 'session_position = null'],
    ['workout_session_position_range', 'session_position = 40'],
    ['workout_superset_group_range', 'superset_group = 21'],
  ];
  it.each(workoutRules)('refuses a workout breaking %s (%s)', async (rule, change) => {
    const { workoutId } = await claimsAndSession();
    const refusal = await api.sql
      .unsafe(`update public.workout set ${change} where id = $1`, [workoutId])
      .catch((error: { code?: string; constraint_name?: string }) => error);
    expect(refusal).toMatchObject({ code: '23514', constraint_name: rule });
  });

  const exerciseRules: [string, string][] = [
    ['workout_exercise_sets_logged', 'sets = 0'],
    ['workout_exercise_sets_range', 'sets = 101'],
    ['workout_exercise_reps_logged', 'reps = 0'],
    ['workout_exercise_reps_range', 'reps = 1001'],
    ['workout_exercise_weight_range', 'weight = 2000.5'],
    ['workout_exercise_duration_range', 'duration = 86401'],
    ['workout_exercise_notes_length', `notes = repeat('a', 2001)`],
    ['workout_exercise_difficulty_adjustment_range', 'difficulty_adjustment = -5'],
    ['workout_exercise_target_sets_range', 'target_sets = 101'],
    ['workout_exercise_target_reps_range', 'target_reps = 1001'],
    ['workout_exercise_target_weight_range', 'target_weight = 2001'],
    ['workout_exercise_target_duration_range', 'target_duration = -1'],
  ];
  it.each(exerciseRules)('refuses an exercise row breaking %s (%s)', async (rule, change) => {
    const { workoutId, member } = await claimsAndSession();
    await api.sql`
      insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight)
      select ${workoutId}, ${member.user.id}, id, 3, 5, 100 from public.exercise where name = ${squat.name}`;
    const refusal = await api.sql
      .unsafe(`update public.workout_exercise set ${change} where workout_id = $1`, [workoutId])
      .catch((error: { code?: string; constraint_name?: string }) => error);
    expect(refusal).toMatchObject({ code: '23514', constraint_name: rule });
  });

  it('refuses a distance on a cardio row of 0 or over 1,000 miles, by name', async () => {
    const { claims, member } = await claimsAndSession();
    const run = libraryExercise('cardio', 0);
    const logRun = (distance: number) =>
      asUser(
        api.sql,
        claims,
        (tx) => tx`
        with w as (
          insert into public.workout (user_id, name, category, duration, calories_burned, date, difficulty_level)
          values (${member.user.id}, ${run.name}, 'cardio', 30, 100, now() - interval '1 hour', 3)
          returning id
        )
        insert into public.workout_exercise (workout_id, user_id, exercise_id, distance)
        select w.id, ${member.user.id}, e.id, ${distance} from w, public.exercise e where e.name = ${run.name}`,
      ).catch((error: { code?: string; constraint_name?: string }) => error);
    expect(await logRun(0)).toMatchObject({
      code: '23514',
      constraint_name: 'workout_exercise_distance_logged',
    });
    expect(await logRun(1000.5)).toMatchObject({
      code: '23514',
      constraint_name: 'workout_exercise_distance_range',
    });
  });

  it('refuses sets on another member’s workout', async () => {
    const { workoutId } = await claimsAndSession();
    const intruder = await api.signUp();
    const claims = await api.auth.verifyAccessToken(intruder.token);
    await expect(
      insertSets(claims, intruder, workoutId, [{ position: 0, weight: 100, reps: 5, rpe: null }]),
    ).rejects.toThrow();
  });
});
