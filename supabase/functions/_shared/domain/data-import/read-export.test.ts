import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UnreadableFile } from './read-csv.ts';
import {
  type CsvImportOptions,
  readCsvExport,
  UnknownLayoutError,
  WeightUnitNeededError,
} from './read-export.ts';
import type { ImportPlan, PlannedSession } from './sessions.ts';

const FIXTURES = new URL('../../../../../tests/fixtures/imports/', import.meta.url);
const NOW = new Date('2026-11-26T12:00:00Z');

function streamOf(text: string, size = 64): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

const fixture = (file: string) => readFileSync(new URL(file, FIXTURES), 'utf8');

async function plan(text: string, options: CsvImportOptions = {}, timeZone = 'UTC'): Promise<ImportPlan> {
  const { collector } = await readCsvExport(streamOf(text), options);
  return collector.finish({ timeZone, now: NOW });
}

/** A session as a test reads it: names, set kinds and figures. */
const outline = (session: PlannedSession) => ({
  startedAt: session.startedAt.toISOString(),
  endedAt: session.endedAt.toISOString(),
  title: session.title,
  notes: session.notes,
  exercises: session.exercises.map((exercise) => ({
    name: exercise.name,
    note: exercise.note,
    supersetKey: exercise.supersetKey,
    sets: exercise.sets.map((set) =>
      [set.kind, set.weight, set.reps, set.rpe, set.distance, set.seconds].join(' '),
    ),
  })),
});

describe("Strong's comma layout", () => {
  it('reads sessions, set kinds, notes and lengths, in the weight unit the request names', async () => {
    const { sessions, unreadable } = await plan(fixture('strong-comma.csv'), { weightUnit: 'kg' });
    expect(unreadable).toEqual({ total: 0, rows: [] });
    expect(sessions.map(outline)).toEqual([
      {
        startedAt: '2024-01-08T17:02:11.000Z',
        endedAt: '2024-01-08T18:07:11.000Z',
        title: 'Legs',
        notes: 'Legs',
        exercises: [
          {
            name: 'Barbell Back Squat',
            note: 'Belt from set 2',
            supersetKey: null,
            sets: [
              'warmup 132.28 8   ',
              'working 220.46 5 7  ',
              'working 220.46 5 8  ',
              'working 220.46 5 8.5  ',
              'drop 176.37 8   ',
            ],
          },
          {
            name: 'Leg Extension',
            note: null,
            supersetKey: null,
            sets: ['working 88.18 12   ', 'working 88.18 12   '],
          },
        ],
      },
      {
        startedAt: '2024-01-10T18:15:00.000Z',
        endedAt: '2024-01-10T19:00:00.000Z',
        title: 'Push',
        notes: 'Push\nFelt strong',
        exercises: [
          {
            name: 'Bench Press',
            note: null,
            supersetKey: null,
            sets: ['working 176.37 5   ', 'working 176.37 5   ', 'working 181.88 4 9  '],
          },
          {
            name: 'Cable Crossover',
            note: 'Low to high',
            supersetKey: null,
            sets: ['working 33.07 12   ', 'working 33.07 12   '],
          },
          // Kilometres beside kilograms: 3 km is 1.86 miles.
          { name: 'Running', note: null, supersetKey: null, sets: ['working 0 0  1.86 1200'] },
        ],
      },
    ]);
  });

  it('needs the weight unit named, and reads pounds as they are', async () => {
    await expect(plan(fixture('strong-comma.csv'))).rejects.toThrow(WeightUnitNeededError);
    const { sessions } = await plan(fixture('strong-comma.csv'), { weightUnit: 'lb', distanceUnit: 'km' });
    expect(sessions[0]?.exercises[0]?.sets[1]).toMatchObject({ weight: 100, reps: 5 });
    expect(sessions[1]?.exercises[2]?.sets[0]).toMatchObject({ distance: 1.86 });
  });

  it("reads the wall clock in the member's time zone", async () => {
    const { sessions } = await plan(fixture('strong-comma.csv'), { weightUnit: 'kg' }, 'America/New_York');
    expect(sessions[0]?.startedAt.toISOString()).toBe('2024-01-08T22:02:11.000Z');
  });
});

