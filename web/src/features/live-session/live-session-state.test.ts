import { describe, expect, it } from 'vitest';
import {
  type LiveSession,
  type LiveSessionAction,
  liveSessionReducer,
  poundsOfSet,
  problemForTick,
  startLiveSession,
} from './live-session-state.ts';

/** The item at `index`, failing the test when there is none. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

const ID = '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47';
const T0 = Date.parse('2026-11-25T17:00:00Z');

const run = (session: LiveSession, ...actions: LiveSessionAction[]) =>
  actions.reduce(liveSessionReducer, session);

function twoExercises(units: 'metric' | 'imperial' = 'imperial') {
  return startLiveSession({
    id: ID,
    now: T0,
    units,
    exercises: [
      { name: 'Barbell Bench Press', category: 'strength', sets: [{ weight: 135, reps: 8 }, {}] },
      { name: 'Dumbbell Row', category: 'dumbbells', restSeconds: 60 },
    ],
  });
}

const bench = (session: LiveSession) => at(session.exercises, 0);
const row = (session: LiveSession) => at(session.exercises, 1);

describe('starting a live session', () => {
  it('fills planned weights and reps into the sets and gives an exercise without plans one empty set', () => {
    const session = twoExercises();
    expect(bench(session).sets.map(({ weight, reps }) => [weight, reps])).toEqual([
      ['135', '8'],
      ['', ''],
    ]);
    expect(row(session).sets).toHaveLength(1);
  });

  it('gives every exercise and set its own key', () => {
    const session = twoExercises();
    const keys = session.exercises.flatMap((exercise) => [
      exercise.key,
      ...exercise.sets.map((set) => set.key),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('ticking a set', () => {
  it('records last session’s weight and reps when both fields are empty', () => {
    const session = twoExercises();
    const set = at(bench(session).sets, 1);
    const after = run(session, {
      type: 'completeSet',
      exerciseKey: bench(session).key,
      setKey: set.key,
      previous: { weight: 140, reps: 6 },
      now: T0,
    });
    expect(bench(after).sets[1]).toMatchObject({ weight: '140', reps: '6', done: true });
  });

  it('keeps what the member typed over last session’s values', () => {
    const session = twoExercises();
    const first = at(bench(session).sets, 0);
    const after = run(session, {
      type: 'completeSet',
      exerciseKey: bench(session).key,
      setKey: first.key,
      previous: { weight: 140, reps: 6 },
      now: T0,
    });
    expect(bench(after).sets[0]).toMatchObject({ weight: '135', reps: '8', done: true });
  });

  it('refuses a set with nothing typed and no previous set', () => {
    const session = twoExercises();
    const after = run(session, {
      type: 'completeSet',
      exerciseKey: row(session).key,
      setKey: at(row(session).sets, 0).key,
      previous: null,
      now: T0,
    });
    expect(after).toBe(session);
    expect(problemForTick({ weight: '', reps: '8' }, null, 'imperial')).toBe('Enter a weight');
  });

  it('refuses a weight the server would not take, in the session’s unit', () => {
    expect(problemForTick({ weight: '908', reps: '1' }, null, 'metric')).toBe(
      'Weight must be between 0 and 907.18 kg',
    );
    expect(problemForTick({ weight: '62.125', reps: '1' }, null, 'metric')).toBe(
      'Weight can have at most 2 decimals',
    );
    expect(problemForTick({ weight: '908', reps: '1' }, null, 'imperial')).toBeNull();
  });

  it('starts the exercise’s rest from the moment of the tick, 90 s by default', () => {
    const session = twoExercises();
    const after = run(session, {
      type: 'completeSet',
      exerciseKey: bench(session).key,
      setKey: at(bench(session).sets, 0).key,
      previous: null,
      now: T0 + 5000,
    });
    expect(after.rest).toEqual({ endsAt: T0 + 5000 + 90_000, totalSeconds: 90 });
  });

  it('uses the routine’s rest time when it gives one', () => {
    const session = twoExercises();
    const after = run(session, {
      type: 'completeSet',
      exerciseKey: row(session).key,
      setKey: at(row(session).sets, 0).key,
      previous: { weight: 50, reps: 10 },
      now: T0,
    });
    expect(after.rest?.totalSeconds).toBe(60);
  });
});

describe('units', () => {
  it('fills a routine’s planned pounds in a metric member’s kilograms, recorded as planned', () => {
    const session = twoExercises('metric');
    const planned = at(bench(session).sets, 0);
    expect(planned.weight).toBe('61.23');
    expect(poundsOfSet(planned, 'metric')).toBe(135);
  });

  it('records a typed 62.5 kg as 137.79 lb, and an empty field as last session’s exact pounds', () => {
    const session = twoExercises('metric');
    const typed = run(
      session,
      {
        type: 'editSet',
        exerciseKey: bench(session).key,
        setKey: at(bench(session).sets, 0).key,
        field: 'weight',
        value: '62,5',
      },
      {
        type: 'completeSet',
        exerciseKey: bench(session).key,
        setKey: at(bench(session).sets, 0).key,
        previous: null,
        now: T0,
      },
      {
        type: 'completeSet',
        exerciseKey: bench(session).key,
        setKey: at(bench(session).sets, 1).key,
        previous: { weight: 135, reps: 5 },
        now: T0,
      },
    );
    const [first, second] = bench(typed).sets;
    expect(first).toMatchObject({ weight: '62.5', done: true });
    expect(poundsOfSet(at(bench(typed).sets, 0), 'metric')).toBe(137.79);
    expect(second).toMatchObject({ weight: '61.23', reps: '5', done: true });
    expect(poundsOfSet(at(bench(typed).sets, 1), 'metric')).toBe(135);
  });

  it('re-expresses every weight when the member changes units, and back without a drift', () => {
    const session = run(twoExercises('metric'), {
      type: 'editSet',
      exerciseKey: bench(twoExercises('metric')).key,
      setKey: at(bench(twoExercises('metric')).sets, 1).key,
      field: 'weight',
      value: '62.5',
    });
    const imperial = run(session, { type: 'changeUnits', units: 'imperial' });
    expect(imperial.units).toBe('imperial');
    expect(bench(imperial).sets.map((set) => set.weight)).toEqual(['135', '137.79']);
    const back = run(imperial, { type: 'changeUnits', units: 'metric' });
    expect(bench(back).sets.map((set) => set.weight)).toEqual(['61.23', '62.5']);
    expect(bench(back).sets.map((set) => poundsOfSet(set, 'metric'))).toEqual([135, 137.79]);
  });
});

describe('the rest timer', () => {
  const resting = () =>
    run(twoExercises(), {
      type: 'completeSet',
      exerciseKey: bench(twoExercises()).key,
      setKey: at(bench(twoExercises()).sets, 0).key,
      previous: null,
      now: T0,
    });

  it('moves the end by 15 s either way', () => {
    const after = run(resting(), { type: 'adjustRest', seconds: 15, now: T0 + 1000 });
    expect(after.rest).toEqual({ endsAt: T0 + 105_000, totalSeconds: 105 });
    expect(run(after, { type: 'adjustRest', seconds: -15, now: T0 + 2000 }).rest?.endsAt).toBe(T0 + 90_000);
  });

  it('ends when less is left than is taken off', () => {
    expect(run(resting(), { type: 'adjustRest', seconds: -15, now: T0 + 80_000 }).rest).toBeNull();
  });

  it('ends on skip', () => {
    expect(run(resting(), { type: 'endRest' }).rest).toBeNull();
  });
});

describe('sets and notes', () => {
  it('adds a set of the same kind as the last one and removes a chosen set', () => {
    let session = twoExercises();
    const exerciseKey = bench(session).key;
    session = run(session, {
      type: 'editSet',
      exerciseKey,
      setKey: at(bench(session).sets, 1).key,
      field: 'kind',
      value: 'drop',
    });
    session = run(session, { type: 'addSet', exerciseKey });
    expect(bench(session).sets.map((set) => set.kind)).toEqual(['working', 'drop', 'drop']);
    session = run(session, { type: 'removeSet', exerciseKey, setKey: at(bench(session).sets, 0).key });
    expect(bench(session).sets).toHaveLength(2);
  });

  it('ignores a kind that is not one', () => {
    const session = twoExercises();
    const after = run(session, {
      type: 'editSet',
      exerciseKey: bench(session).key,
      setKey: at(bench(session).sets, 0).key,
      field: 'kind',
      value: 'heavy',
    });
    expect(after).toBe(session);
  });

  it('keeps a note per exercise', () => {
    const session = twoExercises();
    const after = run(session, { type: 'editNote', exerciseKey: row(session).key, note: 'Bench at 30°' });
    expect(row(after).note).toBe('Bench at 30°');
    expect(bench(after).note).toBe('');
  });
});

describe('supersets', () => {
  it('links an exercise with the next under a new group number', () => {
    const session = twoExercises();
    const after = run(session, { type: 'linkWithNext', exerciseKey: bench(session).key });
    expect(after.exercises.map((exercise) => exercise.supersetGroup)).toEqual([1, 1]);
  });

  it('lets a third exercise join the group of the one before it', () => {
    let session = run(twoExercises(), {
      type: 'addExercise',
      exercise: { name: 'Plank', category: 'strength', supersetGroup: null },
    });
    session = run(session, { type: 'linkWithNext', exerciseKey: bench(session).key });
    session = run(session, { type: 'linkWithNext', exerciseKey: row(session).key });
    expect(session.exercises.map((exercise) => exercise.supersetGroup)).toEqual([1, 1, 1]);
  });

  it('dissolves a group left with a single exercise', () => {
    let session = twoExercises();
    session = run(session, { type: 'linkWithNext', exerciseKey: bench(session).key });
    session = run(session, { type: 'unlink', exerciseKey: row(session).key });
    expect(session.exercises.map((exercise) => exercise.supersetGroup)).toEqual([null, null]);
  });

  it('moves to the next exercise of the group without a rest, and rests after the round', () => {
    let session = twoExercises();
    session = run(session, { type: 'linkWithNext', exerciseKey: bench(session).key });
    session = run(session, {
      type: 'completeSet',
      exerciseKey: bench(session).key,
      setKey: at(bench(session).sets, 0).key,
      previous: null,
      now: T0,
    });
    expect(session.rest).toBeNull();
    expect(session.focus).toEqual({ exerciseKey: row(session).key, setKey: at(row(session).sets, 0).key });
    session = run(session, {
      type: 'completeSet',
      exerciseKey: row(session).key,
      setKey: at(row(session).sets, 0).key,
      previous: { weight: 50, reps: 10 },
      now: T0 + 30_000,
    });
    expect(session.rest).toEqual({ endsAt: T0 + 90_000, totalSeconds: 60 });
    expect(session.focus).toEqual({
      exerciseKey: bench(session).key,
      setKey: at(bench(session).sets, 1).key,
    });
  });

  it('removing an exercise of a pair leaves its partner alone', () => {
    let session = twoExercises();
    session = run(session, { type: 'linkWithNext', exerciseKey: bench(session).key });
    session = run(session, { type: 'removeExercise', exerciseKey: bench(session).key });
    expect(session.exercises).toHaveLength(1);
    expect(session.exercises[0]?.supersetGroup).toBeNull();
  });
});
