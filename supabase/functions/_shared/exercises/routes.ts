import type { AuthProvider } from '../auth/auth-provider.ts';
import { workoutOperations } from '../contract/operations/workouts.ts';
import type { Exercise } from '../contract/workouts.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { operationRouter } from '../http/operation-router.ts';

interface ExerciseRow {
  id: string;
  name: string;
  category: Exercise['category'];
  description: string | null;
  muscle_groups: string[];
  equipment: string | null;
  custom: boolean;
}

/** `%` and `_` typed by a member are letters to look for, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * GET /api/exercises?category=&search= from the exercise table, with the client's matching rules
 * (seed 000 section 5): case-insensitive over name, description and category, and a search looks
 * in every category.
 */
export function exerciseRoutes({ sql, auth }: { sql: Sql; auth: AuthProvider }) {
  const { app, on } = operationRouter(auth);
  on(workoutOperations.exercises, async (c, { query: { category, search, scope } }) => {
    const needle = search?.trim() ?? '';
    const rows = await asUser(
      sql,
      c.get('claims'),
      (tx) => tx<ExerciseRow[]>`
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
          order by category, name`,
    );
    return c.json(
      rows.map(
        (row): Exercise => ({
          id: row.id,
          name: row.name,
          category: row.category,
          description: row.description,
          muscleGroups: row.muscle_groups,
          equipment: row.equipment,
          custom: row.custom,
        }),
      ),
    );
  });
  return app;
}
