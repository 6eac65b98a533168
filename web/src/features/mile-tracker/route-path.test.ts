import { describe, expect, it } from 'vitest';
import { drawRoute } from './route-path.ts';

describe('drawRoute', () => {
  it('draws north up, fitted and centred in the box with the same scale on both axes', () => {
    // A square at 60° latitude: 0.01° of longitude is half as long as 0.01° of latitude there.
    const drawing = drawRoute(
      [
        { latitude: 60, longitude: 0 },
        { latitude: 60.01, longitude: 0 },
        { latitude: 60.01, longitude: 0.02 },
      ],
      120,
      120,
      10,
    );
    expect(drawing.path).toBe('M10 110 L10 10 L110 10');
    expect(drawing.start).toEqual({ x: 10, y: 110 });
    expect(drawing.end).toEqual({ x: 110, y: 10 });
  });

  it('keeps a straight north-south line in the middle of a wide box', () => {
    const drawing = drawRoute(
      [
        { latitude: 51.5, longitude: -0.12 },
        { latitude: 51.51, longitude: -0.12 },
      ],
      300,
      100,
      0,
    );
    expect(drawing.path).toBe('M150 100 L150 0');
  });

  it('draws no line for fewer than two points', () => {
    expect(drawRoute([], 100, 100).path).toBe('');
    expect(drawRoute([{ latitude: 1, longitude: 1 }], 100, 100)).toMatchObject({
      path: '',
      start: { x: 50, y: 50 },
    });
  });
});
