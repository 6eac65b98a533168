import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ImportRefused,
  type ImportReport,
  importRefusedSchema,
  importReportSchema,
} from '../../supabase/functions/_shared/contract/data-import.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type { LeaderboardSummary } from '../../supabase/functions/_shared/contract/leaderboard.ts';
import type {
  ExerciseHistory,
  WorkoutSession,
} from '../../supabase/functions/_shared/contract/strength-log.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import type { Stats } from '../../supabase/functions/_shared/contract/workouts.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const FIXTURES = new URL('../fixtures/imports/', import.meta.url);
const fixture = (file: string) => readFileSync(new URL(file, FIXTURES), 'utf8');

type Answer = ImportReport & ImportRefused & ErrorBody;

function importFile(member: Member, content: string | Uint8Array, query = '', contentType = 'text/csv') {
  return api.call<Answer>('POST', `/api/import${query ? `?${query}` : ''}`, {
    token: member.token,
    rawBody: content as string,
    headers: { 'Content-Type': contentType },
  });
}

/** A report, checked against the contract's schema. */
async function imported(member: Member, content: string, query = '') {
  const answer = await importFile(member, content, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return importReportSchema.parse(answer.body);
}

/** What the member has stored, counted behind row-level security. */
async function stored(member: Member) {
  const [row] = await api.sql<{ sessions: number; workouts: number; sets: number; exercises: number }[]>`
    select (select count(*)::integer from public.workout_session where user_id = ${member.user.id}) as sessions,
           (select count(*)::integer from public.workout where user_id = ${member.user.id}) as workouts,
           (select count(*)::integer from public.workout_set where user_id = ${member.user.id}) as sets,
           (select count(*)::integer from public.exercise where owner_id = ${member.user.id}) as exercises`;
  return row;
}
const NOTHING = { sessions: 0, workouts: 0, sets: 0, exercises: 0 };

const sessionsOf = async (member: Member) =>
  (await api.call<WorkoutSession[]>('GET', '/api/workout-sessions?limit=100', { token: member.token })).body;

describe('[POST] /api/import - Strong', () => {
  it('reports a dry run of the comma layout and stores nothing', async () => {
    const member = await api.signUp();
    const report = await imported(member, fixture('strong-comma.csv'), 'dryRun=true&weightUnit=kg');
    expect(report).toMatchObject({
      source: 'strong',
      layout: 'strong-without-units',
      dryRun: true,
      stored: false,
      found: { sessions: 2, workouts: 5, sets: 13 },
      dateRange: { from: '2024-01-08T17:02:11.000Z', to: '2024-01-10T18:15:00.000Z' },
      added: { sessions: 2, workouts: 5, sets: 13 },
      duplicates: { sessions: 0, workouts: 0, sets: 0 },
      unreadableRows: { total: 0, rows: [] },
      restored: null,
    });
    expect(report.exercises).toEqual({
      matched: [
        { name: 'Bench Press (Barbell)', exercise: 'Bench Press', library: true, category: 'strength' },
        { name: 'Leg Extension (Machine)', exercise: 'Leg Extension', library: true, category: 'strength' },
        { name: 'Running (Treadmill)', exercise: 'Running', library: true, category: 'cardio' },
        { name: 'Squat (Barbell)', exercise: 'Barbell Back Squat', library: true, category: 'strength' },
      ],
      created: [{ name: 'Cable Crossover', category: 'strength' }],
    });
    expect(report.preview).toEqual([
      {
        startedAt: '2024-01-08T17:02:11.000Z',
        title: 'Legs',
        duplicate: false,
        exercises: [
          { name: 'Barbell Back Squat', sets: 5 },
          { name: 'Leg Extension', sets: 2 },
        ],
      },
      {
        startedAt: '2024-01-10T18:15:00.000Z',
        title: 'Push',
        duplicate: false,
        exercises: [
          { name: 'Bench Press', sets: 3 },
          { name: 'Cable Crossover', sets: 2 },
          { name: 'Running', sets: 1 },
        ],
      },
    ]);
    expect(await stored(member)).toEqual(NOTHING);
  });

  it('stores history older than a year at once, and the same file again adds nothing', async () => {
    const member = await api.signUp();
    const first = await imported(member, fixture('strong-comma.csv'), 'weightUnit=kg');
    expect(first).toMatchObject({ stored: true, added: { sessions: 2, workouts: 5, sets: 13 } });
    // Running keeps its distance, not a set log: 12 sets of the 13 rows are lifts.
    expect(await stored(member)).toEqual({ sessions: 2, workouts: 5, sets: 12, exercises: 1 });

    const [push, legs] = await sessionsOf(member);
    expect(legs).toMatchObject({
      startedAt: '2024-01-08T17:02:11.000Z',
      endedAt: '2024-01-08T18:07:11.000Z',
    });
    expect(legs?.exercises[0]).toMatchObject({
      name: 'Barbell Back Squat',
      note: 'Belt from set 2',
      sets: [
        { weight: 132.28, reps: 8, rpe: null, kind: 'warmup' },
        { weight: 220.46, reps: 5, rpe: 7, kind: 'working' },
        { weight: 220.46, reps: 5, rpe: 8, kind: 'working' },
        { weight: 220.46, reps: 5, rpe: 8.5, kind: 'working' },
        { weight: 176.37, reps: 8, rpe: null, kind: 'drop' },
      ],
    });
    expect(push).toMatchObject({ notes: 'Push\nFelt strong' });
    expect(push?.exercises[2]).toMatchObject({
      name: 'Running',
      category: 'cardio',
      distance: 1.86,
      sets: null,
    });

    const again = await imported(member, fixture('strong-comma.csv'), 'weightUnit=kg');
    expect(again).toMatchObject({
      stored: false,
      added: { sessions: 0, workouts: 0, sets: 0 },
      duplicates: { sessions: 2, workouts: 5, sets: 13 },
    });
    expect(again.preview.every((session) => session.duplicate)).toBe(true);
    expect(await stored(member)).toEqual({ sessions: 2, workouts: 5, sets: 12, exercises: 1 });
  });

  it('adds only the new sessions of an overlapping later export', async () => {
    const member = await api.signUp();
    await imported(member, fixture('strong-comma.csv'), 'weightUnit=kg');
    const later = await imported(member, fixture('strong-comma-later.csv'), 'weightUnit=kg');
    expect(later).toMatchObject({
      added: { sessions: 1, workouts: 1, sets: 3 },
      duplicates: { sessions: 2, workouts: 5, sets: 13 },
      exercises: { created: [] },
    });
    expect(await stored(member)).toEqual({ sessions: 3, workouts: 6, sets: 15, exercises: 1 });
  });

  it('reads the semicolon layout with unit columns and the quoted one with decimal commas', async () => {
    const member = await api.signUp();
    const units = await imported(member, fixture('strong-semicolon-units.csv'));
    expect(units).toMatchObject({
      layout: 'strong-unit-columns',
      added: { sessions: 2, workouts: 3, sets: 6 },
    });
    const quoted = await imported(member, fixture('strong-quoted-kg.csv'));
    expect(quoted).toMatchObject({
      layout: 'strong-units-in-header',
      added: { sessions: 2, workouts: 4, sets: 7 },
    });
    const sessions = await sessionsOf(member);
    const upper = sessions.find((session) => session.notes === 'Upper');
    expect(upper?.startedAt).toBe('2024-03-05T18:05:00.000Z');
    expect(
      upper?.exercises.map((exercise) => [
        exercise.name,
        exercise.sets?.map((set) => set.weight) ?? exercise.distance,
      ]),
    ).toEqual([
      ['Bench Press', [88.18, 93.7, 93.7]],
      ['Pull-Up', [0]],
      ['Indoor Rowing', 1.24],
    ]);
  });
});

describe('[POST] /api/import - Hevy', () => {
  it('stores every set type and keeps a superset as one, in kilograms and in pounds', async () => {
    const member = await api.signUp();
    const kg = await imported(member, fixture('hevy-kg.csv'));
    expect(kg).toMatchObject({
      source: 'hevy',
      layout: 'hevy',
      added: { sessions: 2, workouts: 4, sets: 8 },
    });
    const lbs = await imported(member, fixture('hevy-lbs.csv'));
    expect(lbs.added).toEqual({ sessions: 2, workouts: 4, sets: 7 });
    const sessions = await sessionsOf(member);
    const push = sessions.find((session) => session.notes?.startsWith('Push Day'));
    expect(
      push?.exercises.map((exercise) => [
        exercise.name,
        exercise.supersetGroup,
        exercise.sets?.map((set) => `${set.kind} ${set.weight}x${set.reps}`),
      ]),
    ).toEqual([
      ['Bench Press', null, ['warmup 88.18x10', 'working 176.37x5', 'failure 176.37x4']],
      ['Lateral Raise', 1, ['working 22.05x12', 'drop 13.23x10']],
      ['Triceps Pushdown (Cable)', 1, ['working 55.12x12', 'working 55.12x10']],
    ]);
    const pull = sessions.find((session) => session.notes === 'Pull Day');
    expect(pull?.exercises.map((exercise) => [exercise.name, exercise.supersetGroup])).toEqual([
      ['Deadlift', null],
      ['Dumbbell Curl', 1],
      ['Face Pull (Cable)', 1],
    ]);
    const walk = sessions.find((session) => session.notes?.startsWith('Walk'));
    expect(walk?.exercises[0]).toMatchObject({ name: 'Brisk Walking', distance: 2.1, duration: 40 });
  });
});

describe('[POST] /api/import - rows that cannot be read', () => {
  it('refuse the whole import with 422 and the rows, and skipInvalid stores the rest', async () => {
    const member = await api.signUp();
    const refused = await importFile(member, fixture('strong-bad-rows.csv'), 'weightUnit=kg');
    expect(refused.status).toBe(422);
    const body = importRefusedSchema.parse(refused.body);
    expect(body.error).toBe('unreadable_rows');
    expect(body.report).toMatchObject({ stored: false, added: { sessions: 2, workouts: 2, sets: 3 } });
    expect(body.report.unreadableRows).toEqual({
      total: 3,
      rows: [
        { line: 3, reason: 'Weight is not a number: "heavy"' },
        { line: 5, reason: 'The date is in the future' },
        { line: 6, reason: 'Set Order is not a set number, W, D, F, Rest Timer or Note: "X"' },
      ],
    });
    expect(await stored(member)).toEqual(NOTHING);

    const dryRun = await imported(member, fixture('strong-bad-rows.csv'), 'weightUnit=kg&dryRun=true');
    expect(dryRun.unreadableRows.total).toBe(3);
    expect(await stored(member)).toEqual(NOTHING);

    const skipped = await imported(member, fixture('strong-bad-rows.csv'), 'weightUnit=kg&skipInvalid=true');
    expect(skipped).toMatchObject({ stored: true, added: { sessions: 2, workouts: 2, sets: 3 } });
    expect(await stored(member)).toMatchObject({ sessions: 2, workouts: 2, sets: 3 });
  });
});

describe('[POST] /api/import - files it refuses, storing nothing', () => {
  let member: Member;
  beforeAll(async () => {
    member = await api.signUp();
  });

  const refusals: {
    name: string;
    send: () => Promise<{ status: number; body: Answer }>;
    status: number;
    error: string;
  }[] = [
    {
      name: 'a picture sent as CSV',
      send: () => importFile(member, readFileSync(new URL('../images/photo-with-text.png', FIXTURES))),
      status: 400,
      error: 'unreadable_file',
    },
    {
      name: 'a picture as a picture',
      send: () => importFile(member, 'GIF89a', '', 'image/gif'),
      status: 415,
      error: 'unsupported_media_type',
    },
    {
      name: 'a header of no known layout',
      send: () => importFile(member, fixture('unknown-header.csv')),
      status: 400,
      error: 'unknown_layout',
    },
    {
      name: 'a Strong file without units and no weightUnit',
      send: () => importFile(member, fixture('strong-comma.csv')),
      status: 400,
      error: 'weight_unit_required',
    },
    {
      name: 'a Hevy file named as Strong',
      send: () => importFile(member, fixture('hevy-kg.csv'), 'source=strong'),
      status: 400,
      error: 'unknown_layout',
    },
    {
      name: 'an empty file',
      send: () => importFile(member, ''),
      status: 400,
      error: 'unreadable_file',
    },
  ];
  for (const refusal of refusals) {
    it(`${refusal.name}: ${refusal.status} ${refusal.error}`, async () => {
      const answer = await refusal.send();
      expect(answer.status, JSON.stringify(answer.body)).toBe(refusal.status);
      expect(answer.body.error).toBe(refusal.error);
      expect(await stored(member)).toEqual(NOTHING);
    });
  }

  it('names the missing columns of a header it does not know', async () => {
    const answer = await importFile(member, fixture('unknown-header.csv'));
    expect(answer.body.message).toBe(
      'The header row is not one of a Strong export: it lacks Date, Workout Name, Exercise Name, Set Order, Weight, Reps.',
    );
  });

  it('refuses a body over 20 MB with 413, declared or not', async () => {
    const big = `${fixture('strong-comma.csv')}${'x'.repeat(20 * 1024 * 1024)}`;
    const streamed = await importFile(member, big, 'weightUnit=kg');
    expect(streamed.status).toBe(413);
    const declared = await api.call<ErrorBody>('POST', '/api/import?weightUnit=kg', {
      token: member.token,
      rawBody: 'Date',
      headers: { 'Content-Type': 'text/csv', 'Content-Length': String(20 * 1024 * 1024 + 1) },
    });
    expect(declared.status).toBe(413);
    expect(await stored(member)).toEqual(NOTHING);
  });
});

describe('[POST] /api/import - members', () => {
  it("keeps each member's import to their own rows", async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    await imported(first, fixture('strong-comma.csv'), 'weightUnit=kg');
    const before = await stored(first);
    const report = await imported(second, fixture('strong-comma.csv'), 'weightUnit=kg');
    // The same file is new to the second member, and their "Cable Crossover" is their own.
    expect(report).toMatchObject({ added: { sessions: 2 }, duplicates: { sessions: 0 } });
    expect(report.exercises.created).toEqual([{ name: 'Cable Crossover', category: 'strength' }]);
    expect(await stored(first)).toEqual(before);
    expect(await stored(second)).toEqual(before);
    const [shared] = await api.sql<{ count: number }[]>`
      select count(*)::integer as count from public.workout_session a
      join public.workout_session b on a.id = b.id
      where a.user_id = ${first.user.id} and b.user_id = ${second.user.id}`;
    expect(shared?.count).toBe(0);
  });

  it('takes 20 imports an hour from a member, then answers 429', async () => {
    const member = await api.signUp();
    const tiny = 'title,start_time,exercise_title,set_type,weight_kg,reps\n';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await importFile(member, tiny, 'dryRun=true')).status).toBe(200);
    }
    const limited = await importFile(member, tiny, 'dryRun=true');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('[POST] /api/import - what follows from the history', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const now = Date.now() - 2 * 60 * 1000;
  /** yyyy-MM-dd HH:mm:ss in UTC (the member's zone), `days` days before a moment ago. */
  const daysAgo = (days: number) =>
    new Date(now - days * DAY_MS).toISOString().slice(0, 19).replace('T', ' ');

  it('leaves the totals, streak, records and leaderboard as the workouts say', async () => {
    const member = await api.signUp();
    const header =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
    const lift = (days: number, weight: number, reps: number, order = '1') =>
      `${daysAgo(days)},"Legs",40m,"Squat (Barbell)",${order},${weight},${reps},0,0,,,`;
    const csv = [
      header,
      lift(800, 100, 5),
      lift(800, 100, 5, '2'),
      lift(400, 120, 3),
      lift(2, 110, 5),
      lift(1, 60, 10, 'W'),
      lift(1, 115, 4),
      lift(0, 100, 8),
    ].join('\n');
    await imported(member, csv, 'weightUnit=kg');

    const [expected] = await api.sql<{ workouts: number; minutes: number; calories: number; reps: number }[]>`
      select count(*)::integer as workouts, sum(w.duration)::integer as minutes,
             sum(w.calories_burned)::integer as calories,
             sum(private.reps_of(we.sets, we.reps))::integer as reps
      from public.workout w join public.workout_exercise we on we.workout_id = w.id
      where w.user_id = ${member.user.id}`;
    const stats = (await api.call<Stats>('GET', '/api/stats', { token: member.token })).body;
    expect(stats).toEqual({
      totalWorkouts: 5,
      totalHours: Math.round(((expected?.minutes ?? 0) / 60) * 10) / 10,
      caloriesBurned: expected?.calories,
      // Beaten later: 120 kg (after 100), then 8 reps (after 5) at 100 kg.
      personalRecords: 1,
    });
    expect(expected?.workouts).toBe(5);

    const me = (await api.call<User>('GET', '/api/auth/me', { token: member.token })).body;
    expect(me.streak).toBe(3);

    const [squat] = await api.sql<{ id: string }[]>`
      select id from public.exercise where owner_id is null and name = 'Barbell Back Squat'`;
    const history = (
      await api.call<ExerciseHistory>('GET', `/api/exercises/${squat?.id}/history?limit=100`, {
        token: member.token,
      })
    ).body;
    expect(history.sessions).toHaveLength(5);
    expect(history.records.heaviestWeight).toEqual({
      value: 264.55,
      date: `${daysAgo(400).replace(' ', 'T')}.000Z`,
    });
    expect(history.records.mostReps?.value).toBe(8);

    const summary = (
      await api.call<LeaderboardSummary>('GET', '/api/leaderboard/summary?period=all', {
        token: member.token,
      })
    ).body;
    expect(summary.me?.totalReps).toBe(expected?.reps);
    expect(expected?.reps).toBe(2 * 5 + 3 + 5 + 4 + 8);
  });
});

