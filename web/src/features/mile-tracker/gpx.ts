import type { ActivityType, RoutePoint } from '@contract/mile-tracker.ts';

const GPX_TYPES: Record<ActivityType, string> = { run: 'running', walk: 'walking', bike: 'cycling' };
const NAMES: Record<ActivityType, string> = { run: 'Run', walk: 'Walk', bike: 'Ride' };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A finished GPS session's route as a GPX 1.1 document (one track, one segment). */
export function toGpx(
  session: { activityType: ActivityType; startedAt: string },
  points: RoutePoint[],
): string {
  const name = escapeXml(`${NAMES[session.activityType]} on ${session.startedAt.slice(0, 10)}`);
  const trackPoints = points
    .map(
      (point) =>
        `      <trkpt lat="${point.latitude.toFixed(7)}" lon="${point.longitude.toFixed(7)}"><time>${escapeXml(point.recordedAt)}</time></trkpt>`,
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="FitTrack Mile Tracker" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${name}</name><time>${escapeXml(session.startedAt)}</time></metadata>`,
    '  <trk>',
    `    <name>${name}</name>`,
    `    <type>${GPX_TYPES[session.activityType]}</type>`,
    '    <trkseg>',
    ...(trackPoints ? [trackPoints] : []),
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}

/** The file name a download gets: `run-2026-11-24.gpx`. */
export const gpxFileName = (session: { activityType: ActivityType; startedAt: string }) =>
  `${session.activityType}-${session.startedAt.slice(0, 10)}.gpx`;
