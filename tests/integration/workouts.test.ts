import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingAdjustment } from '../../supabase/functions/_shared/contract/coach.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { EXERCISE_LIBRARY } from '../../supabase/functions/_shared/contract/exercise-library.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import type { ExerciseCategory } from '../../supabase/functions/_shared/contract/workout-rules.ts';
import {
  type CreateWorkoutBody,
  type Exercise,
  type Stats,
  type Workout,
  workoutSchema,
} from '../../supabase/functions/_shared/contract/workouts.ts';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const exerciseOf = (category: ExerciseCategory) => {
  const exercise = EXERCISE_LIBRARY.find((candidate) => candidate.category === category);
  if (!exercise) throw new Error(`The library has no ${category} exercise`);
  return exercise;
};
const strength = () => exerciseOf('strength');
const cardio = () => exerciseOf('cardio');

const session = (overrides: Partial<CreateWorkoutBody> = {}): CreateWorkoutBody => ({
  name: strength().name,
  category: 'strength',
  duration: 30,
  caloriesBurned: 132,
  difficultyLevel: 3,
  perceivedExertion: 5,
  completionRate: 100,
  ...overrides,
});

async function log(member: Member, overrides: Partial<CreateWorkoutBody> = {}) {
  const answer = await api.call<Workout>('POST', '/api/workouts', {
    token: member.token,
    body: session(overrides),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const daysAgo = (days: number, hours = 0) =>
  new Date(Date.now() - days * DAY_MS - hours * 3_600_000).toISOString();

async function countWorkouts(member: Member) {
  const [row] = await api.sql<{ count: number }[]>`
    select count(*)::integer as count from public.workout where user_id = ${member.user.id}`;
  return row?.count ?? 0;
}

const me = async (member: Member) =>
  (await api.call<User>('GET', '/api/auth/me', { token: member.token })).body;
const stats = async (member: Member) =>
  (await api.call<Stats>('GET', '/api/stats', { token: member.token })).body;

describe('[POST] /api/workouts', () => {
  it('logs a session linked to its library exercise, with sets, reps and weight', async () => {
    const member = await api.signUp();
    const workout = await log(member, { sets: 3, reps: 8, weight: 135.5 });
    expect(workoutSchema.parse(workout)).toMatchObject({
      name: strength().name,
      category: 'strength',
      duration: 30,
      caloriesBurned: 132,
      difficultyLevel: 3,
      perceivedExertion: 5,
      completionRate: 100,
      sets: 3,
      reps: 8,
      weight: 135.5,
      distance: null,
    });
    const [linked] = await api.sql<{ name: string }[]>`
      select e.name from public.workout_exercise we join public.exercise e on e.id = we.exercise_id
      where we.workout_id = ${workout.id}`;
    expect(linked?.name).toBe(strength().name);
  });

  it('logs a distance for cardio', async () => {
    const member = await api.signUp();
    const workout = await log(member, { name: cardio().name, category: 'cardio', distance: 3.1 });
    expect(workout.distance).toBe(3.1);
  });

  const badFields: [string, Partial<CreateWorkoutBody> | Record<string, unknown>, string][] = [
    ['a duration under 5 minutes', { duration: 3 }, 'duration'],
    ['a duration over 120 minutes', { duration: 125 }, 'duration'],
    ['a fractional duration', { duration: 30.5 }, 'duration'],
    ['a duration that is text', { duration: '30' }, 'duration'],
    ['difficulty 0', { difficultyLevel: 0 }, 'difficultyLevel'],
    ['difficulty 6', { difficultyLevel: 6 }, 'difficultyLevel'],
    ['exertion 0', { perceivedExertion: 0 }, 'perceivedExertion'],
    ['exertion 11', { perceivedExertion: 11 }, 'perceivedExertion'],
    ['negative calories', { caloriesBurned: -1 }, 'caloriesBurned'],
    ['a completion rate over 100', { completionRate: 101 }, 'completionRate'],
    ['an unknown category', { category: 'pilates' }, 'category'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['a category that is not the exercise’s', { category: 'yoga' }, 'category'],
    ['a distance on a strength exercise', { distance: 2 }, 'distance'],
    ['a weight over 2000 lbs', { weight: 2500 }, 'weight'],
    ['zero sets', { sets: 0 }, 'sets'],
    ['a date in the future', { date: new Date(Date.now() + DAY_MS).toISOString() }, 'date'],
    ['a date more than a year back', { date: daysAgo(400) }, 'date'],
    ['a date without a time zone', { date: '2026-01-01T10:00:00' }, 'date'],
  ];
  it.each(badFields)(
    'rejects %s with 400 naming the field, and stores nothing',
    async (_label, change, field) => {
      const member = await api.signUp();
      const answer = await api.call<ErrorBody>('POST', '/api/workouts', {
        token: member.token,
        body: { ...session(), ...change },
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
      expect(await countWorkouts(member)).toBe(0);
    },
  );

  it('rejects sets on a cardio session', async () => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('POST', '/api/workouts', {
      token: member.token,
      body: session({ name: cardio().name, category: 'cardio', sets: 3 }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('sets');
    expect(await countWorkouts(member)).toBe(0);
  });

  it('requires a signed-in member', async () => {
    const answer = await api.call('POST', '/api/workouts', { body: session() });
    expect(answer.status).toBe(401);
  });
});

describe('[GET] /api/workouts', () => {
  it('lists the member’s own workouts, newest first', async () => {
    const member = await api.signUp();
    const older = await log(member, { date: daysAgo(2) });
    const newer = await log(member, { date: daysAgo(1) });
    const answer = await api.call<Workout[]>('GET', '/api/workouts', { token: member.token });
    expect(answer.status).toBe(200);
    expect(answer.body.map((workout) => workout.id)).toEqual([newer.id, older.id]);
  });

  it('answers every field as it was logged, in the contract’s shape, in the page and the range alike', async () => {
    const member = await api.signUp();
    const liftedAt = daysAgo(3);
    const ranAt = daysAgo(2);
    const lifted = await log(member, { sets: 3, reps: 8, weight: 135.5, date: liftedAt });
    const ran = await log(member, {
      name: cardio().name,
      category: 'cardio',
      distance: 3.1,
      perceivedExertion: undefined,
      date: ranAt,
    });
    const page = await api.call<Workout[]>('GET', '/api/workouts', { token: member.token });
    const [from, to] = [daysAgo(5), daysAgo(0)].map((instant) => instant.slice(0, 10));
    const range = await api.call<Workout[]>('GET', `/api/workouts/range/${from}/${to}`, {
      token: member.token,
    });
    // The lists are written by PostgreSQL: no key more or less than the contract's, same values.
    const strict = workoutSchema.strict();
    for (const listed of [...page.body, ...range.body]) expect(strict.safeParse(listed).success).toBe(true);
    expect(page.body).toEqual([ran, lifted]);
    expect(range.body).toEqual([lifted, ran]);
    expect(lifted).toMatchObject({ date: liftedAt, weight: 135.5, distance: null, sets: 3 });
    expect(ran).toMatchObject({ date: ranAt, distance: 3.1, weight: null, sets: null });
    const single = await api.call<Workout>('GET', `/api/workouts/${lifted.id}`, { token: member.token });
    expect(single.body).toEqual(lifted);
  });

  it('pages with limit and before, stable while new workouts arrive', async () => {
    const member = await api.signUp();
    const logged: Workout[] = [];
    for (let day = 6; day >= 1; day -= 1) logged.push(await log(member, { date: daysAgo(day) }));
    const newestFirst = [...logged].reverse().map((workout) => workout.id);

    const first = await api.call<Workout[]>('GET', '/api/workouts?limit=2', { token: member.token });
    expect(first.body.map((workout) => workout.id)).toEqual(newestFirst.slice(0, 2));

    // Sessions logged while the member reads page one must not shift what page two shows.
    await log(member);
    await log(member, { date: daysAgo(0, 1) });

    const cursor = first.body.at(-1)?.id;
    const second = await api.call<Workout[]>('GET', `/api/workouts?limit=2&before=${cursor}`, {
      token: member.token,
    });
    expect(second.body.map((workout) => workout.id)).toEqual(newestFirst.slice(2, 4));
    const third = await api.call<Workout[]>(
      'GET',
      `/api/workouts?limit=10&before=${second.body.at(-1)?.id}`,
      {
        token: member.token,
      },
    );
    expect(third.body.map((workout) => workout.id)).toEqual(newestFirst.slice(4));
  });

  it('orders sessions logged at the same instant by id, so no page repeats or skips one', async () => {
    const member = await api.signUp();
    const instant = daysAgo(1);
    for (let index = 0; index < 5; index += 1) await log(member, { date: instant });
    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await api.call<Workout[]>(
        'GET',
        `/api/workouts?limit=2${before ? `&before=${before}` : ''}`,
        {
          token: member.token,
        },
      );
      if (page.body.length === 0) break;
      seen.push(...page.body.map((workout) => workout.id));
      before = page.body.at(-1)?.id;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['before=not-a-uuid', 'before'],
    ['before=00000000-0000-4000-8000-000000000000', 'before'],
  ])('rejects %s with 400', async (query, field) => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('GET', `/api/workouts?${query}`, { token: member.token });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(field);
  });
});

describe('another member’s workouts', () => {
  it('are never visible nor editable', async () => {
    const owner = await api.signUp();
    const intruder = await api.signUp();
    const workout = await log(owner);

    const list = await api.call<Workout[]>('GET', '/api/workouts', { token: intruder.token });
    expect(list.body).toEqual([]);
    expect((await api.call('GET', `/api/workouts/${workout.id}`, { token: intruder.token })).status).toBe(
      404,
    );
    const patch = await api.call('PATCH', `/api/workouts/${workout.id}`, {
      token: intruder.token,
      body: { duration: 120 },
    });
    expect(patch.status).toBe(404);
    expect((await api.call('DELETE', `/api/workouts/${workout.id}`, { token: intruder.token })).status).toBe(
      404,
    );
    const cursor = await api.call('GET', `/api/workouts?before=${workout.id}`, { token: intruder.token });
    expect(cursor.status).toBe(400);
    expect((await stats(intruder)).totalWorkouts).toBe(0);

    const unchanged = await api.call<Workout>('GET', `/api/workouts/${workout.id}`, { token: owner.token });
    expect(unchanged.body).toEqual(workout);
  });
});

describe('[PATCH] and [DELETE] /api/workouts/:id', () => {
  it('corrects a session, with stats following', async () => {
    const member = await api.signUp();
    const workout = await log(member, {
      duration: 30,
      difficultyLevel: 3,
      caloriesBurned: 132,
      sets: 3,
      reps: 5,
      weight: 100,
    });
    const answer = await api.call<Workout>('PATCH', `/api/workouts/${workout.id}`, {
      token: member.token,
      body: { duration: 60, weight: null },
    });
    expect(answer.status).toBe(200);
    // The estimate follows the new length when no new estimate is sent: round(60 x (2 + 3 x 0.8)).
    expect(answer.body).toMatchObject({ duration: 60, caloriesBurned: 264, weight: null, sets: 3 });
    expect(await stats(member)).toMatchObject({ totalWorkouts: 1, totalHours: 1, caloriesBurned: 264 });
  });

  it('rejects a bad correction with 400 and changes nothing', async () => {
    const member = await api.signUp();
    const workout = await log(member);
    for (const body of [{ duration: 500 }, { distance: 3 }, {}, { date: 'yesterday' }]) {
      const answer = await api.call('PATCH', `/api/workouts/${workout.id}`, { token: member.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await api.call<Workout>('GET', `/api/workouts/${workout.id}`, { token: member.token })).body,
    ).toEqual(workout);
  });

  it('removes a session, with stats and streak following', async () => {
    const member = await api.signUp();
    await log(member, { date: daysAgo(0) });
    const yesterday = await log(member, { date: daysAgo(1) });
    expect((await me(member)).streak).toBe(2);

    const answer = await api.call('DELETE', `/api/workouts/${yesterday.id}`, { token: member.token });
    expect(answer.status).toBe(204);
    expect((await me(member)).streak).toBe(1);
    expect((await stats(member)).totalWorkouts).toBe(1);
    expect((await api.call('DELETE', `/api/workouts/${yesterday.id}`, { token: member.token })).status).toBe(
      404,
    );
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const member = await api.signUp();
    expect((await api.call('GET', '/api/workouts/42', { token: member.token })).status).toBe(404);
  });
});

describe('[GET] /api/stats', () => {
  it('sums workouts, hours and calories, and counts exercises whose best weight was beaten', async () => {
    const member = await api.signUp();
    const [first, second] = EXERCISE_LIBRARY.filter((exercise) => exercise.category === 'strength');
    if (!first || !second) throw new Error('The library needs two strength exercises');
    await log(member, { name: first.name, weight: 100, duration: 45, caloriesBurned: 200, date: daysAgo(3) });
    await log(member, { name: first.name, weight: 120, duration: 45, caloriesBurned: 200, date: daysAgo(2) });
    await log(member, {
      name: second.name,
      weight: 100,
      duration: 30,
      caloriesBurned: 100,
      date: daysAgo(2),
    });
    await log(member, { name: second.name, weight: 90, duration: 30, caloriesBurned: 100, date: daysAgo(1) });
    expect(await stats(member)).toEqual({
      totalWorkouts: 4,
      totalHours: 2.5,
      caloriesBurned: 600,
      personalRecords: 1,
    });
  });

  it('keeps its maintained totals equal to a recount after any mix of writes', async () => {
    const member = await api.signUp();
    const [first, second] = EXERCISE_LIBRARY.filter((exercise) => exercise.category === 'strength');
    if (!first || !second) throw new Error('The library needs two strength exercises');
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    // The streak and the records, kept incrementally where they can be, against a recount after every write.
    const expectKeptEqualToRecount = async (step: number) => {
      const kept = await api.sql<{ stored: unknown; counted: unknown }[]>`
        select to_json((select streak from public.profile where id = ${member.user.id})) as stored,
               to_json((select private.streak_run_length(id, time_zone) from public.profile where id = ${member.user.id})) as counted
        union all
        select (select coalesce(json_agg(json_build_object('exercise', exercise_id, 'best', heaviest_weight::float8,
                                                           'beaten', weight_beaten) order by exercise_id), '[]')
                from public.exercise_best where user_id = ${member.user.id} and heaviest_weight > 0),
               (select coalesce(json_agg(json_build_object('exercise', exercise_id, 'best', best::float8,
                                                           'beaten', beaten) order by exercise_id), '[]')
                from (select exercise_id, max(weight) as best, coalesce(bool_or(weight > earlier_best), false) as beaten
                      from (select we.exercise_id, we.weight,
                                   max(we.weight) over (partition by we.exercise_id order by w.date, w.id
                                                        rows between unbounded preceding and 1 preceding) as earlier_best
                            from public.workout_exercise we join public.workout w on w.id = we.workout_id
                            where we.user_id = ${member.user.id} and we.weight > 0) as lifts
                      group by exercise_id) as recounted)`;
      for (const { stored, counted } of kept) expect(stored, `after write ${step}`).toEqual(counted);
    };
    const logged: Workout[] = [];
    for (let step = 0; step < 40; step += 1) {
      const roll = random();
      const target = logged[Math.floor(random() * logged.length)];
      if (roll < 0.55 || !target) {
        logged.push(
          await log(member, {
            name: random() < 0.5 ? first.name : second.name,
            duration: 5 * (1 + Math.floor(random() * 24)),
            caloriesBurned: Math.floor(random() * 500),
            weight: random() < 0.8 ? 50 + Math.floor(random() * 200) : null,
            // Mostly later than the last log (the streak and records kept incrementally),
            // sometimes back-dated, on the same day or after a gap (recounted).
            date: daysAgo(Math.max(0, 30 - step + Math.floor(random() * 7) - 3), random() * 20),
          }),
        );
      } else if (roll < 0.8) {
        const answer = await api.call('PATCH', `/api/workouts/${target.id}`, {
          token: member.token,
          body: {
            weight: 50 + Math.floor(random() * 200),
            date: daysAgo(Math.floor(random() * 30)),
            duration: 60,
          },
        });
        expect(answer.status).toBe(200);
      } else {
        expect((await api.call('DELETE', `/api/workouts/${target.id}`, { token: member.token })).status).toBe(
          204,
        );
        logged.splice(logged.indexOf(target), 1);
      }
      await expectKeptEqualToRecount(step);
    }
    const [recount] = await api.sql<
      { workouts: number; minutes: number; calories: number; records: number }[]
    >`
      select (select count(*)::integer from public.workout where user_id = ${member.user.id}) as workouts,
             (select coalesce(sum(duration), 0)::integer from public.workout where user_id = ${member.user.id}) as minutes,
             (select coalesce(sum(calories_burned), 0)::integer from public.workout where user_id = ${member.user.id}) as calories,
             (select count(distinct exercise_id)::integer from (
                select we.exercise_id, we.weight,
                       max(we.weight) over (partition by we.exercise_id order by w.date, w.id
                                            rows between unbounded preceding and 1 preceding) as earlier_best
                from public.workout_exercise we join public.workout w on w.id = we.workout_id
                where we.user_id = ${member.user.id} and we.weight > 0) as lifts
              where weight > earlier_best) as records`;
    expect(await stats(member)).toEqual({
      totalWorkouts: recount?.workouts,
      totalHours: Math.round(((recount?.minutes ?? 0) / 60) * 10) / 10,
      caloriesBurned: recount?.calories,
      personalRecords: recount?.records,
    });
  });

  it('keeps every maintained figure right when one statement writes many workouts', async () => {
    const member = await api.signUp();
    const [lift] = await api.sql<{ id: string; name: string }[]>`
      select id, name from public.exercise where category = 'strength' and owner_id is null order by name limit 1`;
    if (!lift) throw new Error('The library needs a strength exercise');
    // A session's worth in one statement per table: three lifts on three consecutive days.
    const workouts = await api.sql<{ id: string }[]>`
      insert into public.workout (user_id, name, category, duration, calories_burned, date)
      select ${member.user.id}, ${lift.name}, 'strength', 20, 100, now() - make_interval(days => day)
      from generate_series(0, 2) as day
      returning id`;
    await api.sql`
      insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight)
      select w.id, w.user_id, ${lift.id}, 3, 5, 100 + 10 * extract(epoch from w.date)::bigint % 7
      from public.workout w where w.id = any(${workouts.map((row) => row.id)}::uuid[])`;
    const figures = () => api.sql<
      {
        workouts: number;
        streak: number;
        total_reps: number;
        best: number | null;
        recount_best: number | null;
      }[]
    >`
      select (select total_workouts from public.workout_totals where user_id = ${member.user.id}) as workouts,
             (select streak from public.profile where id = ${member.user.id}) as streak,
             (select coalesce(sum(total_reps), 0)::integer from public.rep_total where user_id = ${member.user.id}) as total_reps,
             (select nullif(heaviest_weight, 0)::float8 from public.exercise_best where user_id = ${member.user.id}) as best,
             (select max(weight)::float8 from public.workout_exercise where user_id = ${member.user.id}) as recount_best`;
    const [logged] = await figures();
    expect(logged).toMatchObject({ workouts: 3, streak: 3, total_reps: 45 });
    expect(logged?.best).toBe(logged?.recount_best);

    await api.sql`delete from public.workout where user_id = ${member.user.id}`;
    expect((await figures())[0]).toEqual({
      workouts: 0,
      streak: 0,
      total_reps: 0,
      best: null,
      recount_best: null,
    });
  });

  it('answers zeros for a new member', async () => {
    const member = await api.signUp();
    expect(await stats(member)).toEqual({
      totalWorkouts: 0,
      totalHours: 0,
      caloriesBurned: 0,
      personalRecords: 0,
    });
  });
});

describe('local days: range, back-dating and the streak', () => {
  async function inZone(member: Member, timeZone: string) {
    const answer = await api.call<User>('PATCH', '/api/user/profile', {
      token: member.token,
      body: { timeZone },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.timeZone).toBe(timeZone);
  }

  const localDay = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(iso),
    );

  it('counts a back-dated session on its own local day', async () => {
    const member = await api.signUp();
    await inZone(member, 'Pacific/Auckland');
    const date = daysAgo(10);
    const workout = await log(member, { date });
    const day = localDay(date, 'Pacific/Auckland');
    const range = await api.call<Workout[]>('GET', `/api/workouts/range/${day}/${day}`, {
      token: member.token,
    });
    expect(range.body.map((found) => found.id)).toEqual([workout.id]);
    const dayBefore = localDay(daysAgo(11), 'Pacific/Auckland');
    const before = await api.call<Workout[]>('GET', `/api/workouts/range/${dayBefore}/${dayBefore}`, {
      token: member.token,
    });
    expect(before.body).toEqual([]);
  });

  it('keeps a streak alive through yesterday and shows 0 once a day is missed', async () => {
    const member = await api.signUp();
    await log(member, { date: daysAgo(1) });
    await log(member, { date: daysAgo(2) });
    expect((await me(member)).streak).toBe(2);
    await log(member, { date: daysAgo(3) });
    expect((await me(member)).streak).toBe(3);

    const lapsed = await api.signUp();
    await log(lapsed, { date: daysAgo(3) });
    await log(lapsed, { date: daysAgo(4) });
    expect((await me(lapsed)).streak).toBe(0);
  });

  it('refuses a time zone the runtime does not know', async () => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('PATCH', '/api/user/profile', {
      token: member.token,
      body: { timeZone: 'Mars/Olympus_Mons' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('timeZone');
  });

  it.each([
    ['2026-02-30/2026-03-01', 'from'],
    ['2026-3-1/2026-03-02', 'from'],
    ['2026-03-10/2026-03-01', 'to'],
    ['2026-01-01/2026-03-04', 'to'],
  ])('rejects the range %s with 400', async (range, field) => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('GET', `/api/workouts/range/${range}`, { token: member.token });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(field);
  });

  it('accepts a range of exactly 62 days', async () => {
    const member = await api.signUp();
    const answer = await api.call('GET', '/api/workouts/range/2026-01-01/2026-03-03', {
      token: member.token,
    });
    expect(answer.status).toBe(200);
  });
});

/**
 * The streak is computed by SQL (private.streak_run_length), so its calendar edge cases are tested
 * there, with workouts written at fixed instants (the API refuses dates over a year old).
 */
describe('streak counting in the member’s zone', () => {
  async function runLength(instants: string[], timeZone: string) {
    const member = await api.signUp();
    for (const instant of instants) {
      await api.sql`
        insert into public.workout (user_id, name, category, duration, calories_burned, date)
        values (${member.user.id}, 'Run', 'cardio', 30, 100, ${instant})`;
    }
    const [row] = await api.sql<{ run: number }[]>`
      select private.streak_run_length(${member.user.id}, ${timeZone}) as run`;
    return row?.run;
  }

  it('counts 23:30 and 00:30 local as two days, and two sessions on one day as one', async () => {
    expect(
      await runLength(
        ['2026-06-10T23:30:00+02:00', '2026-06-11T00:30:00+02:00', '2026-06-11T18:00:00+02:00'],
        'Europe/Berlin',
      ),
    ).toBe(2);
  });

  it('splits days at local midnight, not at UTC midnight', async () => {
    // 22:30 UTC on 10 June is already 11 June in Berlin, the same day as the next session.
    expect(await runLength(['2026-06-10T22:30:00Z', '2026-06-11T12:00:00Z'], 'Europe/Berlin')).toBe(1);
    expect(await runLength(['2026-06-10T22:30:00Z', '2026-06-11T12:00:00Z'], 'UTC')).toBe(2);
  });

  it('runs across month and year ends', async () => {
    expect(
      await runLength(
        ['2026-01-30T08:00:00-05:00', '2026-01-31T08:00:00-05:00', '2026-02-01T08:00:00-05:00'],
        'America/New_York',
      ),
    ).toBe(3);
    expect(
      await runLength(['2025-12-31T20:00:00-05:00', '2026-01-01T07:00:00-05:00'], 'America/New_York'),
    ).toBe(2);
  });

  it('runs across a daylight-saving change, in both directions', async () => {
    // New York springs forward on 8 March 2026 and falls back on 1 November 2026.
    expect(
      await runLength(
        ['2026-03-07T23:30:00-05:00', '2026-03-08T23:30:00-04:00', '2026-03-09T00:15:00-04:00'],
        'America/New_York',
      ),
    ).toBe(3);
    expect(
      await runLength(
        ['2026-10-31T23:45:00-04:00', '2026-11-01T23:45:00-05:00', '2026-11-02T00:05:00-05:00'],
        'America/New_York',
      ),
    ).toBe(3);
  });

  it('counts only the run that ends on the latest day', async () => {
    expect(
      await runLength(
        ['2026-05-01T12:00:00Z', '2026-05-02T12:00:00Z', '2026-05-03T12:00:00Z', '2026-05-05T12:00:00Z'],
        'UTC',
      ),
    ).toBe(1);
  });

  it('recomputes the stored streak when the member moves to another zone', async () => {
    const member = await api.signUp();
    const storedStreak = async () => {
      const [row] = await api.sql<
        { streak: number }[]
      >`select streak from public.profile where id = ${member.user.id}`;
      return row?.streak;
    };
    for (const instant of ['2026-06-10T22:30:00Z', '2026-06-11T12:00:00Z']) {
      await api.sql`
        insert into public.workout (user_id, name, category, duration, calories_burned, date)
        values (${member.user.id}, 'Run', 'cardio', 30, 100, ${instant})`;
    }
    expect(await storedStreak()).toBe(2);
    const answer = await api.call('PATCH', '/api/user/profile', {
      token: member.token,
      body: { timeZone: 'Europe/Berlin' },
    });
    expect(answer.status).toBe(200);
    expect(await storedStreak()).toBe(1);
  });
});

describe('custom exercises (a name the library lacks)', () => {
  const exercises = async (member: Member, query: string) =>
    (await api.call<Exercise[]>('GET', `/api/exercises${query}`, { token: member.token })).body;

  it('logs the session against the member’s own exercise, created on first use with the category sent', async () => {
    const member = await api.signUp();
    const first = await log(member, {
      name: '  Sled Push  ',
      category: 'strength',
      sets: 4,
      reps: 8,
      weight: 180,
    });
    expect(first).toMatchObject({ name: 'Sled Push', category: 'strength', sets: 4 });
    expect(first.exerciseId).not.toBeNull();
    const again = await log(member, { name: 'sled push', category: 'strength' });
    expect(again.exerciseId).toBe(first.exerciseId);
    expect(again.name).toBe('Sled Push');
    expect(await stats(member)).toMatchObject({ totalWorkouts: 2 });

    const own = await exercises(member, '?scope=custom');
    expect(own).toEqual([
      expect.objectContaining({
        id: first.exerciseId,
        name: 'Sled Push',
        category: 'strength',
        custom: true,
      }),
    ]);
    expect((await exercises(member, '?search=sled')).map((exercise) => exercise.name)).toContain('Sled Push');
    expect((await exercises(member, '?scope=library')).every((exercise) => !exercise.custom)).toBe(true);
  });

  it('keeps the first category of a custom exercise, as the library does', async () => {
    const member = await api.signUp();
    await log(member, { name: 'Sandbag Carry', category: 'strength' });
    const answer = await api.call<ErrorBody>('POST', '/api/workouts', {
      token: member.token,
      body: session({ name: 'Sandbag Carry', category: 'cardio' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.category).toBe('Sandbag Carry is a strength exercise');
  });

  it('links a library name in another letter case to the library, not to a new exercise', async () => {
    const member = await api.signUp();
    const workout = await log(member, { name: strength().name.toUpperCase() });
    expect(workout.name).toBe(strength().name);
    expect(await exercises(member, '?scope=custom')).toEqual([]);
  });

  // A log of a name the member can see is one transaction with the look-up inside its inserts;
  // a refusal of that attempt must leave nothing behind, its set log and client id included.
  it('stores nothing of a library lift logged under another category, and its id stays free', async () => {
    const member = await api.signUp();
    const id = crypto.randomUUID();
    const setLog = [{ weight: 135, reps: 5, kind: 'working' as const }];
    const refused = await api.call<ErrorBody>('POST', '/api/workouts', {
      token: member.token,
      body: session({ id, name: exerciseOf('dumbbells').name, setLog }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.category).toBe(`${exerciseOf('dumbbells').name} is a dumbbells exercise`);
    expect(await countWorkouts(member)).toBe(0);
    const [sets] = await api.sql<{ count: number }[]>`
      select count(*)::integer as count from public.workout_set where user_id = ${member.user.id}`;
    expect(sets?.count).toBe(0);
    expect(await stats(member)).toMatchObject({ totalWorkouts: 0 });

    const stored = await log(member, { id, setLog });
    expect(stored).toMatchObject({ id, name: strength().name, sets: 1, weight: 135, reps: 5 });
    expect(stored.setLog).toEqual([{ weight: 135, reps: 5, rpe: null, kind: 'working' }]);
  });

  it('answers a log of a library lift with its exercise, as a read of it answers', async () => {
    const member = await api.signUp();
    const logged = await log(member, {
      name: `  ${strength().name.toLowerCase()} `,
      sets: 3,
      reps: 8,
      weight: 95,
    });
    const [library] = await api.sql<{ id: string }[]>`
      select id from public.exercise where name = ${strength().name} and owner_id is null`;
    expect(logged.exerciseId).toBe(library?.id);
    const read = await api.call<Workout>('GET', `/api/workouts/${logged.id}`, { token: member.token });
    expect(read.body).toEqual(logged);
  });

  it('is visible only to its member, and another member’s same name is their own', async () => {
    const owner = await api.signUp();
    const stranger = await api.signUp();
    const mine = await log(owner, { name: 'Tire Flip', category: 'strength' });
    expect(await exercises(stranger, '?search=tire')).toEqual([]);
    const theirs = await log(stranger, { name: 'Tire Flip', category: 'strength' });
    expect(theirs.exerciseId).not.toBe(mine.exerciseId);

    // Straight through row-level security: no reading, and no adding one in the owner's name.
    const claims = await api.auth.verifyAccessToken(stranger.token);
    const seen = await asUser(
      api.sql,
      claims,
      (tx) => tx`select id from public.exercise where id = ${mine.exerciseId}`,
    );
    expect(seen).toHaveLength(0);
    await expect(
      asUser(
        api.sql,
        claims,
        (tx) =>
          tx`insert into public.exercise (name, category, owner_id) values ('Forged', 'strength', ${owner.user.id})`,
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      asUser(
        api.sql,
        claims,
        (tx) => tx`insert into public.exercise (name, category) values ('Library Forgery', 'yoga')`,
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('is followed by the coach like a library exercise', async () => {
    const member = await api.signUp();
    for (const [index, exertion] of [3, 3, 4, 3].entries()) {
      await log(member, {
        name: 'Kettlebell Complex',
        category: 'dumbbells',
        difficultyLevel: 2,
        perceivedExertion: exertion,
        date: daysAgo(8 - 2 * index),
      });
    }
    const pending = await api.call<PendingAdjustment[]>('GET', '/api/ai-adjustments/pending', {
      token: member.token,
    });
    expect(pending.body).toEqual([
      expect.objectContaining({
        exerciseName: 'Kettlebell Complex',
        currentDifficulty: 2,
        suggestedDifficulty: 3,
      }),
    ]);
  });
});

// A log's inserts carry the transaction's commit with them (asUser's commitWith).
describe('a member transaction that sends its commit with its last statements', () => {
  const storedExercises = async (name: string) =>
    (await api.sql`select id from public.exercise where name = ${name}`).length;

  it('rolls back everything it wrote when a statement sent with the commit fails', async () => {
    const member = await api.signUp();
    const claims = await api.auth.verifyAccessToken(member.token);
    await expect(
      asUser(api.sql, claims, async (tx, commitWith) => {
        await tx`insert into public.exercise (name, category, owner_id) values ('Rolled Back Lift', 'strength', ${member.user.id})`;
        await commitWith(
          tx`insert into public.exercise (name, category) values ('Library Forgery', 'yoga')`.execute(),
        );
      }),
    ).rejects.toThrow(/row-level security/);
    expect(await storedExercises('Rolled Back Lift')).toBe(0);
  });

  it('refuses a statement made after the commit was queued, which would run outside the transaction', async () => {
    const member = await api.signUp();
    const claims = await api.auth.verifyAccessToken(member.token);
    await expect(
      asUser(api.sql, claims, async (tx, commitWith) => {
        await commitWith(tx`select 1`.execute());
        await tx`insert into public.exercise (name, category) values ('Ownerless Lift', 'strength')`;
      }),
    ).rejects.toThrow(/after its transaction’s commit/);
    expect(await storedExercises('Ownerless Lift')).toBe(0);
  });
});
