import { createWorkoutSessionBodySchema, routineBodySchema } from '@contract/strength-log.ts';
import { describe, expect, it } from 'vitest';
import { finishSummaryOf, recordLabel, routineBodyOf, sessionBodyOf } from './finish.ts';
import {
  type LiveSession,
  type LiveSessionAction,
  liveSessionReducer,
  startLiveSession,
} from './live-session-state.ts';

/** The item at `index`, failing the test when there is none. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

function sent(session: LiveSession, endedAt: number) {
  const body = sessionBodyOf(session, endedAt);
  if (!body) throw new Error('nothing to send');
  return body;
}

const ID = '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47';
const T0 = Date.parse('2026-11-25T17:00:00Z');

const run = (session: LiveSession, ...actions: LiveSessionAction[]) =>
  actions.reduce(liveSessionReducer, session);

function tick(session: LiveSession, exerciseIndex: number, setIndex: number): LiveSession {
  const exercise = at(session.exercises, exerciseIndex);
  return run(session, {
    type: 'completeSet',
    exerciseKey: exercise.key,
    setKey: at(exercise.sets, setIndex).key,
    previous: null,
    now: T0,
  });
}

function workout(startedAt = T0) {
  let session = startLiveSession({
    id: ID,
    now: startedAt,
    units: 'imperial',
    routineId: null,
    exercises: [
      {
        name: 'Barbell Bench Press',
        category: 'strength',
        restSeconds: 120,
        sets: [
          { weight: 95, reps: 10 },
          { weight: 135, reps: 8 },
          { weight: 135, reps: 7 },
        ],
      },
      { name: 'Dumbbell Row', category: 'dumbbells', sets: [{ weight: 50, reps: 10 }] },
      { name: 'Pull-Up', category: 'strength', sets: [{ weight: 0, reps: 8 }] },
    ],
  });
  const bench = at(session.exercises, 0);
  session = run(session, {
    type: 'editSet',
    exerciseKey: bench.key,
    setKey: at(bench.sets, 0).key,
    field: 'kind',
    value: 'warmup',
  });
  session = run(session, {
    type: 'editSet',
    exerciseKey: bench.key,
    setKey: at(bench.sets, 1).key,
    field: 'rpe',
    value: '8.5',
  });
  session = run(session, { type: 'editNote', exerciseKey: bench.key, note: ' Narrow grip ' });
  return tick(tick(tick(session, 0, 0), 0, 1), 1, 0);
}

describe('sessionBodyOf', () => {
  it('sends only ticked sets and leaves out exercises without one', () => {
    const body = sent(workout(), T0 + 3_600_000);
    expect(body.exercises.map((exercise) => exercise.name)).toEqual(['Barbell Bench Press', 'Dumbbell Row']);
    expect(body.exercises[0]?.sets).toEqual([
      { weight: 95, reps: 10, kind: 'warmup' },
      { weight: 135, reps: 8, kind: 'working', rpe: 8.5 },
    ]);
    expect(body.exercises[0]?.note).toBe('Narrow grip');
  });

  it('is what the server accepts', () => {
    const now = Date.now();
    const parsed = createWorkoutSessionBodySchema.safeParse(sessionBodyOf(workout(now - 3_600_000), now));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("sends a metric member's kilograms as the pounds that read back as typed", () => {
    let session = startLiveSession({
      id: ID,
      now: T0,
      units: 'metric',
      exercises: [
        { name: 'Barbell Back Squat', category: 'strength', sets: [{ reps: 5 }, { weight: 135, reps: 5 }] },
      ],
    });
    const squat = at(session.exercises, 0);
    session = run(session, {
      type: 'editSet',
      exerciseKey: squat.key,
      setKey: at(squat.sets, 0).key,
      field: 'weight',
      value: '62.5',
    });
    const body = sent(tick(tick(session, 0, 0), 0, 1), T0 + 600_000);
    expect(body.exercises[0]?.sets?.map((set) => set.weight)).toEqual([137.79, 135]);
  });

  it('has nothing to send when no set was ticked', () => {
    expect(
      sessionBodyOf(
        startLiveSession({
          id: ID,
          now: T0,
          units: 'imperial',
          exercises: [{ name: 'Deadlift', category: 'strength' }],
        }),
        T0,
      ),
    ).toBeNull();
  });

  it('numbers supersets from 1 and drops a group of which one exercise was done', () => {
    let session = workout();
    session = run(session, { type: 'linkWithNext', exerciseKey: at(session.exercises, 1).key });
    session = {
      ...session,
      exercises: session.exercises.map((e) => (e.supersetGroup ? { ...e, supersetGroup: 7 } : e)),
    };
    expect(sent(session, T0).exercises.map((exercise) => exercise.supersetGroup)).toEqual([null, null]);
    session = tick(session, 2, 0);
    expect(sent(session, T0).exercises.map((exercise) => exercise.supersetGroup)).toEqual([null, 1, 1]);
  });
});

describe('finishSummaryOf', () => {
  it('adds up duration, volume and sets, warm-ups left out', () => {
    const summary = finishSummaryOf(sent(workout(), T0 + 45 * 60_000));
    expect(summary).toEqual({ durationSeconds: 2700, totalVolume: 135 * 8 + 50 * 10, sets: 2, exercises: 2 });
  });
});

describe('recordLabel', () => {
  it('names the record and its value with its unit', () => {
    expect(recordLabel({ kind: 'heaviestWeight', value: 200 }, 'imperial')).toBe('Heaviest weight 200 lb');
    expect(recordLabel({ kind: 'bestEstimatedOneRepMax', value: 233.3 }, 'imperial')).toBe(
      'Best estimated 1RM 233.3 lb',
    );
    expect(recordLabel({ kind: 'mostReps', value: 12 }, 'imperial')).toBe('Most reps 12');
    expect(recordLabel({ kind: 'heaviestWeight', value: 137.79 }, 'metric')).toBe('Heaviest weight 62.5 kg');
    expect(recordLabel({ kind: 'bestSetVolume', value: 1102.32 }, 'metric')).toBe('Best set volume 500 kg');
  });
});

describe('routineBodyOf', () => {
  it('plans the done weights and reps with each exercise’s rest, as the server accepts it', () => {
    const routine = routineBodyOf(' Push day ', workout());
    expect(routine).toEqual({
      name: 'Push day',
      exercises: [
        {
          name: 'Barbell Bench Press',
          category: 'strength',
          restSeconds: 120,
          supersetGroup: null,
          sets: [
            { weight: 95, reps: 10 },
            { weight: 135, reps: 8 },
          ],
        },
        {
          name: 'Dumbbell Row',
          category: 'dumbbells',
          restSeconds: 90,
          supersetGroup: null,
          sets: [{ weight: 50, reps: 10 }],
        },
      ],
    });
    expect(routineBodySchema.safeParse(routine).success).toBe(true);
  });
});
