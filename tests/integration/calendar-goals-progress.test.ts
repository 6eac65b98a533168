import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarNote } from '../../supabase/functions/_shared/contract/calendar-notes.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type { Goal } from '../../supabase/functions/_shared/contract/goals.ts';
import type { ProgressMetrics, WeightProgress } from '../../supabase/functions/_shared/contract/progress.ts';
import type { CreateWorkoutBody } from '../../supabase/functions/_shared/contract/workouts.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const utcDay = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function log(member: Member, overrides: Partial<CreateWorkoutBody> = {}) {
  const answer = await api.call('POST', '/api/workouts', {
    token: member.token,
    body: {
      name: 'Deadlift',
      category: 'strength',
      duration: 30,
      caloriesBurned: 132,
      difficultyLevel: 3,
      perceivedExertion: 5,
      completionRate: 100,
      ...overrides,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe('/api/calendar-notes', () => {
  it('creates, lists, updates and deletes a note', async () => {
    const member = await api.signUp();
    const created = await api.call<CalendarNote>('POST', '/api/calendar-notes', {
      token: member.token,
      body: { date: '2026-03-14', note: '  Legs felt heavy  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ date: '2026-03-14', note: 'Legs felt heavy' });

    const updated = await api.call<CalendarNote>('PUT', `/api/calendar-notes/${created.body.id}`, {
      token: member.token,
      body: { note: 'Legs felt great' },
    });
    expect(updated.body.note).toBe('Legs felt great');
    const list = await api.call<CalendarNote[]>('GET', '/api/calendar-notes', { token: member.token });
    expect(list.body).toEqual([{ id: created.body.id, date: '2026-03-14', note: 'Legs felt great' }]);

    expect(
      (await api.call('DELETE', `/api/calendar-notes/${created.body.id}`, { token: member.token })).status,
    ).toBe(204);
    expect(
      (await api.call<CalendarNote[]>('GET', '/api/calendar-notes', { token: member.token })).body,
    ).toEqual([]);
  });

  it('keeps one note per day: a second create is a 409 and changes nothing', async () => {
    const member = await api.signUp();
    await api.call('POST', '/api/calendar-notes', {
      token: member.token,
      body: { date: '2026-04-01', note: 'First' },
    });
    const second = await api.call<ErrorBody>('POST', '/api/calendar-notes', {
      token: member.token,
      body: { date: '2026-04-01', note: 'Second' },
    });
    expect(second.status).toBe(409);
    const list = await api.call<CalendarNote[]>('GET', '/api/calendar-notes', { token: member.token });
    expect(list.body.map((note) => note.note)).toEqual(['First']);
  });

  it.each([
    [{ date: '2026-04-01', note: '   ' }, 'note'],
    [{ date: '2026-02-30', note: 'x' }, 'date'],
    [{ note: 'x' }, 'date'],
    [{ date: '2026-04-01', note: 'x'.repeat(2001) }, 'note'],
  ])('rejects %j with 400', async (body, field) => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('POST', '/api/calendar-notes', { token: member.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(field);
  });

  it('never shows nor changes another member’s notes', async () => {
    const owner = await api.signUp();
    const intruder = await api.signUp();
    const note = await api.call<CalendarNote>('POST', '/api/calendar-notes', {
      token: owner.token,
      body: { date: '2026-05-05', note: 'Mine' },
    });
    expect(
      (await api.call<CalendarNote[]>('GET', '/api/calendar-notes', { token: intruder.token })).body,
    ).toEqual([]);
    expect(
      (
        await api.call('PUT', `/api/calendar-notes/${note.body.id}`, {
          token: intruder.token,
          body: { note: 'Yours' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/api/calendar-notes/${note.body.id}`, { token: intruder.token })).status,
    ).toBe(404);
    // The same day is free for the other member.
    expect(
      (
        await api.call('POST', '/api/calendar-notes', {
          token: intruder.token,
          body: { date: '2026-05-05', note: 'Mine too' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('/api/goals', () => {
  it('creates the three starter goals with this week’s progress, edits and deletes them', async () => {
    const member = await api.signUp();
    await log(member, { duration: 45, caloriesBurned: 198 });
    // A session 8 days ago is never in the current week.
    await log(member, { duration: 60, caloriesBurned: 264, date: daysAgo(8) });

    for (const [type, target] of [
      ['workouts', 5],
      ['minutes', 200],
      ['calories', 1500],
    ] as const) {
      const created = await api.call<Goal>('POST', '/api/goals', {
        token: member.token,
        body: { type, target, current: 0, period: 'weekly', isActive: true },
      });
      expect(created.status).toBe(201);
    }
    const goals = await api.call<Goal[]>('GET', '/api/goals', { token: member.token });
    expect(goals.body.map(({ type, target, current }) => ({ type, target, current }))).toEqual([
      { type: 'workouts', target: 5, current: 1 },
      { type: 'minutes', target: 200, current: 45 },
      { type: 'calories', target: 1500, current: 198 },
    ]);

    const [first, minutes] = goals.body;
    if (!first || !minutes) throw new Error('no goal');
    expect((await api.call('DELETE', `/api/goals/${minutes.id}`, { token: member.token })).status).toBe(204);
    const edited = await api.call<Goal>('PATCH', `/api/goals/${first.id}`, {
      token: member.token,
      body: { type: 'minutes', target: 150 },
    });
    expect(edited.body).toMatchObject({ type: 'minutes', target: 150, current: 45 });
    expect((await api.call('DELETE', `/api/goals/${first.id}`, { token: member.token })).status).toBe(204);
    expect((await api.call<Goal[]>('GET', '/api/goals', { token: member.token })).body).toHaveLength(1);
  });

  it('keeps one goal per type: a second is refused with 409 and the first is edited instead', async () => {
    const member = await api.signUp();
    const workouts = await api.call<Goal>('POST', '/api/goals', {
      token: member.token,
      body: { type: 'workouts', target: 5 },
    });
    const calories = await api.call<Goal>('POST', '/api/goals', {
      token: member.token,
      body: { type: 'calories', target: 1500 },
    });
    const again = await api.call<ErrorBody>('POST', '/api/goals', {
      token: member.token,
      body: { type: 'workouts', target: 3 },
    });
    expect(again.status).toBe(409);
    expect(again.body.fields?.type).toBe('You already have a weekly workouts goal: edit it instead');
    const retyped = await api.call<ErrorBody>('PATCH', `/api/goals/${calories.body.id}`, {
      token: member.token,
      body: { type: 'workouts' },
    });
    expect(retyped.status).toBe(409);
    const stored = (await api.call<Goal[]>('GET', '/api/goals', { token: member.token })).body;
    expect(stored.map(({ id, type, target }) => ({ id, type, target }))).toEqual([
      { id: workouts.body.id, type: 'workouts', target: 5 },
      { id: calories.body.id, type: 'calories', target: 1500 },
    ]);
  });

  it.each([0, -5, 2.5, '5', null, 2_000_000])(
    'rejects the target %j with 400 and stores nothing',
    async (target) => {
      const member = await api.signUp();
      const answer = await api.call<ErrorBody>('POST', '/api/goals', {
        token: member.token,
        body: { type: 'workouts', target },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty('target');
      expect((await api.call<Goal[]>('GET', '/api/goals', { token: member.token })).body).toEqual([]);
    },
  );

  it('rejects a bad edit and an unknown type', async () => {
    const member = await api.signUp();
    const goal = await api.call<Goal>('POST', '/api/goals', {
      token: member.token,
      body: { type: 'workouts', target: 5 },
    });
    for (const body of [{ target: 0 }, { type: 'steps' }, {}]) {
      expect(
        (await api.call('PATCH', `/api/goals/${goal.body.id}`, { token: member.token, body })).status,
      ).toBe(400);
    }
    expect(
      (await api.call('POST', '/api/goals', { token: member.token, body: { type: 'steps', target: 5 } }))
        .status,
    ).toBe(400);
  });

  it('keeps goals private', async () => {
    const owner = await api.signUp();
    const intruder = await api.signUp();
    const goal = await api.call<Goal>('POST', '/api/goals', {
      token: owner.token,
      body: { type: 'workouts', target: 5 },
    });
    expect((await api.call<Goal[]>('GET', '/api/goals', { token: intruder.token })).body).toEqual([]);
    expect(
      (await api.call('PATCH', `/api/goals/${goal.body.id}`, { token: intruder.token, body: { target: 1 } }))
        .status,
    ).toBe(404);
    expect((await api.call('DELETE', `/api/goals/${goal.body.id}`, { token: intruder.token })).status).toBe(
      404,
    );
  });
});

describe('/api/progress', () => {
  it('computes the metrics of a hand-checked history', async () => {
    const member = await api.signUp();
    // Local (UTC) days ago: 0, 1, 2 (current run of 3), 5, 6, 7, 8 (longest run of 4), 20; two on day 1.
    for (const days of [0, 1, 1, 2, 5, 6, 7, 8, 20]) await log(member, { date: daysAgo(days) });
    const metrics = await api.call<ProgressMetrics>('GET', '/api/progress/metrics', { token: member.token });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatchObject({
      currentStreak: 3,
      longestStreak: 4,
      totalWorkoutDays: 8,
      consistencyPercentage7Days: 71, // days 0, 1, 2, 5, 6 of the last 7
      consistencyPercentage30Days: 27, // 8 of the last 30 days
    });
    // Without a period: the recent-activity chart's 14 days.
    expect(metrics.body.workoutFrequency).toHaveLength(14);
    expect(metrics.body.workoutFrequency.reduce((sum, day) => sum + day.count, 0)).toBe(8);
    const week = await api.call<ProgressMetrics>('GET', '/api/progress/metrics?days=7', {
      token: member.token,
    });
    expect(week.body.workoutFrequency).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((days) => ({
        date: utcDay(days),
        count: { 6: 1, 5: 1, 2: 1, 1: 2, 0: 1 }[days] ?? 0,
        minutes: ({ 6: 1, 5: 1, 2: 1, 1: 2, 0: 1 }[days] ?? 0) * 30,
      })),
    );
    const month = await api.call<ProgressMetrics>('GET', '/api/progress/metrics?days=30', {
      token: member.token,
    });
    expect(month.body.workoutFrequency).toHaveLength(30);
    expect(month.body.workoutFrequency.reduce((sum, day) => sum + day.count, 0)).toBe(9);
    expect((await api.call('GET', '/api/progress/metrics?days=12', { token: member.token })).status).toBe(
      400,
    );
  });

  it('answers zeros for a new member', async () => {
    const member = await api.signUp();
    const metrics = await api.call<ProgressMetrics>('GET', '/api/progress/metrics', { token: member.token });
    expect(metrics.body).toMatchObject({
      currentStreak: 0,
      longestStreak: 0,
      totalWorkoutDays: 0,
      consistencyPercentage7Days: 0,
      consistencyPercentage30Days: 0,
    });
    expect(metrics.body.workoutFrequency).toHaveLength(14);
  });

  it('reports the best weight per exercise', async () => {
    const member = await api.signUp();
    await log(member, { name: 'Deadlift', weight: 225, date: daysAgo(3) });
    await log(member, { name: 'Deadlift', weight: 245 });
    await log(member, { name: 'Bench Press', weight: 155 });
    await log(member, { name: 'Running', category: 'cardio', distance: 3 });
    const weight = await api.call<WeightProgress>('GET', '/api/progress/weight', { token: member.token });
    expect(weight.body).toEqual({ exerciseNames: ['Deadlift', 'Bench Press'], maxWeights: [245, 155] });
  });
});
