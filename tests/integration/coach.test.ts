import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeSuggestions } from '../../supabase/functions/_shared/coach/recompute.ts';
import { createRecomputeApp } from '../../supabase/functions/_shared/coach/recompute-app.ts';
import type {
  ApplyAdjustmentsAnswer,
  ExerciseLevel,
  PendingAdjustment,
  Recommendations,
} from '../../supabase/functions/_shared/contract/coach.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function logSessions(
  member: Member,
  name: string,
  category: string,
  exertions: number[],
  difficulty = 2,
) {
  for (const [index, exertion] of exertions.entries()) {
    const answer = await api.call('POST', '/api/workouts', {
      token: member.token,
      body: {
        name,
        category,
        duration: 30,
        caloriesBurned: 108,
        difficultyLevel: difficulty,
        perceivedExertion: exertion,
        completionRate: 100,
        date: new Date(Date.now() - (exertions.length - index) * 2 * DAY_MS).toISOString(),
      },
    });
    expect(answer.status).toBe(201);
  }
}

const pending = async (member: Member) =>
  (await api.call<PendingAdjustment[]>('GET', '/api/ai-adjustments/pending', { token: member.token })).body;

describe('the coach API', () => {
  it('suggests a harder level after easy sessions, right after they are logged', async () => {
    const member = await api.signUp();
    await logSessions(member, 'Deadlift', 'strength', [3, 3, 4, 3]);
    const [suggestion, ...rest] = await pending(member);
    expect(rest).toEqual([]);
    expect(suggestion).toMatchObject({
      exerciseName: 'Deadlift',
      currentDifficulty: 2,
      suggestedDifficulty: 3,
    });
    expect(suggestion?.confidenceScore).toBeGreaterThan(60);
    expect(suggestion?.reasoningFactors[0]).toBe('4 sessions in the last 42 days counted');

    const recommendations = await api.call<Recommendations>('GET', '/api/ai-recommendations', {
      token: member.token,
    });
    expect(recommendations.body.overallRecommendation).toContain('1 exercise and 4 recent sessions');
    expect(recommendations.body.overallRecommendation).toContain('Deadlift is ready for a harder level.');
    expect(recommendations.body.exercises[0]).toMatchObject({
      exerciseName: 'Deadlift',
      recommendedDifficulty: 3,
    });
  });

  it('applies only the caller’s own pending suggestions and reports the rest', async () => {
    const member = await api.signUp();
    const other = await api.signUp();
    await logSessions(member, 'Deadlift', 'strength', [3, 3, 3]);
    await logSessions(other, 'Bench Press', 'strength', [3, 3, 3]);
    const [mine] = await pending(member);
    const [theirs] = await pending(other);
    if (!mine || !theirs) throw new Error('expected suggestions');
    const unknown = '00000000-0000-4000-8000-0000000000aa';

    const answer = await api.call<ApplyAdjustmentsAnswer>('POST', '/api/ai-adjustments/apply', {
      token: member.token,
      body: { exerciseIds: [mine.exerciseId, theirs.exerciseId, unknown] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ appliedCount: 1, notApplied: [theirs.exerciseId, unknown] });
    expect(await pending(member)).toEqual([]);
    expect(await pending(other)).toHaveLength(1);

    const levels = await api.call<ExerciseLevel[]>('GET', '/api/exercise-levels', { token: member.token });
    expect(levels.body).toEqual([{ exerciseId: mine.exerciseId, exerciseName: 'Deadlift', difficulty: 3 }]);
    expect(
      (await api.call<ExerciseLevel[]>('GET', '/api/exercise-levels', { token: other.token })).body,
    ).toEqual([]);
  });

  it('keeps an applied suggestion applied until sessions at the new level say otherwise', async () => {
    const member = await api.signUp();
    await logSessions(member, 'Deadlift', 'strength', [3, 3, 4, 3]);
    const [suggestion] = await pending(member);
    expect(suggestion).toMatchObject({ currentDifficulty: 2, suggestedDifficulty: 3 });
    await api.call('POST', '/api/ai-adjustments/apply', {
      token: member.token,
      body: { exerciseIds: [suggestion?.exerciseId] },
    });

    // The timer, twice, and a workout of another exercise: the old sessions bring nothing back.
    await recomputeSuggestions(api.sql);
    await recomputeSuggestions(api.sql);
    await logSessions(member, 'Running', 'cardio', [7]);
    expect((await pending(member)).filter((item) => item.exerciseName === 'Deadlift')).toEqual([]);
    const recommendations = (
      await api.call<Recommendations>('GET', '/api/ai-recommendations', { token: member.token })
    ).body;
    expect(recommendations.exercises.find((item) => item.exerciseName === 'Deadlift')).toMatchObject({
      recommendedDifficulty: 3,
      currentDifficulty: 3,
    });
    expect(recommendations.overallRecommendation).not.toContain('ready for a harder level');
    expect(recommendations.overallRecommendation).toContain('Deadlift at level 3');

    // New evidence at the new level: three easy sessions at level 3, logged after the apply.
    for (let session = 0; session < 3; session++) {
      const logged = await api.call('POST', '/api/workouts', {
        token: member.token,
        body: {
          name: 'Deadlift',
          category: 'strength',
          duration: 30,
          caloriesBurned: 132,
          difficultyLevel: 3,
          perceivedExertion: 3,
          completionRate: 100,
        },
      });
      expect(logged.status).toBe(201);
    }
    expect((await pending(member)).find((item) => item.exerciseName === 'Deadlift')).toMatchObject({
      currentDifficulty: 3,
      suggestedDifficulty: 4,
    });
  });

  it('never shows another member’s suggestions', async () => {
    const owner = await api.signUp();
    const stranger = await api.signUp();
    await logSessions(owner, 'Running', 'cardio', [9, 10, 9]);
    expect(await pending(owner)).toHaveLength(1);
    expect(await pending(stranger)).toEqual([]);
    expect(
      (await api.call<Recommendations>('GET', '/api/ai-recommendations', { token: stranger.token })).body
        .exercises,
    ).toEqual([]);
  });

  it('rejects a bad apply body with 400', async () => {
    const member = await api.signUp();
    for (const body of [{}, { exerciseIds: [] }, { exerciseIds: ['nope'] }]) {
      expect(
        (await api.call('POST', '/api/ai-adjustments/apply', { token: member.token, body })).status,
      ).toBe(400);
    }
  });
});

describe('the coach off the write path', () => {
  const staleMarks = async (member: Member) =>
    (
      await api.sql`select count(*)::int as marks from private.coach_stale where user_id = ${member.user.id}`
    )[0]?.marks;
  const openSuggestions = async (member: Member) =>
    (
      await api.sql`
        select count(*)::int as open from public.ai_difficulty_adjustment
        where user_id = ${member.user.id} and not applied`
    )[0]?.open;

  it('leaves suggestions untouched by a write and marks the member stale once, however many writes', async () => {
    const member = await api.signUp();
    await logSessions(member, 'Deadlift', 'strength', [3, 3, 4, 3]);
    expect(await openSuggestions(member)).toBe(0);
    expect(await staleMarks(member)).toBe(1);
  });

  it('shows the bell a fresh answer on the first read after a write, and takes the mark', async () => {
    const member = await api.signUp();
    await logSessions(member, 'Deadlift', 'strength', [3, 3, 3, 3]);
    expect(await pending(member)).toMatchObject([{ exerciseName: 'Deadlift', suggestedDifficulty: 3 }]);
    expect(await staleMarks(member)).toBe(0);

    // Three exhausting sessions today put the average back in the working zone: on the next read
    // the suggestion is gone, not the one computed before the writes.
    for (let session = 0; session < 3; session++) {
      const logged = await api.call('POST', '/api/workouts', {
        token: member.token,
        body: {
          name: 'Deadlift',
          category: 'strength',
          duration: 30,
          caloriesBurned: 108,
          difficultyLevel: 2,
          perceivedExertion: 10,
          completionRate: 100,
        },
      });
      expect(logged.status).toBe(201);
    }
    expect(await pending(member)).toEqual([]);
  });

  it('recomputes stale members in the scheduled run, which takes their marks', async () => {
    const member = await api.signUp();
    await logSessions(member, 'Bench Press', 'strength', [3, 3, 3]);
    await recomputeSuggestions(api.sql);
    expect(await staleMarks(member)).toBe(0);
    expect(await openSuggestions(member)).toBe(1);
  });
});

describe('the coach reading set logs', () => {
  it('raises a lift whose working sets were all easy with their reps done, though the sessions felt middling', async () => {
    const member = await api.signUp();
    for (let session = 0; session < 3; session++) {
      const logged = await api.call<{ id: string }>('POST', '/api/workouts', {
        token: member.token,
        body: {
          name: 'Bench Press',
          category: 'strength',
          duration: 30,
          caloriesBurned: 108,
          difficultyLevel: 2,
          perceivedExertion: 7,
          completionRate: 100,
          sets: 3,
          reps: 8,
          weight: 135,
          date: new Date(Date.now() - (3 - session) * 2 * DAY_MS).toISOString(),
        },
      });
      expect(logged.status).toBe(201);
      await api.sql`
        insert into public.workout_set (workout_id, user_id, position, weight, reps, rpe, kind)
        values (${logged.body.id}, ${member.user.id}, 0, 95, 10, 9, 'warmup'),
               (${logged.body.id}, ${member.user.id}, 1, 135, 8, 6.5, 'working'),
               (${logged.body.id}, ${member.user.id}, 2, 135, 8, 7, 'working'),
               (${logged.body.id}, ${member.user.id}, 3, 135, 8, 7, 'working')`;
    }
    const [suggestion] = await pending(member);
    expect(suggestion).toMatchObject({
      exerciseName: 'Bench Press',
      currentDifficulty: 2,
      suggestedDifficulty: 3,
    });
    expect(suggestion?.reasoningFactors).toContain(
      'Set logs: 3 of 3 sessions with every working set at RPE 7 or less and its reps done, 0 with reps missed at RPE 9 or more',
    );
  });
});

describe('the recompute job', () => {
  it('gives the same rows when run twice, one open suggestion per member and exercise', async () => {
    const member = await api.signUp();
    await logSessions(member, 'Bench Press', 'strength', [3, 3, 3, 3]);
    await logSessions(member, 'Running', 'cardio', [10, 9, 10]);
    const snapshot = () =>
      api.sql`
        select id, exercise_id, current_difficulty, suggested_difficulty, confidence_score, reasoning_factors,
               performance_trend, updated_at
        from public.ai_difficulty_adjustment where user_id = ${member.user.id} order by exercise_id`;
    await recomputeSuggestions(api.sql);
    const first = await snapshot();
    const second = await recomputeSuggestions(api.sql);
    expect(await snapshot()).toEqual(first);
    expect(first).toHaveLength(2);
    expect(second.written).toBe(0);
  });

  it('requires the shared secret', async () => {
    const app = createRecomputeApp({ sql: api.sql, secret: 'a-secret-of-the-right-length' });
    const post = (headers: Record<string, string>) =>
      app.request('/coach-recompute', { method: 'POST', headers });
    expect((await post({})).status).toBe(401);
    expect((await post({ 'x-coach-secret': 'wrong-secret-of-some-length' })).status).toBe(401);
    expect((await post({ 'x-coach-secret': 'a-secret-of-the-right-length' })).status).toBe(200);
    const unset = createRecomputeApp({ sql: api.sql, secret: undefined });
    expect(
      (await unset.request('/coach-recompute', { method: 'POST', headers: { 'x-coach-secret': '' } })).status,
    ).toBe(401);
  });
});
