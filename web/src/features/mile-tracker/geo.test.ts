import { describe, expect, it } from 'vitest';
import {
  distanceMeters,
  EARTH_RADIUS_METERS,
  type Fix,
  interpolateCrossing,
  judgeFix,
  MAX_SPEED_MPS,
} from './geo.ts';

const T0 = Date.UTC(2026, 10, 24, 7, 0, 0);
const fix = (latitude: number, longitude: number, seconds: number, accuracy = 5): Fix => ({
  latitude,
  longitude,
  accuracy,
  at: T0 + seconds * 1000,
});
/** Degrees of latitude for `meters` due north. */
const north = (meters: number) => (meters / EARTH_RADIUS_METERS) * (180 / Math.PI);

describe('distanceMeters (haversine)', () => {
  it('measures great-circle distances', () => {
    expect(distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111_195,
      0,
    );
    // London (Charing Cross) to Paris (Notre-Dame): about 343.5 km.
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.853, longitude: 2.3499 };
    expect(distanceMeters(london, paris) / 1000).toBeCloseTo(343.5, 0);
    // A degree of longitude shrinks with the cosine of the latitude.
    expect(distanceMeters({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })).toBeCloseTo(
      55_597,
      -1,
    );
    expect(distanceMeters(london, london)).toBe(0);
  });
});

describe('judgeFix: accuracy and speed filters', () => {
  const anchor = fix(51.5, -0.12, 0);

  it('drops fixes with poor accuracy', () => {
    expect(judgeFix(anchor, fix(51.5 + north(30), -0.12, 10, 31), 'run').kind).toBe('inaccurate');
    expect(judgeFix(anchor, fix(51.5 + north(30), -0.12, 10, Number.NaN), 'run').kind).toBe('inaccurate');
    expect(judgeFix(anchor, fix(51.5 + north(30), -0.12, 10, 30), 'run').kind).toBe('moved');
  });

  it('drops fixes that are not newer than the anchor', () => {
    expect(judgeFix(anchor, fix(51.5 + north(30), -0.12, 0), 'run').kind).toBe('stale');
  });

  it('drops jumps faster than the activity can go', () => {
    // 60 m in 5 s is 12 m/s: impossible on foot, fine on a bike.
    const jump = fix(51.5 + north(60), -0.12, 5);
    expect(judgeFix(anchor, jump, 'run')).toMatchObject({ kind: 'too-fast' });
    expect(judgeFix(anchor, jump, 'walk')).toMatchObject({ kind: 'too-fast' });
    expect(judgeFix(anchor, jump, 'bike').kind).toBe('moved');
    const brisk = fix(51.5 + north(MAX_SPEED_MPS.walk * 10 - 1), -0.12, 10);
    expect(judgeFix(anchor, brisk, 'walk').kind).toBe('moved');
  });

  it('treats small moves as jitter, more so when the fix is unsure', () => {
    expect(judgeFix(anchor, fix(51.5 + north(4), -0.12, 10), 'run').kind).toBe('still');
    expect(judgeFix(anchor, fix(51.5 + north(6), -0.12, 10), 'run')).toMatchObject({ kind: 'moved' });
    expect(judgeFix(anchor, fix(51.5 + north(12), -0.12, 10, 28), 'run').kind).toBe('still');
  });

  it('takes the first usable fix as the start, without distance', () => {
    expect(judgeFix(null, anchor, 'run')).toEqual({ kind: 'still', meters: 0 });
  });
});

describe('interpolateCrossing', () => {
  it('times a mile boundary inside a step in proportion to the distance', () => {
    const from = { meters: 1600, movingMs: 470_000 };
    const to = { meters: 1620, movingMs: 476_000 };
    expect(interpolateCrossing(from, to, 1609.344)).toBeCloseTo(472_803.2, 1);
    expect(interpolateCrossing(from, to, 1600)).toBe(470_000);
    expect(interpolateCrossing(from, to, 1620)).toBe(476_000);
  });
});
