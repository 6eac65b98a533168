import { describe, expect, it } from 'vitest';
import { plannedFromRoutine, startRequestFrom } from './start-request.ts';

const from = (query: string) => startRequestFrom(new URLSearchParams(query));

describe('startRequestFrom', () => {
  it('reads a routine to start from', () => {
    expect(from('routine=abc')).toEqual({ kind: 'routine', routineId: 'abc' });
  });

  it('gives a library exercise its own name and category, whatever the address says', () => {
    expect(from('exercise=bench%20press&category=cardio')).toEqual({
      kind: 'exercise',
      exercise: { name: 'Bench Press', category: 'strength' },
    });
  });

  it('takes another name as the member’s own, in the category given or strength', () => {
    expect(from('exercise=Sled%20Push&category=dumbbells')).toEqual({
      kind: 'exercise',
      exercise: { name: 'Sled Push', category: 'dumbbells' },
    });
    expect(from('exercise=Sled%20Push')).toMatchObject({ exercise: { category: 'strength' } });
  });

  it('asks for nothing for an exercise not logged set by set, or for no exercise at all', () => {
    expect(from('exercise=Running')).toBeNull();
    expect(from('exercise=Rowing&category=cardio')).toBeNull();
    expect(from('')).toBeNull();
  });
});

describe('plannedFromRoutine', () => {
  it('keeps rest, supersets and planned sets, and leaves out exercises without sets to log', () => {
    const planned = plannedFromRoutine({
      exercises: [
        {
          exerciseId: null,
          name: 'Barbell Bench Press',
          category: 'strength',
          restSeconds: 120,
          supersetGroup: 1,
          sets: [{ weight: 135, reps: 8 }],
        },
        {
          exerciseId: null,
          name: 'Running',
          category: 'cardio',
          restSeconds: 90,
          supersetGroup: null,
          sets: [],
        },
      ],
    });
    expect(planned).toEqual([
      {
        name: 'Barbell Bench Press',
        category: 'strength',
        restSeconds: 120,
        supersetGroup: 1,
        sets: [{ weight: 135, reps: 8 }],
      },
    ]);
  });
});
