import type { LatLng } from './geo.ts';

export interface RouteDrawing {
  /** SVG path data, "M x y L x y ..."; empty with fewer than two points. */
  path: string;
  start: { x: number; y: number } | null;
  end: { x: number; y: number } | null;
}

/**
 * The route as a line in a width x height box (with padding), north up. Longitudes are shrunk by
 * the cosine of the middle latitude (an equirectangular projection), which keeps the shape true
 * for the few miles of a session; the scale is the same on both axes so nothing is stretched.
 */
export function drawRoute(points: LatLng[], width: number, height: number, padding = 8): RouteDrawing {
  if (points.length === 0) return { path: '', start: null, end: null };
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const minLat = Math.min(...latitudes);
  const maxLat = Math.max(...latitudes);
  const minLng = Math.min(...longitudes);
  const maxLng = Math.max(...longitudes);
  const shrink = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * shrink;
  const spanY = maxLat - minLat;
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const scale = Math.min(
    spanX > 0 ? innerWidth / spanX : Infinity,
    spanY > 0 ? innerHeight / spanY : Infinity,
  );
  const factor = Number.isFinite(scale) ? scale : 0;
  // Centre the drawing in the box.
  const offsetX = padding + (innerWidth - spanX * factor) / 2;
  const offsetY = padding + (innerHeight - spanY * factor) / 2;
  const round = (value: number) => Math.round(value * 10) / 10;
  const project = (point: LatLng) => ({
    x: round(offsetX + (point.longitude - minLng) * shrink * factor),
    y: round(offsetY + (maxLat - point.latitude) * factor),
  });
  const projected = points.map(project);
  const path =
    projected.length < 2
      ? ''
      : projected.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  return { path, start: projected[0] ?? null, end: projected.at(-1) ?? null };
}
