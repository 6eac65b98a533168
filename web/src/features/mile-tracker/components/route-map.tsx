import { useId } from 'react';
import type { LatLng } from '../geo.ts';
import { drawRoute } from '../route-path.ts';

const WIDTH = 320;
const HEIGHT = 200;

/** The route as a plain SVG line, north up, start in green and end in red: no map tiles, no other servers. */
export function RouteMap({ points, label }: { points: LatLng[]; label: string }) {
  const titleId = useId();
  const drawing = drawRoute(points, WIDTH, HEIGHT, 14);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      className="h-auto w-full rounded-box border border-base-300 bg-base-300/40"
    >
      <title id={titleId}>{label}</title>
      {drawing.path && (
        <path
          d={drawing.path}
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="text-primary"
        />
      )}
      {drawing.start && (
        <circle
          cx={drawing.start.x}
          cy={drawing.start.y}
          r={5}
          className="fill-success stroke-base-100"
          strokeWidth={2}
        />
      )}
      {drawing.end && points.length > 1 && (
        <circle
          cx={drawing.end.x}
          cy={drawing.end.y}
          r={5}
          className="fill-error stroke-base-100"
          strokeWidth={2}
        />
      )}
    </svg>
  );
}

export const trailPoints = (trail: [number, number][]): LatLng[] =>
  trail.map(([latitude, longitude]) => ({ latitude, longitude }));