describe("Strong's semicolon layout with unit columns", () => {
  it('converts each row by its own units, reads decimal commas and estimates a length not recorded', async () => {
    const { sessions, unreadable } = await plan(fixture('strong-semicolon-units.csv'));
    expect(unreadable.total).toBe(0);
    expect(sessions.map(outline)).toEqual([
      {
        startedAt: '2019-01-11T12:31:54.000Z',
        // 5 sets at 3 minutes each
        endedAt: '2019-01-11T12:46:54.000Z',
        title: 'Leg',
        notes: 'Leg',
        exercises: [
          {
            name: 'Deadlift',
            note: 'Mixed grip',
            supersetKey: null,
            sets: ['warmup 132.28 5   ', 'working 308.65 5 8  ', 'working 308.65 5 8.5  '],
          },
          {
            name: 'Hip Thrust',
            note: null,
            supersetKey: null,
            sets: ['working 225 10   ', 'working 225 10   '],
          },
        ],
      },
      {
        startedAt: '2019-01-13T07:45:10.000Z',
        endedAt: '2019-01-13T07:48:10.000Z',
        title: 'Ride',
        notes: 'Ride\nEasy spin',
        exercises: [{ name: 'Cycling', note: null, supersetKey: null, sets: ['working 0 0  10 1800'] }],
      },
    ]);
  });
});

describe("Strong's quoted layout with the units in the header", () => {
  it('reads kilograms, metres, decimal commas and 12-hour times after no-break spaces', async () => {
    const { sessions, unreadable } = await plan(fixture('strong-quoted-kg.csv'));
    expect(unreadable.total).toBe(0);
    expect(sessions.map(outline)).toEqual([
      {
        startedAt: '2024-03-05T18:05:00.000Z',
        endedAt: '2024-03-05T19:10:00.000Z',
        title: 'Upper',
        notes: 'Upper',
        exercises: [
          {
            name: 'Bench Press',
            note: null,
            supersetKey: null,
            sets: ['warmup 88.18 10   ', 'working 93.7 8 7.5  ', 'working 93.7 8 8  '],
          },
          { name: 'Pull-Up', note: 'Bodyweight', supersetKey: null, sets: ['working 0 10   '] },
          { name: 'Indoor Rowing', note: null, supersetKey: null, sets: ['working 0 0  1.24 480'] },
        ],
      },
      {
        startedAt: '2024-03-07T07:30:00.000Z',
        endedAt: '2024-03-07T07:45:00.000Z',
        title: 'Core',
        notes: 'Core\nShort one',
        exercises: [
          { name: 'Plank', note: null, supersetKey: null, sets: ['working 0 0   60', 'working 0 0   45'] },
        ],
      },
    ]);
  });
});

describe("Hevy's layout", () => {
  it('reads every set type, supersets, notes and the end time, in kilograms', async () => {
    const { sessions, unreadable } = await plan(fixture('hevy-kg.csv'));
    expect(unreadable.total).toBe(0);
    expect(sessions.map(outline)).toEqual([
      {
        startedAt: '2025-01-12T18:05:00.000Z',
        endedAt: '2025-01-12T19:10:00.000Z',
        title: 'Push Day',
        notes: 'Push Day\nGood session',
        exercises: [
          {
            name: 'Bench Press',
            note: 'Pause reps',
            supersetKey: null,
            sets: ['warmup 88.18 10   ', 'working 176.37 5 8  ', 'failure 176.37 4 10  '],
          },
          {
            name: 'Lateral Raise',
            note: null,
            supersetKey: '0',
            sets: ['working 22.05 12   ', 'drop 13.23 10   '],
          },
          {
            name: 'Triceps Pushdown (Cable)',
            note: null,
            supersetKey: '0',
            sets: ['working 55.12 12   ', 'working 55.12 10   '],
          },
        ],
      },
      {
        startedAt: '2025-01-14T07:30:00.000Z',
        endedAt: '2025-01-14T08:02:00.000Z',
        title: 'Morning Run',
        notes: 'Morning Run',
        exercises: [{ name: 'Running', note: null, supersetKey: null, sets: ['working 0 0  3.23 1800'] }],
      },
    ]);
  });

  it('reads pounds and miles', async () => {
    const { sessions } = await plan(fixture('hevy-lbs.csv'));
    expect(sessions.map(outline).map((session) => session.exercises)).toEqual([
      [
        { name: 'Deadlift', note: null, supersetKey: null, sets: ['warmup 135 5   ', 'working 315 5 8.5  '] },
        {
          name: 'Dumbbell Curl',
          note: null,
          supersetKey: '1',
          sets: ['working 30 10   ', 'failure 30 8 10  '],
        },
        {
          name: 'Face Pull (Cable)',
          note: 'Rope',
          supersetKey: '1',
          sets: ['working 50 15   ', 'drop 40 12   '],
        },
      ],
      [{ name: 'Brisk Walking', note: null, supersetKey: null, sets: ['working 0 0  2.1 2400'] }],
    ]);
  });
});