describe("[POST] /api/import - this app's own export", () => {
  const HOUR_MS = 60 * 60 * 1000;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

  async function ok<Body>(member: Member, method: string, path: string, body?: unknown): Promise<Body> {
    const answer = await api.call<Body>(method, path, { token: member.token, ...(body ? { body } : {}) });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  }

  /** A session from a routine with a superset, lone workouts, a note, a goal and a custom exercise. */
  async function logTraining(member: Member) {
    const routine = await ok<{ id: string }>(member, 'POST', '/api/routines', {
      name: 'Push day',
      exercises: [
        { name: 'Sled Push', category: 'strength', restSeconds: 120, sets: [{ weight: 180, reps: 12 }] },
        {
          name: 'Bench Press',
          category: 'strength',
          restSeconds: 90,
          supersetGroup: 1,
          sets: [{ weight: 135, reps: 8 }],
        },
        { name: 'Dumbbell Fly', category: 'dumbbells', restSeconds: 90, supersetGroup: 1, sets: [] },
      ],
    });
    await ok(member, 'POST', '/api/workout-sessions', {
      id: crypto.randomUUID(),
      startedAt: hoursAgo(3),
      endedAt: hoursAgo(2),
      notes: 'Felt strong',
      routineId: routine.id,
      exercises: [
        {
          name: 'Sled Push',
          category: 'strength',
          note: 'Turf lane 2',
          sets: [
            { weight: 90, reps: 12, kind: 'warmup' },
            { weight: 180, reps: 12, rpe: 8 },
            { weight: 140, reps: 15, kind: 'drop' },
          ],
        },
        {
          name: 'Bench Press',
          category: 'strength',
          supersetGroup: 1,
          sets: [{ weight: 135, reps: 8, kind: 'failure' }],
        },
        { name: 'Dumbbell Fly', category: 'dumbbells', supersetGroup: 1, sets: [{ weight: 30, reps: 12 }] },
        { name: 'Running', category: 'cardio', duration: 12, distance: 1.5 },
      ],
    });
    await ok(member, 'POST', '/api/workouts', {
      name: 'Bench Press',
      category: 'strength',
      duration: 30,
      caloriesBurned: 132,
      difficultyLevel: 4,
      perceivedExertion: 7,
      sets: 3,
      reps: 5,
      weight: 155,
      date: hoursAgo(30),
    });
    await ok(member, 'POST', '/api/workouts', {
      name: 'Running',
      category: 'cardio',
      duration: 40,
      caloriesBurned: 300,
      distance: 4.2,
      date: hoursAgo(50),
    });
    await ok(member, 'POST', '/api/calendar-notes', { date: '2026-11-20', note: 'Leg day, felt strong' });
    await ok(member, 'POST', '/api/goals', { type: 'minutes', target: 150 });
  }

  /** What the member holds, as the API answers it, without the ids an import makes anew. */
  async function training(member: Member) {
    const strip = <T>(value: T): T =>
      JSON.parse(JSON.stringify(value), (key, inner) =>
        ['id', 'workoutId', 'exerciseId', 'sessionId', 'routineId', 'createdAt', 'updatedAt'].includes(key)
          ? undefined
          : inner,
      );
    const sessions = await ok<WorkoutSession[]>(member, 'GET', '/api/workout-sessions');
    const routines = await ok<{ id: string; name: string }[]>(member, 'GET', '/api/routines');
    const routineNames = new Map(routines.map((routine) => [routine.id, routine.name]));
    return {
      sessions: strip(
        sessions.map((session) => ({ ...session, routine: routineNames.get(session.routineId ?? '') })),
      ),
      // A session's workouts share its start: the list orders them by their (new) ids, so by name here.
      workouts: strip(
        (await ok<{ date: string; name: string }[]>(member, 'GET', '/api/workouts')).sort(
          (a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name),
        ),
      ),
      routines: strip(routines),
      notes: strip(await ok(member, 'GET', '/api/calendar-notes')),
      goals: strip(await ok(member, 'GET', '/api/goals')),
      custom: strip(await ok(member, 'GET', '/api/exercises?scope=custom')),
      stats: await ok(member, 'GET', '/api/stats'),
    };
  }

  const importJson = (member: Member, document: unknown, query = '') =>
    importFile(member, JSON.stringify(document), query, 'application/json');

  it('restores the training into a new account; again, or into its own account, it adds nothing', async () => {
    const maya = await api.signUp();
    await logTraining(maya);
    const exported = await ok<Record<string, unknown>>(maya, 'GET', '/api/export');
    const fresh = await api.signUp();

    const dry = await importJson(fresh, exported, 'dryRun=true');
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(importReportSchema.parse(dry.body)).toMatchObject({
      source: 'fittrack',
      layout: 'fittrack',
      stored: false,
      found: { sessions: 1, workouts: 6, sets: 5 },
      added: { sessions: 1, workouts: 6, sets: 5 },
      exercises: { created: [{ name: 'Sled Push', category: 'strength' }] },
      restored: { routines: 1, calendarNotes: 1, goals: 1, customExercises: 1 },
    });
    expect(await stored(fresh)).toEqual(NOTHING);

    const restored = await importJson(fresh, exported);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ stored: true, added: { sessions: 1, workouts: 6, sets: 5 } });
    expect(await training(fresh)).toEqual(await training(maya));

    const again = await importJson(fresh, exported);
    expect(again.body).toMatchObject({
      stored: false,
      added: { sessions: 0, workouts: 0, sets: 0 },
      duplicates: { sessions: 1, workouts: 6, sets: 5 },
      restored: { routines: 0, calendarNotes: 0, goals: 0, customExercises: 0 },
    });
    const own = await importJson(maya, exported);
    expect(own.body).toMatchObject({ stored: false, added: { sessions: 0, workouts: 0 } });
    expect(await training(fresh)).toEqual(await training(maya));
  });

  it("reads the export's CSV as a Strong file", async () => {
    const maya = await api.signUp();
    await logTraining(maya);
    const csv = await api.call<string>('GET', '/api/export/workouts.csv', { token: maya.token });
    const member = await api.signUp();
    const report = await imported(member, csv.body);
    expect(report).toMatchObject({
      source: 'strong',
      layout: 'strong-unit-columns',
      unreadableRows: { total: 0 },
      added: { workouts: 6 },
    });
  });

  it('refuses another version, another kind of document and broken JSON, storing nothing', async () => {
    const maya = await api.signUp();
    const member = await api.signUp();
    const exported = await ok<Record<string, unknown>>(maya, 'GET', '/api/export');
    const refusals: [unknown, number, string][] = [
      [{ ...exported, version: 2 }, 400, 'unsupported_version'],
      [{ ...exported, format: 'something-else' }, 400, 'not_an_export'],
      [{ ...exported, workouts: 'many' }, 400, 'validation_failed'],
    ];
    for (const [document, status, error] of refusals) {
      const answer = await importJson(member, document);
      expect([answer.status, answer.body.error]).toEqual([status, error]);
    }
    const broken = await importFile(member, '{"format": "fittrack-export",', '', 'application/json');
    expect([broken.status, broken.body.error]).toEqual([400, 'unreadable_file']);
    const csvAsExport = await importFile(member, fixture('hevy-kg.csv'), 'source=fittrack');
    expect([csvAsExport.status, csvAsExport.body.error]).toEqual([400, 'source_mismatch']);
    expect((await importJson(member, { ...exported, version: 2 })).body.message).toBe(
      'The export is of version 2; this server reads version 1.',
    );
    expect(await stored(member)).toEqual(NOTHING);
  });
});
