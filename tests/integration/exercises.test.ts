import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSeedSql } from '../../scripts/seed-sql.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { EXERCISE_INSTRUCTIONS } from '../../supabase/functions/_shared/contract/exercise-instructions.ts';
import {
  EXERCISE_LIBRARY,
  matchesExerciseSearch,
} from '../../supabase/functions/_shared/contract/exercise-library.ts';
import type { Exercise } from '../../supabase/functions/_shared/contract/workouts.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await createTestApi();
  member = await api.signUp();
});
afterAll(() => api.close());

const list = async (query = '') =>
  api.call<Exercise[]>('GET', `/api/exercises${query}`, { token: member.token });

describe('the exercise library', () => {
  it('has about 71 exercises in five categories, with unique names', () => {
    const counts: Record<string, number> = {};
    for (const exercise of EXERCISE_LIBRARY) counts[exercise.category] = (counts[exercise.category] ?? 0) + 1;
    expect(counts).toEqual({ strength: 24, dumbbells: 20, cardio: 12, yoga: 8, swimming: 7 });
    expect(new Set(EXERCISE_LIBRARY.map((exercise) => exercise.name.toLowerCase())).size).toBe(71);
  });

  it('has instructions for every exercise, and none for an exercise it lacks', () => {
    expect(Object.keys(EXERCISE_INSTRUCTIONS).sort()).toEqual(
      EXERCISE_LIBRARY.map((exercise) => exercise.name).sort(),
    );
    for (const [name, instructions] of Object.entries(EXERCISE_INSTRUCTIONS)) {
      expect(instructions.steps.length, name).toBeGreaterThanOrEqual(3);
      expect(instructions.tips.length, name).toBeGreaterThanOrEqual(2);
      expect(instructions.targetMuscles.length, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('is what supabase/seed.sql loads (run `npm run seed:generate` after changing it)', () => {
    const seed = readFileSync(new URL('../../supabase/seed.sql', import.meta.url), 'utf8');
    expect(seed).toBe(renderSeedSql());
  });
});

describe('[GET] /api/exercises', () => {
  it('answers the whole library from the table', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.map((exercise) => exercise.name).sort()).toEqual(
      EXERCISE_LIBRARY.map((exercise) => exercise.name).sort(),
    );
  });

  it('filters by category', async () => {
    const answer = await list('?category=yoga');
    expect(answer.body).toHaveLength(8);
    expect(new Set(answer.body.map((exercise) => exercise.category))).toEqual(new Set(['yoga']));
  });

  it('searches name, description and category in every category, like the web app', async () => {
    for (const search of ['squat', 'SQUAT', 'swim', 'core', 'dumbbells']) {
      const answer = await list(`?category=yoga&search=${encodeURIComponent(search)}`);
      const expected = EXERCISE_LIBRARY.filter((exercise) => matchesExerciseSearch(exercise, search))
        .map((exercise) => exercise.name)
        .sort();
      expect(answer.body.map((exercise) => exercise.name).sort(), search).toEqual(expected);
      expect(expected.length, search).toBeGreaterThan(0);
    }
  });

  it('lists name matches of a search before matches found only in descriptions', async () => {
    const names = (await list('?search=bench')).body.map((exercise) => exercise.name);
    const firstDescriptionOnly = names.indexOf('Pull-Up');
    expect(firstDescriptionOnly).toBeGreaterThan(names.indexOf('Dumbbell Bench Press'));
    expect(names.slice(0, 3).every((name) => name.includes('Bench'))).toBe(true);
  });

  it('treats % and _ as letters', async () => {
    expect((await list('?search=%25')).body).toEqual([]);
    expect((await list('?search=_')).body).toEqual([]);
  });

  it('rejects an unknown category with 400', async () => {
    const answer = await api.call<ErrorBody>('GET', '/api/exercises?category=pilates', {
      token: member.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('category');
  });

  it('requires a signed-in member', async () => {
    expect((await api.call('GET', '/api/exercises')).status).toBe(401);
  });
});
