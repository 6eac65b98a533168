import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateWorkoutBody, Workout } from '../../supabase/functions/_shared/contract/workouts.ts';
import { type DataApi, startDataApi } from '../support/data-api.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

// The Data API as a Supabase client meets it: the real PostgREST over the same database the API
// writes, reached with supabase-js, a member's access token and the anon key. Requests take
// turns with the API's (see data-api.ts): each is awaited before the next.

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

const workout: CreateWorkoutBody = {
  name: 'Bench Press',
  category: 'strength',
  duration: 30,
  caloriesBurned: 132,
  difficultyLevel: 3,
  perceivedExertion: 5,
  completionRate: 100,
};

async function logWorkout(member: Member): Promise<Workout> {
  const answer = await api.call<Workout>('POST', '/api/workouts', { token: member.token, body: workout });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('Data API (PostgREST) /rest/v1/workout', () => {
  it('[GET] answers a member the workout they logged through /api', async () => {
    const member = await api.signUp();
    const logged = await logWorkout(member);

    const { data, error, status } = await dataApi
      .asMember(member.token)
      .from('workout')
      .select('id, user_id, name, duration');

    expect(error, dataApi.logs()).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: logged.id, user_id: member.user.id, name: 'Bench Press', duration: 30 }]);
  });

  it("[GET] answers another member nothing of a member's workouts", async () => {
    const owner = await api.signUp();
    const logged = await logWorkout(owner);
    const other = await api.signUp();

    const { data, error } = await dataApi
      .asMember(other.token)
      .from('workout')
      .select('id')
      .eq('id', logged.id);

    expect(error, dataApi.logs()).toBeNull();
    expect(data).toEqual([]);
  });

  it('[GET] refuses the anon key alone (no grant to anon)', async () => {
    const member = await api.signUp();
    await logWorkout(member);

    const { data, error, status } = await dataApi.asAnon().from('workout').select('id');

    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it("[GET] refuses a signed-out session's token with 401 before reading (db-pre-request)", async () => {
    const member = await api.signUp();
    await logWorkout(member);
    const signOut = await api.call('POST', '/api/auth/signout', { token: member.token });
    expect(signOut.status).toBe(204);

    const { data, error, status } = await dataApi.asMember(member.token).from('workout').select('id');

    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('PT401');
  });
});