describe('rows that cannot be read', () => {
  it('are listed by line with their reason, and the rest is read', async () => {
    const { sessions, unreadable } = await plan(fixture('strong-bad-rows.csv'), { weightUnit: 'kg' });
    expect(unreadable).toEqual({
      total: 3,
      rows: [
        { line: 3, reason: 'Weight is not a number: "heavy"' },
        { line: 5, reason: 'The date is in the future' },
        { line: 6, reason: 'Set Order is not a set number, W, D, F, Rest Timer or Note: "X"' },
      ],
    });
    expect(sessions.map((session) => [session.title, session.setCount])).toEqual([
      ['Push', 2],
      ['Pull', 1],
    ]);
  });

  const header =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
  const row = (
    date: string,
    exercise: string,
    weight: string | number,
    reps: string | number,
    extra = {},
  ) => {
    const cells = { duration: '30m', rpe: '', ...extra };
    return `${date},"W",${cells.duration},"${exercise}",1,${weight},${reps},0,0,,,${cells.rpe}`;
  };

  it('breaking the bounds of the strength log: weight, reps, RPE, sets, exercises, length, 1970', async () => {
    const lines = [
      header,
      row('2024-01-01 10:00:00', 'Squat', 1000, 5), // 2,204.62 lb
      row('2024-01-01 10:00:00', 'Squat', 100, 1001),
      row('2024-01-01 10:00:00', 'Squat', 100, 5, { rpe: '5' }),
      row('2024-01-01 10:00:00', 'Squat', 100, 5, { rpe: '7.3' }),
      row('2024-01-01 10:00:00', 'Squat', 100, 5.5),
      row('2024-01-01 10:00:00', 'Squat', -5, 5),
      ...Array.from({ length: 101 }, () => row('2024-01-02 10:00:00', 'Bench', 50, 5)),
      ...Array.from({ length: 41 }, (_, index) => row('2024-01-03 10:00:00', `Lift ${index}`, 50, 5)),
      row('2024-01-04 10:00:00', 'Squat', 100, 5, { duration: '25h' }),
      row('1969-12-31 10:00:00', 'Squat', 100, 5),
      `2024-01-05 10:00:00,"W",30m,"Squat",1,100,5,0,0,,`,
    ];
    const { sessions, unreadable } = await plan(lines.join('\n'), { weightUnit: 'kg' });
    const reasons = new Map(unreadable.rows.map((problem) => [problem.line, problem.reason]));
    expect(reasons.get(2)).toBe('Weight 1000 kg is more than 2,000 lb');
    expect(reasons.get(3)).toBe('Reps must be between 0 and 1,000');
    expect(reasons.get(4)).toBe('RPE must be 6 to 10 in steps of 0.5: "5"');
    expect(reasons.get(5)).toBe('RPE must be 6 to 10 in steps of 0.5: "7.3"');
    expect(reasons.get(6)).toBe('Reps must be a whole number: "5.5"');
    expect(reasons.get(7)).toBe('Weight cannot be negative');
    expect(reasons.get(108)).toBe('An exercise has at most 100 sets in a session; this is one more');
    expect(reasons.get(149)).toBe('A session has at most 40 exercises; this is one more');
    expect(reasons.get(150)).toBe('The workout lasts more than 24 hours');
    expect(reasons.get(151)).toBe('The date is before 1970');
    expect(reasons.get(152)).toBe('The row has 11 fields; the header has 12');
    expect(unreadable.total).toBe(11);
    expect(sessions.map((session) => [session.startKey, session.exercises.length, session.setCount])).toEqual(
      [
        ['2024-01-02T10:00:00', 1, 100],
        ['2024-01-03T10:00:00', 40, 40],
      ],
    );
  });

  it('are listed up to 100, in line order, with their total', async () => {
    const lines = [header, ...Array.from({ length: 150 }, () => row('2024-01-01 10:00:00', 'Squat', 'x', 5))];
    lines.push(row('2090-01-01 10:00:00', 'Squat', 100, 5));
    const { unreadable } = await plan(lines.join('\n'), { weightUnit: 'kg' });
    expect(unreadable.total).toBe(151);
    expect(unreadable.rows).toHaveLength(100);
    expect(unreadable.rows[0]).toEqual({ line: 2, reason: 'Weight is not a number: "x"' });
    expect(unreadable.rows[99]?.line).toBe(101);
  });
});

describe('files that are not an export', () => {
  it('name the missing columns of the closest layout', async () => {
    const error = await plan(fixture('unknown-header.csv')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnknownLayoutError);
    expect((error as UnknownLayoutError).missing).toContain('Set Order');
  });

  it('refuse a file that is not text', async () => {
    const png = readFileSync(new URL('../images/photo-with-text.png', FIXTURES));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(png));
        controller.close();
      },
    });
    await expect(readCsvExport(stream, {})).rejects.toThrow(UnreadableFile);
  });
});
