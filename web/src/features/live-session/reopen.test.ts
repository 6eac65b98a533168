import type { CreateWorkoutSessionBody } from '@contract/strength-log.ts';
import { describe, expect, it } from 'vitest';
import { sessionBodyOf } from './finish.ts';
import { liveSessionOfBody } from './reopen.ts';

const body: CreateWorkoutSessionBody = {
  id: '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47',
  startedAt: '2026-11-20T17:30:00.000Z',
  endedAt: '2026-11-20T18:25:00.000Z',
  routineId: null,
  exercises: [
    {
      name: 'Barbell Bench Press',
      category: 'strength',
      sets: [
        { weight: 95, reps: 10, kind: 'warmup' },
        { weight: 137.5, reps: 6, rpe: 8, kind: 'working' },
      ],
      supersetGroup: 1,
      note: 'Bench at 30°',
    },
    {
      name: 'One-Arm Dumbbell Row',
      category: 'dumbbells',
      sets: [{ weight: 50, reps: 10, kind: 'working' }],
      supersetGroup: 1,
      note: null,
    },
  ],
};

describe('a refused session reopened in the live screen', () => {
  it('finishes into the same session it was, in pounds or kilograms', () => {
    for (const units of ['imperial', 'metric'] as const) {
      const session = liveSessionOfBody(body, units);
      expect(session.exercises.every((exercise) => exercise.sets.every((set) => set.done))).toBe(true);
      expect(sessionBodyOf(session, session.endedAt ?? Date.now())).toEqual(body);
    }
  });
});
