import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalendarNote } from '../../supabase/functions/_shared/calendar-notes/calendar-note-store.ts';
import type { CalendarNote } from '../../supabase/functions/_shared/contract/calendar-notes.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type { Goal } from '../../supabase/functions/_shared/contract/goals.ts';
import type {
  CreateWorkoutBody,
  Stats,
  Workout,
} from '../../supabase/functions/_shared/contract/workouts.ts';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { createGoal } from '../../supabase/functions/_shared/goals/goal-store.ts';
import { findExercise, insertWorkout } from '../../supabase/functions/_shared/workouts/workout-store.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

/**
 * Writes an offline client may send more than once: creates under the client's id are stored once,
 * and edits settle per field by the time the member made them.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const ID_TAKEN = { error: 'id_taken', message: 'This id is already used by another record.' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const claimsOf = (member: Member) => api.auth.verifyAccessToken(member.token);

async function rowsOf(member: Member) {
  const [row] = await api.sql<
    { workouts: number; sets: number; exercises: number; notes: number; goals: number }[]
  >`
    select (select count(*)::integer from public.workout where user_id = ${member.user.id}) as workouts,
           (select count(*)::integer from public.workout_set where user_id = ${member.user.id}) as sets,
           (select count(*)::integer from public.exercise where owner_id = ${member.user.id}) as exercises,
           (select count(*)::integer from public.calendar_note where user_id = ${member.user.id}) as notes,
           (select count(*)::integer from public.goal where user_id = ${member.user.id}) as goals`;
  return row;
}

describe('[POST] /api/workouts with the client’s id', () => {
  const workoutBody = (overrides: Partial<CreateWorkoutBody> = {}): CreateWorkoutBody => ({
    id: randomUUID(),
    name: 'Barbell Back Squat',
    category: 'strength',
    duration: 30,
    caloriesBurned: 132,
    difficultyLevel: 3,
    perceivedExertion: 5,
    completionRate: 100,
    setLog: [
      { weight: 135, reps: 5, kind: 'working' },
      { weight: 155, reps: 5, kind: 'working' },
    ],
    ...overrides,
  });
  const post = (member: Member, body: unknown) =>
    api.call<Workout & ErrorBody>('POST', '/api/workouts', { token: member.token, body });
  const stats = async (member: Member) =>
    (await api.call<Stats>('GET', '/api/stats', { token: member.token })).body;

  it('stores a workout sent twice once: 201, then 200 with the workout as stored', async () => {
    const member = await api.signUp();
    const body = workoutBody();
    const first = await post(member, body);
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(body.id);
    const statsBefore = await stats(member);
    const again = await post(member, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(member)).toMatchObject({ workouts: 1, sets: 2 });
    expect(await stats(member)).toEqual(statsBefore);
  });

  it('changes nothing when the same id comes with another body', async () => {
    const member = await api.signUp();
    const body = workoutBody();
    const first = await post(member, body);
    const again = await post(member, {
      id: body.id,
      name: 'My Brand New Lift',
      category: 'cardio',
      duration: 90,
      caloriesBurned: 900,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(member)).toMatchObject({ workouts: 1, sets: 2, exercises: 0 });
  });

  it('answers 409 id_taken to another member, who can neither read nor change the first workout', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const body = workoutBody();
    const stored = await post(owner, body);
    const answer = await post(other, { ...body, name: 'Their Own Lift', setLog: undefined });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(ID_TAKEN);
    expect(await rowsOf(other)).toMatchObject({ workouts: 0, sets: 0, exercises: 0 });
    const path = `/api/workouts/${body.id}`;
    expect((await api.call('GET', path, { token: other.token })).status).toBe(404);
    expect((await api.call('PATCH', path, { token: other.token, body: { duration: 60 } })).status).toBe(404);
    expect((await api.call('DELETE', path, { token: other.token })).status).toBe(404);
    expect((await api.call<Workout>('GET', path, { token: owner.token })).body).toEqual(stored.body);
  });

  it('logs as before without an id: each send is a new workout', async () => {
    const member = await api.signUp();
    const { id: _unused, ...body } = workoutBody();
    const answers = [await post(member, body), await post(member, body)];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.body.id).not.toBe(answers[1]?.body.id);
    expect(await rowsOf(member)).toMatchObject({ workouts: 2, sets: 4 });
  });

  it('stores once when the answer to the first send was lost', async () => {
    const member = await api.signUp();
    const body = {
      id: randomUUID(),
      name: 'Barbell Back Squat',
      category: 'strength' as const,
      duration: 30,
      caloriesBurned: 132,
      difficultyLevel: 3,
      perceivedExertion: 5,
      completionRate: 100,
      sets: 5,
      reps: 5,
      weight: 185,
    };
    // The first send is stored, but its answer never reaches the client.
    await asUser(api.sql, await claimsOf(member), async (tx) => {
      const exercise = await findExercise(tx, body.name);
      if (!exercise) throw new Error('The library has no Barbell Back Squat');
      return insertWorkout(tx, { ...body, name: exercise.name, exerciseId: exercise.id });
    });
    const retry = await post(member, body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ id: body.id, sets: 5, reps: 5, weight: 185 });
    expect(await rowsOf(member)).toMatchObject({ workouts: 1 });
  });

  it('stores two simultaneous sends of one id once', async () => {
    const member = await api.signUp();
    const body = workoutBody({ name: 'Sled Push', setLog: undefined });
    const answers = await Promise.all([post(member, body), post(member, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect(await rowsOf(member)).toMatchObject({ workouts: 1, exercises: 1 });
  });

  it('refuses an id that is not a uuid with 400 naming id', async () => {
    const member = await api.signUp();
    const answer = await post(member, workoutBody({ id: 'not-a-uuid' }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ id: 'id must be a uuid' });
  });
});

describe('[POST] /api/calendar-notes with the client’s id', () => {
  const post = (member: Member, body: unknown) =>
    api.call<CalendarNote & ErrorBody>('POST', '/api/calendar-notes', { token: member.token, body });
  const notes = async (member: Member) =>
    (await api.call<CalendarNote[]>('GET', '/api/calendar-notes', { token: member.token })).body;

  it('stores a note sent twice once: 201, then 200 with the note as stored', async () => {
    const member = await api.signUp();
    const body = { id: randomUUID(), date: '2026-11-20', note: 'Leg day' };
    const first = await post(member, body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual(body);
    const again = await post(member, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await notes(member)).toEqual([body]);
  });

  it('changes nothing when the same id comes with another day and text', async () => {
    const member = await api.signUp();
    const body = { id: randomUUID(), date: '2026-11-20', note: 'Leg day' };
    await post(member, body);
    const again = await post(member, { id: body.id, date: '2026-11-21', note: 'Something else' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(body);
    expect(await notes(member)).toEqual([body]);
  });

  it('answers 409 id_taken to another member, who can neither read nor change the first note', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const body = { id: randomUUID(), date: '2026-11-20', note: 'Mine' };
    await post(owner, body);
    const answer = await post(other, { ...body, date: '2026-11-22', note: 'Theirs' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(ID_TAKEN);
    expect(await notes(other)).toEqual([]);
    const path = `/api/calendar-notes/${body.id}`;
    expect((await api.call('PUT', path, { token: other.token, body: { note: 'Changed' } })).status).toBe(404);
    expect((await api.call('DELETE', path, { token: other.token })).status).toBe(404);
    expect(await notes(owner)).toEqual([body]);
  });

  it('creates as before without an id, and a new id for a day with a note is still 409 note_exists', async () => {
    const member = await api.signUp();
    const first = await post(member, { date: '2026-11-20', note: 'First' });
    expect(first.status).toBe(201);
    const second = await post(member, { id: randomUUID(), date: '2026-11-20', note: 'Second' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error: 'note_exists',
      message: 'date: This day already has a note; edit it instead',
    });
    expect(await notes(member)).toEqual([first.body]);
  });

  it('stores once when the answer to the first send was lost', async () => {
    const member = await api.signUp();
    const body = { id: randomUUID(), date: '2026-11-20', note: 'Leg day' };
    const claims = await claimsOf(member);
    // The store runs twice, as two sends would, before any answer reaches the client.
    const sends = [
      await asUser(api.sql, claims, (tx) => createCalendarNote(tx, body)),
      await asUser(api.sql, claims, (tx) => createCalendarNote(tx, body)),
    ];
    expect(sends.map((send) => send.outcome)).toEqual(['created', 'stored']);
    const retry = await post(member, body);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(body);
    expect(await rowsOf(member)).toMatchObject({ notes: 1 });
  });
});

describe('[POST] /api/goals with the client’s id', () => {
  const post = (member: Member, body: unknown) =>
    api.call<Goal & ErrorBody>('POST', '/api/goals', { token: member.token, body });
  const goals = async (member: Member) =>
    (await api.call<Goal[]>('GET', '/api/goals', { token: member.token })).body;

  it('stores a goal sent twice once: 201, then 200 with the goal as stored', async () => {
    const member = await api.signUp();
    const body = { id: randomUUID(), type: 'workouts', target: 5 };
    const first = await post(member, body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject(body);
    const again = await post(member, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await goals(member)).toEqual([first.body]);
  });

  it('changes nothing when the same id comes with another type and target', async () => {
    const member = await api.signUp();
    const body = { id: randomUUID(), type: 'workouts', target: 5 };
    const first = await post(member, body);
    const again = await post(member, { id: body.id, type: 'calories', target: 1500 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await goals(member)).toEqual([first.body]);
  });

  it('answers 409 id_taken to another member, who can neither read nor change the first goal', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const body = { id: randomUUID(), type: 'minutes', target: 200 };
    const stored = await post(owner, body);
    const answer = await post(other, { ...body, target: 1 });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(ID_TAKEN);
    expect(await goals(other)).toEqual([]);
    const path = `/api/goals/${body.id}`;
    expect((await api.call('PATCH', path, { token: other.token, body: { target: 1 } })).status).toBe(404);
    expect((await api.call('DELETE', path, { token: other.token })).status).toBe(404);
    expect(await goals(owner)).toEqual([stored.body]);
  });

  it('creates as before without an id, and a new id for a type the member has is still 409 goal_exists', async () => {
    const member = await api.signUp();
    const first = await post(member, { type: 'workouts', target: 5 });
    expect(first.status).toBe(201);
    const second = await post(member, { id: randomUUID(), type: 'workouts', target: 3 });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('goal_exists');
    expect(await goals(member)).toEqual([first.body]);
  });

  it('stores once when the answer to the first send was lost', async () => {
    const member = await api.signUp();
    const body = { id: randomUUID(), type: 'calories' as const, target: 1500 };
    const claims = await claimsOf(member);
    const sends = [
      await asUser(api.sql, claims, (tx) => createGoal(tx, body)),
      await asUser(api.sql, claims, (tx) => createGoal(tx, body)),
    ];
    expect(sends.map((send) => send.outcome)).toEqual(['created', 'stored']);
    const retry = await post(member, body);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject(body);
    expect(await rowsOf(member)).toMatchObject({ goals: 1 });
  });
});

describe('[PUT] /api/calendar-notes/:id - edits settle by the member’s change time', () => {
  async function noteChanged(member: Member, minutes: number) {
    const answer = await api.call<CalendarNote>('POST', '/api/calendar-notes', {
      token: member.token,
      body: { id: randomUUID(), date: '2026-11-20', note: 'Created', changedAt: minutesAgo(minutes) },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }
  const edit = (member: Member, id: string, body: { note: string; changedAt?: string }) =>
    api.call<CalendarNote & ErrorBody>('PUT', `/api/calendar-notes/${id}`, { token: member.token, body });

  it('keeps the later edit when two edits arrive in the reverse order of their changedAt', async () => {
    const member = await api.signUp();
    const note = await noteChanged(member, 60);
    expect((await edit(member, note.id, { note: 'Later', changedAt: minutesAgo(5) })).body.note).toBe(
      'Later',
    );
    const late = await edit(member, note.id, { note: 'Earlier', changedAt: minutesAgo(30) });
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ ...note, note: 'Later' });
  });

  it('applies an edit made at the same time as the stored change, or without a time (now)', async () => {
    const member = await api.signUp();
    const note = await noteChanged(member, 60);
    const at = minutesAgo(10);
    expect((await edit(member, note.id, { note: 'First', changedAt: at })).body.note).toBe('First');
    expect((await edit(member, note.id, { note: 'Same time', changedAt: at })).body.note).toBe('Same time');
    expect((await edit(member, note.id, { note: 'Now' })).body.note).toBe('Now');
    expect((await edit(member, note.id, { note: 'Stale', changedAt: minutesAgo(1) })).body.note).toBe('Now');
  });

  it('lets an edit made before the create’s changedAt leave the note as created', async () => {
    const member = await api.signUp();
    const note = await noteChanged(member, 10);
    expect((await edit(member, note.id, { note: 'Older', changedAt: minutesAgo(20) })).body).toEqual(note);
  });

  it('refuses a changedAt more than 5 minutes ahead with 400 naming changedAt, and takes one a little ahead', async () => {
    const member = await api.signUp();
    const note = await noteChanged(member, 10);
    const future = await edit(member, note.id, { note: 'Ahead', changedAt: minutesAhead(10) });
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({
      error: 'validation_failed',
      message: 'changedAt: Change time cannot be in the future',
      fields: { changedAt: 'Change time cannot be in the future' },
    });
    expect(
      (await edit(member, note.id, { note: 'Skewed clock', changedAt: minutesAhead(2) })).body.note,
    ).toBe('Skewed clock');
  });

  it('answers 404 for an edit of a note that no longer exists', async () => {
    const member = await api.signUp();
    const note = await noteChanged(member, 10);
    await api.call('DELETE', `/api/calendar-notes/${note.id}`, { token: member.token });
    expect((await edit(member, note.id, { note: 'Gone', changedAt: minutesAgo(1) })).status).toBe(404);
  });

  it('counts a Data API edit, which names no time, as made now; only the facade writes the change time', async () => {
    const member = await api.signUp();
    const note = await noteChanged(member, 60);
    const claims = await claimsOf(member);
    await asUser(api.sql, claims, async (tx) => {
      await tx`set local role authenticated`;
      await tx`update public.calendar_note set note = 'From the Data API' where id = ${note.id}`;
    });
    expect((await edit(member, note.id, { note: 'Offline', changedAt: minutesAgo(5) })).body.note).toBe(
      'From the Data API',
    );
    await expect(
      asUser(api.sql, claims, async (tx) => {
        await tx`set local role authenticated`;
        await tx`update public.calendar_note set note_changed_at = now() + interval '1 year' where id = ${note.id}`;
      }),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('[PATCH] /api/goals/:id - each field settles by its own change time', () => {
  async function goalChanged(member: Member, minutes: number, type = 'workouts', target = 5) {
    const answer = await api.call<Goal>('POST', '/api/goals', {
      token: member.token,
      body: { id: randomUUID(), type, target, changedAt: minutesAgo(minutes) },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }
  const patch = (member: Member, id: string, body: Record<string, unknown>) =>
    api.call<Goal & ErrorBody>('PATCH', `/api/goals/${id}`, { token: member.token, body });

  it('keeps the later edit when two edits arrive in the reverse order of their changedAt', async () => {
    const member = await api.signUp();
    const goal = await goalChanged(member, 60);
    expect((await patch(member, goal.id, { target: 10, changedAt: minutesAgo(5) })).body.target).toBe(10);
    const late = await patch(member, goal.id, { target: 7, changedAt: minutesAgo(30) });
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ ...goal, target: 10 });
  });

  it('applies an older type change and a newer target change, each to its own field', async () => {
    const member = await api.signUp();
    const goal = await goalChanged(member, 60);
    await patch(member, goal.id, { target: 10, changedAt: minutesAgo(5) });
    const olderType = await patch(member, goal.id, { type: 'minutes', changedAt: minutesAgo(30) });
    expect(olderType.body).toMatchObject({ type: 'minutes', target: 10 });
    // Both fields at once, between the two: the type is newer than its stored change, the target not.
    const both = await patch(member, goal.id, { type: 'calories', target: 3, changedAt: minutesAgo(20) });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ type: 'calories', target: 10 });
  });

  it('does not refuse a type change that loses, even to a type the member has', async () => {
    const member = await api.signUp();
    await goalChanged(member, 60, 'minutes', 200);
    const goal = await goalChanged(member, 60);
    await patch(member, goal.id, { type: 'calories', changedAt: minutesAgo(5) });
    const stale = await patch(member, goal.id, { type: 'minutes', changedAt: minutesAgo(30) });
    expect(stale.status).toBe(200);
    expect(stale.body.type).toBe('calories');
    const current = await patch(member, goal.id, { type: 'minutes', changedAt: minutesAgo(1) });
    expect(current.status).toBe(409);
    expect(current.body.error).toBe('goal_exists');
  });

  it('refuses a changedAt more than 5 minutes ahead with 400 naming changedAt and changes nothing', async () => {
    const member = await api.signUp();
    const goal = await goalChanged(member, 10);
    const future = await patch(member, goal.id, { target: 9, changedAt: minutesAhead(10) });
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ changedAt: 'Change time cannot be in the future' });
    expect((await api.call<Goal[]>('GET', '/api/goals', { token: member.token })).body).toEqual([goal]);
  });
});

describe('changedAt on the creates', () => {
  it.each([
    ['/api/workouts', { name: 'Running', category: 'cardio', duration: 30, caloriesBurned: 150 }],
    ['/api/calendar-notes', { date: '2026-11-20', note: 'Ahead' }],
    ['/api/goals', { type: 'workouts', target: 5 }],
  ])('[POST] %s refuses a changedAt in the future with 400 naming changedAt', async (path, body) => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('POST', path, {
      token: member.token,
      body: { ...body, id: randomUUID(), changedAt: minutesAhead(10) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ changedAt: 'Change time cannot be in the future' });
    expect(await rowsOf(member)).toMatchObject({ workouts: 0, notes: 0, goals: 0 });
  });
});
