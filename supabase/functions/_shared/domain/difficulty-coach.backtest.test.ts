import { describe, expect, it } from 'vitest';
import { runCoachBacktest } from '../../../../tests/support/coach-simulator.ts';

describe.each([
  { logging: 'without set logs', setLogs: false },
  { logging: 'logging every set (RPE and reps)', setLogs: true },
])('the coach on 1,200 simulated athletes $logging (fixed seed)', ({ setLogs }) => {
  const report = runCoachBacktest(20261123, 400, { setLogs });

  it('gets the direction right at least 90% of the time at confidence 80 or more', () => {
    const high = report.accuracyByBand.find((band) => band.band === '80 or more');
    expect(high?.suggestions).toBeGreaterThanOrEqual(20);
    expect(report.accuracyHighConfidence).toBeGreaterThanOrEqual(0.9);
  });

  it('is calibrated: higher confidence bands are more accurate', () => {
    const [low, middle, high] = report.accuracyByBand.map((band) => band.accuracy);
    expect(middle).toBeGreaterThan(low ?? 1);
    expect(high).toBeGreaterThan(middle ?? 1);
  });

  it('pushes fewer than 2% of athletes with falling capacity up', () => {
    expect(report.wronglyPushedUpShare).toBeLessThan(0.02);
  });
});
