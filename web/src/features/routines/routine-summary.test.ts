import type { Routine } from '@contract/strength-log.ts';
import { expect, it } from 'vitest';
import { setsLabel, summaryOf } from './routine-summary.ts';

const exercise = (name: string, supersetGroup: number | null, sets = 3): Routine['exercises'][number] => ({
  exerciseId: null,
  name,
  category: 'strength',
  restSeconds: 90,
  supersetGroup,
  sets: Array.from({ length: sets }, () => ({ weight: null, reps: null })),
});

it('shows each superset as one line and the other exercises one per line, in order', () => {
  const lines = summaryOf({
    exercises: [exercise('Squat', null, 5), exercise('Bench', 1), exercise('Row', 1), exercise('Curl', 2, 2)],
  });
  expect(lines).toEqual([
    { position: 0, names: ['Squat'], superset: false, sets: 5 },
    { position: 1, names: ['Bench', 'Row'], superset: true, sets: 3 },
    { position: 3, names: ['Curl'], superset: false, sets: 2 },
  ]);
});

it('counts sets in words', () => {
  expect([setsLabel(1), setsLabel(0), setsLabel(4)]).toEqual(['1 set', '0 sets', '4 sets']);
});
