import { describe, expect, it } from 'vitest';
import type { ExportedSession, ExportedWorkout } from '../contract/data-export.ts';
import { WORKOUTS_CSV_COLUMNS } from '../contract/workouts-csv.ts';
import { csvField, csvText, localDateTime, strongDuration, workoutCsvRows } from './workouts-csv.ts';

const SESSION_ID = '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47';
const ROUTINE_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

const workout = (overrides: Partial<ExportedWorkout>): ExportedWorkout => ({
  id: crypto.randomUUID(),
  exerciseId: null,
  name: 'Barbell Back Squat',
  category: 'strength',
  duration: 30,
  caloriesBurned: 120,
  date: '2026-11-20T17:30:00.000Z',
  difficultyLevel: 3,
  perceivedExertion: 6,
  completionRate: 100,
  sets: null,
  reps: null,
  weight: null,
  distance: null,
  setLog: null,
  sessionId: null,
  sessionPosition: null,
  supersetGroup: null,
  note: null,
  createdAt: '2026-11-20T18:30:00.000Z',
  ...overrides,
});

const session: ExportedSession = {
  id: SESSION_ID,
  startedAt: '2026-11-20T17:30:00.000Z',
  endedAt: '2026-11-20T18:35:00.000Z',
  notes: 'Felt strong',
  routineId: ROUTINE_ID,
  workoutIds: [],
  createdAt: '2026-11-20T18:36:00.000Z',
};

const rowsOf = (workouts: ExportedWorkout[], routineNames = new Map([[ROUTINE_ID, 'Leg day']])) =>
  workoutCsvRows({ workouts, sessions: [session], routineNames, timeZone: 'Europe/Berlin' });

describe('csvField', () => {
  it('writes plain text and numbers as they are, and nothing for a missing value', () => {
    expect([csvField('Bench Press'), csvField(187.5), csvField(0), csvField(null)]).toEqual([
      'Bench Press',
      '187.5',
      '0',
      '',
    ]);
  });

  it('quotes a field holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Seat at 4, narrow grip')).toBe('"Seat at 4, narrow grip"');
    expect(csvField('The "big" one')).toBe('"The ""big"" one"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('leaves a leading formula sign alone: the member gets back exactly what they wrote', () => {
    expect(csvField('=1+1')).toBe('=1+1');
  });
});

describe('csvText', () => {
  it('starts with the header row and ends every line with CRLF', () => {
    expect(csvText([])).toBe(`${WORKOUTS_CSV_COLUMNS.join(',')}\r\n`);
    const [row] = rowsOf([workout({ setLog: [{ weight: 100, reps: 5, rpe: null, kind: 'working' }] })]);
    if (!row) throw new Error('no row');
    const text = csvText([row]);
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text.endsWith('\r\n')).toBe(true);
  });
});

describe('localDateTime and strongDuration', () => {
  it("writes the instant in the member's zone, as Strong does", () => {
    expect(localDateTime('2026-11-20T17:30:05.000Z', 'Europe/Berlin')).toBe('2026-11-20 18:30:05');
    expect(localDateTime('2026-11-20T23:30:00.000Z', 'America/New_York')).toBe('2026-11-20 18:30:00');
    expect(localDateTime('2026-11-20T00:05:00.000Z', 'UTC')).toBe('2026-11-20 00:05:00');
  });

  it('writes minutes, and hours from 60 minutes on', () => {
    expect([strongDuration(45), strongDuration(60), strongDuration(65), strongDuration(0.4)]).toEqual([
      '45m',
      '1h 0m',
      '1h 5m',
      '0m',
    ]);
  });
});

describe('workoutCsvRows', () => {
  it('writes one row per logged set: numbered working sets, W, D and F for the other kinds, pounds', () => {
    const rows = rowsOf([
      workout({
        sessionId: SESSION_ID,
        sessionPosition: 0,
        note: 'Belt on',
        setLog: [
          { weight: 95, reps: 10, rpe: null, kind: 'warmup' },
          { weight: 185, reps: 5, rpe: 7.5, kind: 'working' },
          { weight: 185, reps: 5, rpe: 8, kind: 'working' },
          { weight: 135, reps: 12, rpe: null, kind: 'drop' },
          { weight: 155, reps: 9, rpe: 10, kind: 'failure' },
        ],
      }),
    ]);
    expect(rows.map((row) => [row['Set Order'], row.Weight, row.Reps, row.RPE, row['Weight Unit']])).toEqual([
      ['W', 95, 10, null, 'lbs'],
      [1, 185, 5, 7.5, 'lbs'],
      [2, 185, 5, 8, 'lbs'],
      ['D', 135, 12, null, 'lbs'],
      ['F', 155, 9, 10, 'lbs'],
    ]);
    expect(rows[0]).toMatchObject({
      Date: '2026-11-20 18:30:00',
      'Workout Name': 'Leg day',
      Duration: '1h 5m',
      'Exercise Name': 'Barbell Back Squat',
      Notes: 'Belt on',
      'Workout Notes': 'Felt strong',
      Distance: null,
      Seconds: null,
      'Distance Unit': null,
    });
  });

  it('writes a cardio entry as one row with its distance in miles and its seconds', () => {
    const rows = rowsOf([workout({ name: 'Running', category: 'cardio', duration: 25, distance: 3.1 })]);
    expect(rows).toEqual([
      expect.objectContaining({
        'Workout Name': 'Running',
        Duration: '25m',
        'Set Order': 1,
        Weight: null,
        Reps: null,
        Distance: 3.1,
        Seconds: 1500,
        'Distance Unit': 'mi',
        'Weight Unit': null,
        'Workout Notes': null,
      }),
    ]);
  });

  it('writes a workout logged as a summary as one row per set, and one row when it has none', () => {
    const rows = rowsOf([
      workout({ sets: 3, reps: 5, weight: 135 }),
      workout({ name: 'Sun Salutation', category: 'yoga', duration: 20 }),
      workout({ name: 'Plank', sets: null, reps: null, weight: null }),
    ]);
    expect(
      rows.map((row) => [row['Exercise Name'], row['Set Order'], row.Weight, row.Reps, row.Seconds]),
    ).toEqual([
      ['Barbell Back Squat', 1, 135, 5, null],
      ['Barbell Back Squat', 2, 135, 5, null],
      ['Barbell Back Squat', 3, 135, 5, null],
      ['Sun Salutation', 1, null, null, 1200],
      ['Plank', 1, null, null, null],
    ]);
  });

  it('names a session without a routine "Workout"', () => {
    const [row] = rowsOf(
      [workout({ sessionId: SESSION_ID, setLog: [{ weight: 50, reps: 8, rpe: null, kind: 'working' }] })],
      new Map(),
    );
    expect(row?.['Workout Name']).toBe('Workout');
  });
});
