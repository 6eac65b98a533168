import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataExport, dataExportSchema } from '../../supabase/functions/_shared/contract/data-export.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { DATA_EXPORT_EXAMPLE } from '../../supabase/functions/_shared/contract/operations/data-export.ts';
import type { Routine } from '../../supabase/functions/_shared/contract/strength-log.ts';
import { WORKOUTS_CSV_COLUMNS } from '../../supabase/functions/_shared/contract/workouts-csv.ts';
import { RATE_LIMITS } from '../../supabase/functions/_shared/rate-limit/rate-limiter.ts';
import { type ApiAnswer, createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
let maya: Member;
let other: Member;
/** Maya's rows as the API created them, to compare the copy with. */
const made = {
  routine: undefined as unknown as Routine,
  sessionId: randomUUID(),
  soloWorkoutId: '',
  noteId: '',
  goalId: '',
  postId: '',
  mileSessionId: '',
};
/** Ids of the other member's rows, which must never appear in Maya's copy. */
const othersIds: string[] = [];
let document: DataExport;
let jsonAnswer: ApiAnswer<unknown>;
let csvAnswer: ApiAnswer<string>;

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

/** A custom exercise whose name and note need quoting in CSV. */
const SLED = 'Sled "Push", heavy';
const SLED_NOTE = 'Turf lane 2\nbring "chalk", gloves';
const SESSION_NOTES = 'Felt strong, slept well';

async function ok<Body>(answer: Promise<ApiAnswer<Body>>, status = 201): Promise<Body> {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(status);
  return settled.body;
}

const download = <Body = unknown>(member: Member | undefined, path: string) =>
  api.call<Body>('GET', path, member ? { token: member.token } : {});

/** A member with a session, a workout, a routine, a note, a goal and a post of their own. */
async function logTraining(member: Member, sessionId: string, routineName: string) {
  const call = <Body>(method: string, path: string, body: unknown, status = 201) =>
    ok(api.call<Body>(method, path, { token: member.token, body }), status);
  const routine = await call<Routine>('POST', '/api/routines', {
    name: routineName,
    exercises: [
      {
        name: SLED,
        category: 'strength',
        restSeconds: 120,
        sets: [
          { weight: 180, reps: 12 },
          { weight: 200, reps: null },
        ],
      },
      { name: 'Running', category: 'cardio', restSeconds: 0 },
    ],
  });
  await call('POST', '/api/workout-sessions', {
    id: sessionId,
    startedAt: hoursAgo(3),
    endedAt: hoursAgo(2),
    notes: SESSION_NOTES,
    routineId: routine.id,
    exercises: [
      {
        name: SLED,
        category: 'strength',
        note: SLED_NOTE,
        sets: [
          { weight: 90, reps: 12, kind: 'warmup' },
          { weight: 180, reps: 12, rpe: 8 },
          { weight: 200, reps: 10, rpe: 9.5 },
          { weight: 140, reps: 15, kind: 'drop' },
        ],
      },
      { name: 'Running', category: 'cardio', duration: 12, distance: 1.5 },
    ],
  });
  const solo = await call<{ id: string }>('POST', '/api/workouts', {
    name: 'Bench Press',
    category: 'strength',
    duration: 30,
    caloriesBurned: 132,
    sets: 3,
    reps: 5,
    weight: 155,
    date: hoursAgo(30),
  });
  const note = await call<{ id: string }>('POST', '/api/calendar-notes', {
    date: '2026-11-20',
    note: 'Leg day, felt strong',
  });
  const goal = await call<{ id: string }>('POST', '/api/goals', { type: 'minutes', target: 150 });
  const post = await call<{ id: string }>('POST', '/api/community/posts', {
    content: 'New sled record!',
    postType: 'workout_progress',
    workoutId: solo.id,
  });
  return { routine, soloWorkoutId: solo.id, noteId: note.id, goalId: goal.id, postId: post.id };
}

beforeAll(async () => {
  api = await createTestApi();
  maya = await api.signUp({ firstName: 'Maya', lastName: 'Okafor' });
  other = await api.signUp();

  Object.assign(made, await logTraining(maya, made.sessionId, 'Leg day'));
  const others = await logTraining(other, randomUUID(), 'Other push');
  othersIds.push(others.routine.id, others.soloWorkoutId, others.noteId, others.goalId, others.postId);
  // The other member likes Maya's post: Maya's copy counts it, but never names who.
  await ok(api.call('POST', `/api/community/posts/${made.postId}/like`, { token: other.token }), 200);
  await ok(api.call('POST', `/api/community/posts/${others.postId}/like`, { token: maya.token }), 200);

  const me = { token: maya.token };
  await ok(api.call('PATCH', '/api/user/privacy', { ...me, body: { showStreak: false } }), 200);
  const [food] = await api.sql<{ id: string }[]>`select id from public.food_item order by name limit 1`;
  await ok(
    api.call('POST', '/api/user-food-preference', {
      ...me,
      body: { foodItemId: food?.id, preference: 'love' },
    }),
    200,
  );
  await ok(
    api.call('POST', '/api/generate-meal-plan', {
      ...me,
      body: { goal: 'maintenance', dailyCalories: 2000, duration: 3 },
    }),
  );

  const mile = await ok(api.call<{ id: string }>('POST', '/api/mile-tracker/sessions', { ...me, body: {} }));
  made.mileSessionId = mile.id;
  await api.sql`update public.mile_tracker_session set started_at = now() - interval '20 minutes'
                where id = ${mile.id}`;
  const route = [
    { latitude: 52.52, longitude: 13.405, recordedAt: hoursAgo(0.3) },
    { latitude: 52.521, longitude: 13.406, recordedAt: hoursAgo(0.29) },
  ];
  await ok(
    api.call('POST', `/api/mile-tracker/sessions/${mile.id}/splits`, {
      ...me,
      body: { mileNumber: 1, splitTime: 480, cumulativeTime: 480, pace: 480, route },
    }),
  );
  await ok(
    api.call('PATCH', `/api/mile-tracker/sessions/${mile.id}`, {
      ...me,
      body: { status: 'completed', totalDistance: 1500, totalTime: 760 },
    }),
    200,
  );

  // Rows no member writes through the API yet, as the server (or a later feature) stores them.
  const [sled] = await api.sql<{ id: string }[]>`
    select id from public.exercise where owner_id = ${maya.user.id}`;
  await api.sql`
    insert into public.ai_difficulty_adjustment
      (user_id, exercise_id, current_difficulty, suggested_difficulty, confidence_score, reasoning_factors,
       performance_trend, applied, applied_at)
    values (${maya.user.id}, ${sled?.id ?? null}, 3, 4, 82, '["Exertion is falling"]', 'improving', true, now())`;
  await api.sql`
    insert into public.food_entry (user_id, name, calories, protein, sodium, logged_at)
    values (${maya.user.id}, 'Oatmeal, with "honey"', 320, 11.5, 140, now() - interval '5 hours')`;
  await api.sql`
    insert into public.custom_food (user_id, name, calories, protein, barcode)
    values (${maya.user.id}, 'Corner shop granola bar', 190, 4, '96385074')`;
  await api.sql`
    insert into public.onboarding_answers (user_id, fitness_goal, experience, consistency, location)
    values (${maya.user.id}, 'build_muscle', 'moderate', 'three_to_four', 'gym')`;
  await api.sql`
    insert into public.payment (user_id, stripe_payment_intent_id, amount, status, description, premium_days)
    values (${maya.user.id}, 'pi_export_test', 999, 'succeeded', 'One-time Premium', 30)`;

  jsonAnswer = await download(maya, '/api/export');
  csvAnswer = await download<string>(maya, '/api/export/workouts.csv');
  expect(jsonAnswer.status, JSON.stringify(jsonAnswer.body)).toBe(200);
  expect(csvAnswer.status, String(csvAnswer.body)).toBe(200);
  document = dataExportSchema.parse(jsonAnswer.body);
}, 120_000);
afterAll(() => api.close());

describe('[GET] /api/export', () => {
  it('answers a document the contract describes, its OpenAPI example too', () => {
    expect(document).toMatchObject({ format: 'fittrack-export', version: 1 });
    expect(Math.abs(Date.parse(document.exportedAt) - Date.now())).toBeLessThan(60_000);
    expect(dataExportSchema.safeParse(DATA_EXPORT_EXAMPLE).success).toBe(true);
  });

  it('is a download named after the member and the day, as JSON', () => {
    const day = new Date().toISOString().slice(0, 10);
    expect(jsonAnswer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(jsonAnswer.headers.get('Content-Disposition')).toBe(
      `attachment; filename="fittrack-export-${maya.username}-${day}.json"`,
    );
    expect(jsonAnswer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('holds the profile, the settings and the subscription', () => {
    expect(document.profile).toMatchObject({
      id: maya.user.id,
      username: maya.username,
      email: maya.email,
      firstName: 'Maya',
      lastName: 'Okafor',
    });
    expect(document.settings.privacy).toEqual({ showOnLeaderboard: true, showStreak: false });
    expect(document.settings.mealPreferences).toMatchObject({ goal: 'maintenance', dailyCalories: 2000 });
    expect(document.settings.onboarding?.answers).toEqual({
      fitnessGoal: 'build_muscle',
      experience: 'moderate',
      consistency: 'three_to_four',
      location: 'gym',
    });
    expect(document.subscription).toMatchObject({ hasPremium: true, daysRemaining: expect.any(Number) });
    expect(document.subscription.payments).toEqual([
      expect.objectContaining({ amount: 999, currency: 'usd', status: 'succeeded' }),
    ]);
  });

  it('holds the session with its workouts in order, their set logs in order, and the routine it came from', () => {
    const [session] = document.sessions;
    expect(document.sessions).toHaveLength(1);
    expect(session).toMatchObject({ id: made.sessionId, notes: SESSION_NOTES, routineId: made.routine.id });
    const inSession = session?.workoutIds.map((id) => document.workouts.find((workout) => workout.id === id));
    expect(
      inSession?.map((workout) => [workout?.name, workout?.sessionId, workout?.sessionPosition]),
    ).toEqual([
      [SLED, made.sessionId, 0],
      ['Running', made.sessionId, 1],
    ]);
    const [sled, running] = inSession ?? [];
    expect(sled).toMatchObject({ category: 'strength', note: SLED_NOTE, sets: 3, reps: 10, weight: 200 });
    expect(sled?.setLog).toEqual([
      { weight: 90, reps: 12, rpe: null, kind: 'warmup' },
      { weight: 180, reps: 12, rpe: 8, kind: 'working' },
      { weight: 200, reps: 10, rpe: 9.5, kind: 'working' },
      { weight: 140, reps: 15, rpe: null, kind: 'drop' },
    ]);
    expect(running).toMatchObject({ category: 'cardio', duration: 12, distance: 1.5, setLog: null });
    expect(document.customExercises).toEqual([
      expect.objectContaining({ id: sled?.exerciseId, name: SLED, category: 'strength', custom: true }),
    ]);
  });

  it('holds the workout logged alone, the routine with its planned sets, the note and the goal', () => {
    expect(document.workouts.map((workout) => workout.id)[0]).toBe(made.soloWorkoutId);
    expect(document.workouts[0]).toMatchObject({
      name: 'Bench Press',
      sets: 3,
      reps: 5,
      weight: 155,
      sessionId: null,
      sessionPosition: null,
      setLog: null,
    });
    expect(document.routines).toEqual([
      expect.objectContaining({
        id: made.routine.id,
        name: 'Leg day',
        exercises: [
          expect.objectContaining({
            name: SLED,
            restSeconds: 120,
            sets: [
              { weight: 180, reps: 12 },
              { weight: 200, reps: null },
            ],
          }),
          expect.objectContaining({ name: 'Running', category: 'cardio', sets: [] }),
        ],
      }),
    ]);
    expect(document.calendarNotes).toEqual([
      { id: made.noteId, date: '2026-11-20', note: 'Leg day, felt strong' },
    ]);
    expect(document.goals).toEqual([
      expect.objectContaining({
        id: made.goalId,
        type: 'minutes',
        target: 150,
        period: 'weekly',
        isActive: true,
      }),
    ]);
  });

  it('holds the coach, food, meal plan, mile and community sections', () => {
    expect(document.aiSuggestions).toEqual([
      expect.objectContaining({
        exerciseName: SLED,
        suggestedDifficulty: 4,
        reasoningFactors: ['Exertion is falling'],
        applied: true,
      }),
    ]);
    expect(document.foodPreferences).toEqual([expect.objectContaining({ preference: 'love' })]);
    expect(document.foodEntries).toEqual([
      expect.objectContaining({
        name: 'Oatmeal, with "honey"',
        calories: 320,
        protein: 11.5,
        sodium: 140,
        mealType: 'snack',
      }),
    ]);
    expect(document.customFoods).toEqual([
      expect.objectContaining({
        name: 'Corner shop granola bar',
        calories: 190,
        protein: 4,
        barcode: '96385074',
      }),
    ]);
    const [plan] = document.mealPlans.generated;
    expect(plan?.days.map((day) => day.dayNumber)).toEqual([1, 2, 3]);
    expect(plan?.days[0]?.meals.length).toBeGreaterThan(0);
    expect(document.mealPlans.followed).toEqual([
      expect.objectContaining({ mealPlanId: plan?.id, isGenerated: true, isActive: true }),
    ]);
    const [run] = document.mileSessions;
    expect(run).toMatchObject({
      id: made.mileSessionId,
      status: 'completed',
      totalDistance: 1500,
      routePointCount: 2,
    });
    expect(run?.splits.map((split) => [split.mileNumber, split.distance, split.partial])).toEqual([
      [1, 1000, false],
      [2, 500, true],
    ]);
    expect(run?.route.map((point) => point.latitude)).toEqual([52.52, 52.521]);
    expect(document.community.posts).toEqual([
      expect.objectContaining({ id: made.postId, workoutId: made.soloWorkoutId, likes: 1 }),
    ]);
    expect(document.community.likes).toEqual([{ postId: othersIds[4], createdAt: expect.any(String) }]);
  });

  it("never holds another member's rows", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain(other.user.id);
    expect(text).not.toContain(other.username);
    // The post Maya likes is named by her like alone.
    for (const id of othersIds.slice(0, 4)) expect(text).not.toContain(id);
    expect(document.routines.map((routine) => routine.name)).toEqual(['Leg day']);
  });

  it('is open to a member whose trial has ended (never behind Premium)', async () => {
    const lapsed = await api.signUp();
    await api.sql`update public.profile set trial_ends_at = now() - interval '1 day' where id = ${lapsed.user.id}`;
    const answer = await download(lapsed, '/api/export');
    expect(answer.status).toBe(200);
    expect(dataExportSchema.parse(answer.body).subscription).toMatchObject({ hasPremium: false });
    expect((await download(lapsed, '/api/export/workouts.csv')).status).toBe(200);
  });

  it('answers 401 signed out', async () => {
    for (const path of ['/api/export', '/api/export/workouts.csv']) {
      const answer = await api.call<ErrorBody>('GET', path);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('Content-Disposition')).toBeNull();
    }
  });

  it('answers 429 with Retry-After once a member used the hour’s downloads, JSON and CSV together', async () => {
    const eager = await api.signUp();
    const { maxHits } = RATE_LIMITS.dataExport;
    for (let attempt = 0; attempt < maxHits; attempt++) {
      const path = attempt % 2 ? '/api/export' : '/api/export/workouts.csv';
      expect((await download(eager, path)).status).toBe(200);
    }
    const refused = await api.call<ErrorBody>('GET', '/api/export', { token: eager.token });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('too_many_attempts');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another member's budget is their own.
    expect((await download(maya, '/api/export/workouts.csv')).status).toBe(200);
  });
});

describe('[GET] /api/export/workouts.csv', () => {
  const records = () =>
    parse(csvAnswer.body, { columns: true, skip_empty_lines: true }) as Record<string, string>[];

  it('is a CSV download named after the member and the day', () => {
    const day = new Date().toISOString().slice(0, 10);
    expect(csvAnswer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    expect(csvAnswer.headers.get('Content-Disposition')).toBe(
      `attachment; filename="fittrack-workouts-${maya.username}-${day}.csv"`,
    );
    expect(csvAnswer.body.split('\r\n')[0]).toBe(WORKOUTS_CSV_COLUMNS.join(','));
  });

  it('has one row per set and one per cardio entry, oldest first, with units', () => {
    expect(
      records().map((row) => [row['Exercise Name'], row['Set Order'], row.Weight, row.Reps, row.Distance]),
    ).toEqual([
      ['Bench Press', '1', '155', '5', ''],
      ['Bench Press', '2', '155', '5', ''],
      ['Bench Press', '3', '155', '5', ''],
      [SLED, 'W', '90', '12', ''],
      [SLED, '1', '180', '12', ''],
      [SLED, '2', '200', '10', ''],
      [SLED, 'D', '140', '15', ''],
      ['Running', '1', '', '', '1.5'],
    ]);
    const [bench, , , warmup, , heaviest, , running] = records();
    expect(bench).toMatchObject({
      'Workout Name': 'Bench Press',
      Duration: '30m',
      'Weight Unit': 'lbs',
    });
    expect(heaviest).toMatchObject({
      'Workout Name': 'Leg day',
      Duration: '1h 0m',
      RPE: '9.5',
      'Weight Unit': 'lbs',
    });
    expect(warmup?.Date).toBe(running?.Date);
    expect(running).toMatchObject({ Seconds: '720', 'Distance Unit': 'mi', 'Weight Unit': '' });
  });

  it('quotes commas, quotes and line breaks in names and notes, which read back unchanged', () => {
    const sled = records().find((row) => row['Set Order'] === 'W');
    expect(sled).toMatchObject({ 'Exercise Name': SLED, Notes: SLED_NOTE, 'Workout Notes': SESSION_NOTES });
    expect(csvAnswer.body).toContain('"Sled ""Push"", heavy"');
    expect(csvAnswer.body).toContain('"Turf lane 2\nbring ""chalk"", gloves"');
  });
});
