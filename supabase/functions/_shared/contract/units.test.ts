import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRENGTH_LOG_LIMITS } from './set-log-rules.ts';
import {
  distanceIn,
  ENTRY_DECIMALS,
  entryMaximum,
  hasEntryDecimals,
  milesFrom,
  paceIn,
  poundsFrom,
  roundTo,
  STORED_MILE_DECIMALS,
  STORED_POUND_DECIMALS,
  speedIn,
  type Units,
  unitsForLocale,
  weightIn,
} from './units.ts';

/** What a numeric column of that scale keeps of the number sent (PostgreSQL rounds half away from zero). */
const storedPounds = (value: number) => roundTo(value, STORED_POUND_DECIMALS);
const storedMiles = (value: number) => roundTo(value, STORED_MILE_DECIMALS);

/** Every figure from `from` to `to` in hundredths, as a member types it (integer steps, no drift). */
function* hundredths(from: number, to: number): Generator<number> {
  for (let step = Math.round(from * 100); step <= Math.round(to * 100); step += 1) yield step / 100;
}

const WEIGHT_MAX = STRENGTH_LOG_LIMITS.weightMax;
const DISTANCE_MAX = 1000;

describe('weights round-trip exactly', () => {
  it('62.5 kg is stored as 137.79 lb and reads back as 62.5 kg', () => {
    expect(poundsFrom(62.5, 'metric')).toBe(137.79);
    expect(weightIn(137.79, 'metric')).toBe(62.5);
  });

  for (const units of ['metric', 'imperial'] as const) {
    it(`every ${units} weight with two decimals, from 0 to the largest allowed, reads back as typed`, () => {
      const failures: number[] = [];
      for (const typed of hundredths(0, entryMaximum(WEIGHT_MAX, units, 'weight'))) {
        if (weightIn(storedPounds(poundsFrom(typed, units)), units) !== typed) failures.push(typed);
      }
      expect(failures).toEqual([]);
    });
  }

  it('every multiple of 0.25 kg and of 0.5 lb reads back as typed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3628 }), (quarters) => {
        const kilograms = quarters / 4;
        expect(weightIn(storedPounds(poundsFrom(kilograms, 'metric')), 'metric')).toBe(kilograms);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (halves) => {
        const pounds = halves / 2;
        expect(poundsFrom(pounds, 'imperial')).toBe(pounds);
        expect(weightIn(storedPounds(pounds), 'imperial')).toBe(pounds);
      }),
      { numRuns: 2000 },
    );
  });

  it('a weight logged in pounds, saved again in kilograms as shown, is stable from then on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: WEIGHT_MAX * 100 }), (hundredthsOfPound) => {
        const once = poundsFrom(weightIn(hundredthsOfPound / 100, 'metric'), 'metric');
        expect(poundsFrom(weightIn(once, 'metric'), 'metric')).toBe(once);
        // One re-save moves it by less than a hundredth of a kilogram.
        expect(Math.abs(once - hundredthsOfPound / 100)).toBeLessThanOrEqual(0.02);
      }),
    );
  });

  it('the largest metric weight is the bound converted and rounded down, and is stored within it', () => {
    expect(entryMaximum(WEIGHT_MAX, 'metric', 'weight')).toBe(907.18);
    expect(poundsFrom(907.18, 'metric')).toBeLessThanOrEqual(WEIGHT_MAX);
    expect(poundsFrom(907.19, 'metric')).toBeGreaterThan(WEIGHT_MAX);
    expect(entryMaximum(WEIGHT_MAX, 'imperial', 'weight')).toBe(WEIGHT_MAX);
  });
});

describe('distances round-trip exactly', () => {
  for (const units of ['metric', 'imperial'] as const) {
    it(`every ${units} distance with two decimals up to the largest allowed reads back as typed`, () => {
      const failures: number[] = [];
      for (const typed of hundredths(0.01, entryMaximum(DISTANCE_MAX, units, 'distance'))) {
        if (distanceIn(storedMiles(milesFrom(typed, units)), units) !== typed) failures.push(typed);
      }
      expect(failures).toEqual([]);
    });
  }

  it('10 km is stored as 6.214 miles and reads back as 10 km', () => {
    expect(milesFrom(10, 'metric')).toBe(6.214);
    expect(distanceIn(6.214, 'metric')).toBe(10);
    expect(entryMaximum(DISTANCE_MAX, 'metric', 'distance')).toBe(1609.34);
  });
});

describe('roundTo', () => {
  it('rounds by decimal digits, half away from zero, as numeric columns do', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(137.789_46, 2)).toBe(137.79);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1e-9, 2)).toBe(0);
  });

  it('agrees with decimal rounding of any figure with three decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (thousandths) => {
        const value = thousandths / 1000;
        const expected = Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
        expect(roundTo(value, 2)).toBe(expected / 100);
      }),
    );
  });

  it('tells figures with at most two decimals from others', () => {
    expect(hasEntryDecimals(62.25)).toBe(true);
    expect(hasEntryDecimals(62.125)).toBe(false);
    expect(ENTRY_DECIMALS).toBe(2);
  });
});

describe('pace and speed', () => {
  it('a 8:00 mile is a 4:58 kilometre; 10 mph is 16.09 km/h', () => {
    expect(Math.round(paceIn(480, 'metric'))).toBe(298);
    expect(paceIn(480, 'imperial')).toBe(480);
    expect(roundTo(speedIn(10, 'metric'), 2)).toBe(16.09);
    expect(speedIn(10, 'imperial')).toBe(10);
  });
});

describe('unitsForLocale', () => {
  const cases: [string | undefined, Units][] = [
    ['en-US', 'imperial'],
    ['es-US', 'imperial'],
    ['en-GB', 'metric'],
    ['de-DE', 'metric'],
    ['fr', 'metric'],
    ['en', 'metric'],
    ['es-419', 'metric'],
    ['zh-Hant-US', 'imperial'],
    ['en_us', 'imperial'],
    ['en-USA', 'metric'],
    ['not a locale', 'metric'],
    ['', 'metric'],
    [undefined, 'metric'],
  ];
  for (const [locale, units] of cases) {
    it(`${locale ?? 'no locale'} suggests ${units}`, () => expect(unitsForLocale(locale)).toBe(units));
  }

  it('reads the region of a well-formed tag as Intl.Locale does', () => {
    for (const locale of [
      'en-US',
      'es-US',
      'pt-BR',
      'zh-Hans-CN',
      'sr-Latn-RS',
      'es-419',
      'de',
      'en-GB-oxendict',
    ]) {
      const expected = new Intl.Locale(locale).region === 'US' ? 'imperial' : 'metric';
      expect(unitsForLocale(locale), locale).toBe(expected);
    }
  });
});
