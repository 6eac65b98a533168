import { milesFrom, poundsFrom } from '@contract/units.ts';
import { BACKDATE_LIMIT_DAYS } from '@contract/workout-rules.ts';
import { createWorkoutBodySchema, updateWorkoutBodySchema, type Workout } from '@contract/workouts.ts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/field-errors.ts';
import {
  detailBounds,
  newWorkoutValues,
  sessionFields,
  unitErrors,
  valuesOfWorkout,
  whenBounds,
} from './workout-form-values.ts';

const now = new Date(2026, 10, 23, 18, 30);

const squat: Workout = {
  id: '7b0c5e0e-3f0a-4d8e-9a4e-1f2b3c4d5e6f',
  exerciseId: null,
  name: 'Barbell Back Squat',
  category: 'strength',
  duration: 45,
  caloriesBurned: 198,
  date: new Date(2026, 10, 20, 7, 15).toISOString(),
  difficultyLevel: 3,
  perceivedExertion: null,
  completionRate: 100,
  sets: 5,
  reps: 5,
  weight: 185,
  distance: null,
  setLog: null,
  sessionId: null,
  note: null,
};

describe('the workout form', () => {
  it('starts a new session now, at the suggested difficulty and length', () => {
    const values = newWorkoutValues({ category: 'cardio', difficulty: 4, duration: 20 }, now);
    expect(values).toMatchObject({ when: '2026-11-23T18:30', difficulty: 4, exertion: 5, duration: 20 });
    expect(newWorkoutValues({ category: 'yoga' }, now)).toMatchObject({ difficulty: 3, duration: 30 });
  });

  it('sends the figures a logged session was opened with unchanged', () => {
    expect(sessionFields(valuesOfWorkout(squat, 'imperial'), 'imperial', { now })).toEqual({
      duration: 45,
      difficultyLevel: 3,
      perceivedExertion: 5,
      caloriesBurned: 198,
      date: squat.date,
      sets: 5,
      reps: 5,
      weight: 185,
    });
  });

  it('reads an empty When as now', () => {
    const values = { ...newWorkoutValues({ category: 'yoga' }, now), when: '' };
    expect(sessionFields(values, 'imperial', { now }).date).toBe(now.toISOString());
  });

  it('passes a When no date can be read from to the schema, which reports it under the field', () => {
    const values = { ...newWorkoutValues({ category: 'yoga' }, now), when: 'last tuesday' };
    const parsed = updateWorkoutBodySchema.safeParse(sessionFields(values, 'imperial', { now }));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error).date).toMatch(/^Date /);
  });

  it('sends only the details the category has, an empty one as null so an edit clears it', () => {
    const strength = { ...valuesOfWorkout(squat, 'imperial'), reps: ' ', distance: '3' };
    expect(sessionFields(strength, 'imperial', { now })).toMatchObject({ sets: 5, reps: null, weight: 185 });
    expect(sessionFields(strength, 'imperial', { now })).not.toHaveProperty('distance');
    const running = { ...newWorkoutValues({ category: 'cardio' }, now), sets: '3', distance: '3.1' };
    expect(sessionFields(running, 'imperial', { now })).toMatchObject({ distance: 3.1 });
    expect(sessionFields(running, 'imperial', { now })).not.toHaveProperty('sets');
  });

  it('offers dates from the backdate limit up to now, for logging and correcting alike', () => {
    const bounds = whenBounds(now);
    expect(bounds.max).toBe('2026-11-23T18:30');
    const earliest = new Date(bounds.min);
    const daysBack = Math.round((now.getTime() - earliest.getTime()) / 86_400_000);
    expect(daysBack).toBe(BACKDATE_LIMIT_DAYS);
  });

  it('bounds each detail input where the server does', () => {
    const body = (field: string, value: number) =>
      createWorkoutBodySchema.safeParse({
        name: 'Test',
        category: field === 'distance' ? 'cardio' : 'strength',
        duration: 30,
        caloriesBurned: 132,
        [field]: value,
      }).success;
    for (const [field, { min, max }] of Object.entries(detailBounds('imperial'))) {
      expect(min, field).toBeTypeOf('number');
      expect(max, field).toBeTypeOf('number');
      expect(body(field, max as number), `${field} at its max`).toBe(true);
      expect(body(field, (max as number) + 1), `${field} above its max`).toBe(false);
      expect(body(field, (min as number) - 1), `${field} below its min`).toBe(false);
    }
    // A metric member's largest weight and distance are stored within the same bounds.
    const metric = detailBounds('metric');
    expect(body('weight', poundsFrom(metric.weight.max, 'metric'))).toBe(true);
    expect(body('weight', poundsFrom(metric.weight.max + 0.01, 'metric'))).toBe(false);
    expect(body('distance', milesFrom(metric.distance.max, 'metric'))).toBe(true);
  });

  it("sends a metric member's kilograms and kilometres as pounds and miles", () => {
    const lift = { ...newWorkoutValues({ category: 'strength' }, now), sets: '3', reps: '5', weight: '62.5' };
    expect(sessionFields(lift, 'metric', { now })).toMatchObject({ weight: 137.79 });
    const run = { ...newWorkoutValues({ category: 'cardio' }, now), distance: '5.03' };
    expect(sessionFields(run, 'metric', { now })).toMatchObject({ distance: 3.125 });
  });

  it('opens a logged weight in kilograms and sends it back unchanged when it was not touched', () => {
    const values = valuesOfWorkout(squat, 'metric');
    expect(values.weight).toBe('83.91');
    expect(sessionFields(values, 'metric', { now, original: squat }).weight).toBe(185);
    expect(sessionFields({ ...values, weight: '84' }, 'metric', { now, original: squat }).weight).toBe(
      185.19,
    );
  });

  it('names a weight or distance out of range in the member’s unit', () => {
    const lift = { ...newWorkoutValues({ category: 'strength' }, now), weight: '1000' };
    expect(unitErrors(lift, 'metric')).toEqual({ weight: 'Weight must be between 0 and 907.18 kg' });
    expect(unitErrors(lift, 'imperial')).toEqual({});
    const run = { ...newWorkoutValues({ category: 'cardio' }, now), distance: '0' };
    expect(unitErrors(run, 'metric')).toEqual({ distance: 'Distance must be more than 0 km' });
  });
});

it('starts the form at the moment it is given instead of now', () => {
  expect(newWorkoutValues({ category: 'yoga', when: new Date(2026, 10, 20, 18, 30) }, now).when).toBe(
    '2026-11-20T18:30',
  );
});
