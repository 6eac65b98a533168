import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { EXERCISE_LIBRARY } from '../../supabase/functions/_shared/contract/exercise-library.ts';
import {
  type LeaderboardEntry,
  type LeaderboardSummary,
  leaderboardEntrySchema,
  leaderboardSummarySchema,
} from '../../supabase/functions/_shared/contract/leaderboard.ts';
import type { Workout } from '../../supabase/functions/_shared/contract/workouts.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

/**
 * One database for the file, so every test sees the same board: five members with hand-computed
 * totals, one member without any reps, one with reps only from ten days ago.
 */
let api: TestApi;
const members: Record<'frank' | 'carol' | 'alice' | 'bob' | 'dave' | 'erin', Member> = {} as never;

const strength = EXERCISE_LIBRARY.find((exercise) => exercise.category === 'strength');
const cardio = EXERCISE_LIBRARY.find((exercise) => exercise.category === 'cardio');
const DAY_MS = 24 * 60 * 60 * 1000;

async function logSets(member: Member, sets: number | null, reps: number | null, daysAgo = 0) {
  const answer = await api.call<Workout>('POST', '/api/workouts', {
    token: member.token,
    body: {
      name: strength?.name,
      category: 'strength',
      duration: 30,
      caloriesBurned: 132,
      sets,
      reps,
      ...(daysAgo ? { date: new Date(Date.now() - daysAgo * DAY_MS).toISOString() } : {}),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function board(member: Member, query = '') {
  const answer = await api.call<LeaderboardEntry[]>('GET', `/api/leaderboard${query}`, {
    token: member.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.map((entry) => leaderboardEntrySchema.parse(entry));
}

async function summary(member: Member, query = '') {
  const answer = await api.call<LeaderboardSummary>('GET', `/api/leaderboard/summary${query}`, {
    token: member.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return leaderboardSummarySchema.parse(answer.body);
}

const ranking = (entries: LeaderboardEntry[]) =>
  entries.map(({ rank, username, totalReps }) => ({ rank, username, totalReps }));

beforeAll(async () => {
  api = await createTestApi();
  // Usernames fix the order among equal totals (alphabetical), so the expected lists are exact.
  for (const name of ['frank', 'carol', 'alice', 'bob', 'dave', 'erin'] as const) {
    members[name] = await api.signUp({
      username: `lb_${name}`,
      firstName: name[0]?.toUpperCase() + name.slice(1),
    });
  }
  await logSets(members.frank, 10, 10, 10); // 100, ten days ago: all time only
  await logSets(members.carol, 5, 12); // 60
  await logSets(members.alice, 3, 10); // 30
  await logSets(members.alice, 2, 5); // + 10 = 40
  await logSets(members.bob, 4, 10); // 40, tied with alice
  await logSets(members.dave, null, 8); // no sets: one set of 8
  const run = await api.call('POST', '/api/workouts', {
    token: members.dave.token,
    body: { name: cardio?.name, category: 'cardio', duration: 30, caloriesBurned: 200, distance: 3 },
  });
  expect(run.status).toBe(201); // cardio adds no reps
  // erin logs nothing with reps
  await api.call('POST', '/api/workouts', {
    token: members.erin.token,
    body: { name: strength?.name, category: 'strength', duration: 30, caloriesBurned: 132 },
  });
});
afterAll(() => api.close());

describe('[GET] /api/leaderboard', () => {
  it('ranks all time by sets x reps, ties sharing a rank, members without reps absent', async () => {
    expect(ranking(await board(members.erin))).toEqual([
      { rank: 1, username: 'lb_frank', totalReps: 100 },
      { rank: 2, username: 'lb_carol', totalReps: 60 },
      { rank: 3, username: 'lb_alice', totalReps: 40 },
      { rank: 3, username: 'lb_bob', totalReps: 40 },
      { rank: 5, username: 'lb_dave', totalReps: 8 },
    ]);
    const [first] = await board(members.erin);
    expect(first).toEqual({
      rank: 1,
      userId: members.frank.user.id,
      name: 'Frank Member',
      username: 'lb_frank',
      totalReps: 100,
    });
  });

  it('ranks this week without the reps of earlier weeks', async () => {
    expect(ranking(await board(members.erin, '?period=week'))).toEqual([
      { rank: 1, username: 'lb_carol', totalReps: 60 },
      { rank: 2, username: 'lb_alice', totalReps: 40 },
      { rank: 2, username: 'lb_bob', totalReps: 40 },
      { rank: 4, username: 'lb_dave', totalReps: 8 },
    ]);
  });

  it('gives the summary cards over the whole board: top score, members and the rounded average', async () => {
    // (100 + 60 + 40 + 40 + 8) / 5 = 49.6, shown as 50.
    expect(await summary(members.erin)).toEqual({
      period: 'all',
      topScore: 100,
      totalUsers: 5,
      averageReps: 50,
      me: null,
      hidden: false,
    });
    // (60 + 40 + 40 + 8) / 4 = 37.
    expect(await summary(members.carol, '?period=week')).toMatchObject({
      topScore: 60,
      totalUsers: 4,
      averageReps: 37,
      me: { rank: 1, totalReps: 60 },
    });
  });

  it('shows a member their own rank even when it is past the first page', async () => {
    const top = await board(members.dave, '?limit=2');
    expect(top.map((entry) => entry.username)).toEqual(['lb_frank', 'lb_carol']);
    expect((await summary(members.dave)).me).toEqual({ rank: 5, totalReps: 8 });
    expect((await summary(members.bob)).me).toEqual({ rank: 3, totalReps: 40 });
  });

  it('follows corrections, moves to another week and deletions of workouts', async () => {
    const member = await api.signUp({ username: 'lb_mover' });
    const workout = await logSets(member, 2, 10);
    const weekOf = async () =>
      (await board(member, '?period=week')).find((entry) => entry.username === 'lb_mover');
    const allOf = async () => (await board(member)).find((entry) => entry.username === 'lb_mover');
    expect((await weekOf())?.totalReps).toBe(20);

    await api.call('PATCH', `/api/workouts/${workout.id}`, {
      token: member.token,
      body: { sets: 3, reps: 12 },
    });
    expect((await weekOf())?.totalReps).toBe(36);
    expect((await allOf())?.totalReps).toBe(36);

    const lastWeek = new Date(Date.now() - 8 * DAY_MS).toISOString();
    await api.call('PATCH', `/api/workouts/${workout.id}`, { token: member.token, body: { date: lastWeek } });
    expect(await weekOf()).toBeUndefined();
    expect((await allOf())?.totalReps).toBe(36);

    await api.call('DELETE', `/api/workouts/${workout.id}`, { token: member.token });
    expect(await allOf()).toBeUndefined();
  });

  it('keeps the totals equal to a recount of every logged exercise', async () => {
    const mismatches = await api.sql`
      with recount as (
        select we.user_id, sum(coalesce(we.sets, 1)::bigint * coalesce(we.reps, 0)) as reps
        from public.workout_exercise we group by we.user_id
      )
      select coalesce(r.user_id, t.user_id) as user_id, r.reps, t.total_reps
      from recount r full join public.rep_total t on t.user_id = r.user_id
      where coalesce(r.reps, 0) <> coalesce(t.total_reps, 0)`;
    expect(mismatches).toEqual([]);
  });

  it('rejects an unknown period or a bad limit with 400', async () => {
    for (const query of ['?period=month', '?period=', '?limit=0', '?limit=101', '?limit=many']) {
      const answer = await api.call<ErrorBody>('GET', `/api/leaderboard${query}`, {
        token: members.erin.token,
      });
      expect(answer.status, query).toBe(400);
    }
    const bad = await api.call('GET', '/api/leaderboard/summary?period=year', { token: members.erin.token });
    expect(bad.status).toBe(400);
  });

  it('requires a signed-in member', async () => {
    expect((await api.call('GET', '/api/leaderboard')).status).toBe(401);
    expect((await api.call('GET', '/api/leaderboard/summary')).status).toBe(401);
  });
});

describe('leaving the leaderboard', () => {
  it('removes an opted-out member from every answer, figures included, until they opt back in', async () => {
    const { frank, bob } = members;
    await api.call('PATCH', '/api/user/privacy', { token: frank.token, body: { showOnLeaderboard: false } });

    for (const viewer of [bob, frank]) {
      const entries = await board(viewer);
      expect(entries.map((entry) => entry.username)).not.toContain('lb_frank');
      expect(entries.map((entry) => entry.userId)).not.toContain(frank.user.id);
    }
    expect(ranking(await board(bob)).slice(0, 2)).toEqual([
      { rank: 1, username: 'lb_carol', totalReps: 60 },
      { rank: 2, username: 'lb_alice', totalReps: 40 },
    ]);
    // Opting out takes frank's 100 out of the top score, the count and the average too.
    expect(await summary(bob)).toMatchObject({ topScore: 60, totalUsers: 4, me: { rank: 2, totalReps: 40 } });
    expect(await summary(frank)).toMatchObject({ me: null, hidden: true });

    await api.call('PATCH', '/api/user/privacy', { token: frank.token, body: { showOnLeaderboard: true } });
    expect((await board(bob))[0]?.username).toBe('lb_frank');
    expect(await summary(frank)).toMatchObject({ me: { rank: 1, totalReps: 100 }, hidden: false });
  });
});
