import { describe, expect, it } from 'vitest';
import {
  EXERCISE_LIBRARY,
  exerciseSearchRank,
  type LibraryExercise,
  SEARCH_RANK,
  searchExercises,
} from './exercise-library.ts';

const exercise = (name: string, description = '', category: LibraryExercise['category'] = 'strength') => ({
  name,
  description,
  category,
});

const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);

describe('exerciseSearchRank', () => {
  it('ranks an exact name first, ignoring case and surrounding spaces', () => {
    expect(exerciseSearchRank(exercise('Deadlift'), '  deADLift ')).toBe(SEARCH_RANK.exactName);
  });

  it('ranks a name that starts with the search next', () => {
    expect(exerciseSearchRank(exercise('Bench Press'), 'bench')).toBe(SEARCH_RANK.nameStart);
  });

  it('ranks a later word of the name that starts with the search after that', () => {
    expect(exerciseSearchRank(exercise('Dumbbell Bench Press'), 'bench')).toBe(SEARCH_RANK.nameWordStart);
    expect(exerciseSearchRank(exercise('Pull-Up'), 'up')).toBe(SEARCH_RANK.nameWordStart);
  });

  it('ranks the search inside a word of the name below a word start', () => {
    expect(exerciseSearchRank(exercise('Deadlift'), 'lift')).toBe(SEARCH_RANK.nameElsewhere);
  });

  it('ranks a match only in the description or the category last', () => {
    expect(exerciseSearchRank(exercise('Pull-Up', 'Hang from a bar'), 'bar')).toBe(
      SEARCH_RANK.descriptionOrCategory,
    );
    expect(exerciseSearchRank(exercise('Lunge', '', 'dumbbells'), 'dumbbells')).toBe(
      SEARCH_RANK.descriptionOrCategory,
    );
  });

  it('gives null when nothing matches', () => {
    expect(exerciseSearchRank(exercise('Plank', 'Hold still'), 'bench')).toBeNull();
  });
});

describe('searchExercises', () => {
  it('lists name matches before description matches, best kind of name match first', () => {
    const list = [
      exercise('Hip Thrust', 'Shoulders on a bench'),
      exercise('Dumbbell Bench Press'),
      exercise('Benchmark Row'),
      exercise('Bench'),
      exercise('Tabench Hold'),
    ];
    expect(names(searchExercises(list, 'bench'))).toEqual([
      'Bench',
      'Benchmark Row',
      'Dumbbell Bench Press',
      'Tabench Hold',
      'Hip Thrust',
    ]);
  });

  it('keeps the given order among exercises of the same rank', () => {
    const list = [
      exercise('Step-Up', 'A box'),
      exercise('Box Jump'),
      exercise('Burpee', 'Jump and box'),
      exercise('Box Squat'),
    ];
    expect(names(searchExercises(list, 'box'))).toEqual(['Box Jump', 'Box Squat', 'Step-Up', 'Burpee']);
  });

  it('leaves out exercises that do not match, and keeps every one for an empty search', () => {
    const list = [exercise('Plank'), exercise('Squat')];
    expect(names(searchExercises(list, 'squat'))).toEqual(['Squat']);
    expect(names(searchExercises(list, '  '))).toEqual(['Plank', 'Squat']);
  });

  it('puts every bench press of the library before Pull-Up, Hip Thrust and Bulgarian Split Squat for "bench"', () => {
    const found = names(searchExercises(EXERCISE_LIBRARY, 'bench'));
    const lastPress = Math.max(...found.flatMap((name, index) => (/bench press/i.test(name) ? [index] : [])));
    expect(found.filter((name) => /bench press/i.test(name))).toEqual(
      expect.arrayContaining(['Bench Press', 'Incline Bench Press', 'Dumbbell Bench Press']),
    );
    for (const descriptionOnly of ['Pull-Up', 'Hip Thrust', 'Bulgarian Split Squat']) {
      expect(found).toContain(descriptionOnly);
      expect(found.indexOf(descriptionOnly)).toBeGreaterThan(lastPress);
    }
  });
});
