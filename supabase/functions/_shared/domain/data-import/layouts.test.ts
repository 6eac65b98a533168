import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectLayout, isUnknownLayout, type Layout } from './layouts.ts';

const FIXTURES = new URL('../../../../../tests/fixtures/imports/', import.meta.url);

/** A fixture's header row, split as csv-parse would (none of them quotes a separator). */
function headerOf(file: string): { fields: string[]; delimiter: string } {
  const line = readFileSync(new URL(file, FIXTURES), 'utf8').split('\n')[0] ?? '';
  const delimiter = detectDelimiter(line);
  return { fields: line.split(delimiter).map((field) => field.replace(/^"|"$/g, '')), delimiter };
}

function layoutOf(file: string): Layout {
  const { fields, delimiter } = headerOf(file);
  const detected = detectLayout(fields, delimiter);
  if (isUnknownLayout(detected)) throw new Error(`${file}: missing ${detected.missing.join(', ')}`);
  return detected;
}

describe('detectDelimiter', () => {
  it('takes the separator found most outside quotes', () => {
    expect(detectDelimiter('Date,Workout Name,Duration')).toBe(',');
    expect(detectDelimiter('"Weight (kg)";"Notes, if any";"RPE"')).toBe(';');
    expect(detectDelimiter('title\tstart_time\tend_time')).toBe('\t');
  });
});

describe('detectLayout', () => {
  it("knows Strong's comma layout without units", () => {
    const layout = layoutOf('strong-comma.csv');
    expect(layout).toMatchObject({ source: 'strong', layout: 'strong-without-units', decimalComma: false });
    expect(layout.weightUnit).toBeUndefined();
    expect(layout.columns).toMatchObject({ date: 0, title: 1, duration: 2, exercise: 3, rpe: 11 });
  });

  it("knows Strong's semicolon layout with unit columns", () => {
    const layout = layoutOf('strong-semicolon-units.csv');
    expect(layout).toMatchObject({
      source: 'strong',
      layout: 'strong-unit-columns',
      weightUnit: 'column',
      distanceUnit: 'column',
      decimalComma: true,
    });
    expect(layout.columns.duration).toBeUndefined();
  });

  it("knows Strong's quoted layout with the units in the header", () => {
    const layout = layoutOf('strong-quoted-kg.csv');
    expect(layout).toMatchObject({
      source: 'strong',
      layout: 'strong-units-in-header',
      weightUnit: 'kg',
      distanceUnit: 'm',
      decimalComma: true,
    });
    expect(layout.columns).toMatchObject({ date: 1, durationSeconds: 3, weight: 6 });
    expect(
      detectLayout(['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Weight (lbs)', 'Reps'], ';'),
    ).toMatchObject({
      weightUnit: 'lb',
    });
  });

  it("knows Hevy's layout in kilograms and in pounds", () => {
    expect(layoutOf('hevy-kg.csv')).toMatchObject({ source: 'hevy', weightUnit: 'kg', distanceUnit: 'km' });
    expect(layoutOf('hevy-lbs.csv')).toMatchObject({ source: 'hevy', weightUnit: 'lb', distanceUnit: 'mi' });
  });

  it('reads columns by name in any order, case and spacing', () => {
    const detected = detectLayout(
      [' reps ', 'SET ORDER', 'weight', 'Exercise  Name', 'workout name', 'DATE'],
      ',',
    );
    expect(detected).toMatchObject({
      source: 'strong',
      columns: { reps: 0, setOrder: 1, weight: 2, date: 5 },
    });
  });

  it("names the closest layout's missing columns", () => {
    const { fields, delimiter } = headerOf('unknown-header.csv');
    expect(detectLayout(fields, delimiter)).toEqual({
      source: 'strong',
      missing: ['Date', 'Workout Name', 'Exercise Name', 'Set Order', 'Weight', 'Reps'],
    });
    expect(detectLayout(['title', 'start_time', 'exercise_title', 'set_type', 'reps'], ',')).toEqual({
      source: 'hevy',
      missing: ['weight_kg'],
    });
  });

  it('looks only at the named source when the request names one', () => {
    const { fields, delimiter } = headerOf('hevy-kg.csv');
    const detected = detectLayout(fields, delimiter, 'strong');
    expect(isUnknownLayout(detected) && detected.source).toBe('strong');
  });
});
