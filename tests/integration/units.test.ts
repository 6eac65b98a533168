import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { EXERCISE_LIBRARY } from '../../supabase/functions/_shared/contract/exercise-library.ts';
import { STRENGTH_LOG_LIMITS } from '../../supabase/functions/_shared/contract/set-log-rules.ts';
import {
  type CreatedWorkoutSession,
  createdWorkoutSessionSchema,
  type SessionExerciseInput,
} from '../../supabase/functions/_shared/contract/strength-log.ts';
import {
  distanceIn,
  milesFrom,
  poundsFrom,
  weightIn,
} from '../../supabase/functions/_shared/contract/units.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import type { Workout } from '../../supabase/functions/_shared/contract/workouts.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const patchProfile = (member: Member, body: unknown) =>
  api.call<User & ErrorBody>('PATCH', '/api/user/profile', { token: member.token, body });
const currentUser = async (member: Member) => {
  const answer = await api.call<User>('GET', '/api/auth/user', { token: member.token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('[PATCH] /api/user/profile - units', () => {
  it('a new member has no units until a browser or the member chooses', async () => {
    const member = await api.signUp();
    expect((await currentUser(member)).units).toBeNull();
  });

  for (const units of ['metric', 'imperial'] as const) {
    it(`sets ${units} on its own, and [GET] /api/auth/user answers it`, async () => {
      const member = await api.signUp({ firstName: 'Kept' });
      const answer = await patchProfile(member, { units });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ units, firstName: 'Kept' });
      expect((await currentUser(member)).units).toBe(units);
    });
  }

  it('changes back and forth, beside the names', async () => {
    const member = await api.signUp();
    await patchProfile(member, { units: 'metric' });
    const answer = await patchProfile(member, { units: 'imperial', firstName: 'Nia' });
    expect(answer.body).toMatchObject({ units: 'imperial', firstName: 'Nia' });
    expect((await currentUser(member)).units).toBe('imperial');
  });

  for (const units of ['stones', 'METRIC', '', null, 1]) {
    it(`refuses units ${JSON.stringify(units)} with 400 naming the field, and changes nothing`, async () => {
      const member = await api.signUp();
      await patchProfile(member, { units: 'metric' });
      const answer = await patchProfile(member, { units });
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.units).toBe('units must be metric or imperial');
      expect((await currentUser(member)).units).toBe('metric');
    });
  }

  it("changes only the caller's units: another member keeps theirs", async () => {
    const member = await api.signUp();
    const other = await api.signUp();
    await patchProfile(other, { units: 'imperial' });
    await patchProfile(member, { units: 'metric' });
    expect((await currentUser(other)).units).toBe('imperial');
    expect((await currentUser(member)).units).toBe('metric');
  });

  it('the database refuses any other value, whoever writes it', async () => {
    const member = await api.signUp();
    await expect(
      api.sql`update public.profile set units = 'stones' where id = ${member.user.id}`,
    ).rejects.toThrow(/profile_units_choice/);
  });
});

describe('stored figures read back exactly in the member’s unit', () => {
  const loadExercises = EXERCISE_LIBRARY.filter(
    (exercise) => exercise.category === 'strength' || exercise.category === 'dumbbells',
  );

  it('[POST] /api/workout-sessions - every multiple of 0.25 kg up to the limit comes back as typed', async () => {
    const member = await api.signUp();
    const typed: number[] = [];
    for (let quarters = 0; quarters / 4 <= 907; quarters += 1) typed.push(quarters / 4);
    const perExercise = STRENGTH_LOG_LIMITS.setsPerExercise;
    const exercises: SessionExerciseInput[] = [];
    for (let start = 0; start < typed.length; start += perExercise) {
      const exercise = loadExercises[exercises.length];
      if (!exercise) throw new Error('The library needs more lifts for this test');
      exercises.push({
        name: exercise.name,
        category: exercise.category,
        sets: typed
          .slice(start, start + perExercise)
          .map((kilograms) => ({ weight: poundsFrom(kilograms, 'metric'), reps: 1 })),
      });
    }
    const created = await api.call<CreatedWorkoutSession>('POST', '/api/workout-sessions', {
      token: member.token,
      body: {
        id: randomUUID(),
        startedAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
        endedAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
        exercises,
      },
    });
    expect(created.status).toBe(201);
    const reread = await api.call('GET', `/api/workout-sessions/${created.body.id}`, { token: member.token });
    const session = createdWorkoutSessionSchema.omit({ records: true }).parse(reread.body);
    const readBack = session.exercises.flatMap((exercise) =>
      (exercise.sets ?? []).map((set) => weightIn(set.weight, 'metric')),
    );
    expect(readBack).toEqual(typed);
  });

  it('[POST] /api/workouts - a distance typed in kilometres comes back as typed', async () => {
    const member = await api.signUp();
    const running = EXERCISE_LIBRARY.find((exercise) => exercise.category === 'cardio');
    if (!running) throw new Error('The library needs a cardio exercise');
    // 5.03 km is the first that two decimals of a mile would give back as 5.04.
    const typed = [0.01, 1, 5, 5.03, 10, 21.1, 42.2, 99.99, 1609.34];
    for (const kilometres of typed) {
      const answer = await api.call<Workout>('POST', '/api/workouts', {
        token: member.token,
        body: {
          name: running.name,
          category: 'cardio',
          duration: 30,
          caloriesBurned: 156,
          distance: milesFrom(kilometres, 'metric'),
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const list = await api.call<Workout[]>('GET', '/api/workouts', { token: member.token });
    const readBack = list.body.map((workout) => distanceIn(workout.distance ?? Number.NaN, 'metric'));
    expect(readBack.sort((a, b) => a - b)).toEqual(typed);
  });
});
