import { describe, expect, it } from 'vitest';
import { EXERCISE_LIBRARY } from '../../contract/exercise-library.ts';
import { aliasTargets, canonicalExerciseName } from './exercise-aliases.ts';

describe('canonicalExerciseName', () => {
  it("gives the library's name for Strong's and Hevy's common names, in any letter case", () => {
    expect(canonicalExerciseName('Bench Press (Barbell)')).toBe('Bench Press');
    expect(canonicalExerciseName('squat (barbell)')).toBe('Barbell Back Squat');
    expect(canonicalExerciseName('  Pull  Up ')).toBe('Pull-Up');
  });

  it('keeps any other name as written, trimmed', () => {
    expect(canonicalExerciseName(' Cable Crossover ')).toBe('Cable Crossover');
  });

  it('leads only to exercises of the library', () => {
    const library = new Set(EXERCISE_LIBRARY.map((exercise) => exercise.name));
    expect(aliasTargets().filter((name) => !library.has(name))).toEqual([]);
  });
});
