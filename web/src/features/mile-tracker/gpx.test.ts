import { describe, expect, it } from 'vitest';
import { gpxFileName, toGpx } from './gpx.ts';

const session = { activityType: 'run' as const, startedAt: '2026-11-24T07:00:00.000Z' };
const points = [
  { latitude: 51.5, longitude: -0.12, recordedAt: '2026-11-24T07:00:00.000Z' },
  { latitude: 51.5003, longitude: -0.1201, recordedAt: '2026-11-24T07:00:10.000Z' },
];

describe('toGpx', () => {
  it('writes a GPX 1.1 track with one point per route point, in order', () => {
    const gpx = toGpx(session, points);
    expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1"')).toBe(true);
    expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
    expect(gpx).toContain('<type>running</type>');
    expect(gpx).toContain('<name>Run on 2026-11-24</name>');
    expect(gpx.match(/<trkpt /g)).toHaveLength(2);
    expect(gpx).toContain(
      '<trkpt lat="51.5003000" lon="-0.1201000"><time>2026-11-24T07:00:10.000Z</time></trkpt>',
    );
    expect(gpx.indexOf('07:00:00.000Z</time></trkpt>')).toBeLessThan(
      gpx.indexOf('07:00:10.000Z</time></trkpt>'),
    );
  });

  it('names the file after the activity and day', () => {
    expect(gpxFileName({ activityType: 'bike', startedAt: session.startedAt })).toBe('bike-2026-11-24.gpx');
  });
});
