import type { z } from 'zod';
import { searchExercises } from '../contract/exercise-library.ts';
import type { Exercise, listExercisesQuerySchema } from '../contract/workouts.ts';
import type { Tx } from '../db/database.ts';
import type { Row } from '../db/rows.ts';

/** `custom`: the exercise is a member's own, not the library's. */
type ExerciseRow = Pick<
  Row<'public.exercise'>,
  'id' | 'name' | 'category' | 'description' | 'muscle_groups' | 'equipment'
> & { custom: boolean };

/** `%` and `_` typed by a member are letters to look for, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

export type ExerciseFilter = z.output<typeof listExercisesQuerySchema>;

/**
 * The library and the caller's own exercises (row-level security hides other members'), with the
 * exercise search's matching rules: case-insensitive over name, description and category, a
 * search looks in every category, and its results come name matches first (as the web app lists them).
 */
export async function listExercises(
  tx: Tx,
  { category, search, scope }: ExerciseFilter,
): Promise<Exercise[]> {
  const needle = search?.trim() ?? '';
  const rows = await tx<ExerciseRow[]>`
    select id, name, category, description, muscle_groups, equipment, owner_id is not null as custom
    from public.exercise
    where ${scope === 'library' ? tx`owner_id is null and` : scope === 'custom' ? tx`owner_id is not null and` : tx``} ${
      needle
        ? tx`(name ilike ${`%${escapeLike(needle)}%`} or description ilike ${`%${escapeLike(needle)}%`}
              or category::text ilike ${`%${escapeLike(needle)}%`})`
        : category && category !== 'all'
          ? tx`category = ${category}`
          : tx`true`
    }
    order by category, name`;
  const exercises = rows.map(
    (row): Exercise => ({
      id: row.id,
      name: row.name,
      category: row.category,
      description: row.description,
      muscleGroups: row.muscle_groups,
      equipment: row.equipment,
      custom: row.custom,
    }),
  );
  return needle ? searchExercises(exercises, needle) : exercises;
}
