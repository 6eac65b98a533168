import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthProvider } from '../auth/auth-provider.ts';
import { recomputeSuggestions } from '../coach/recompute.ts';
import {
  checkDetailFitsCategory,
  createWorkoutBodySchema,
  estimateCalories,
  listWorkoutsQuerySchema,
  updateWorkoutBodySchema,
  workoutRangeParamsSchema,
} from '../contract/workouts.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { requireUser } from '../http/require-user.ts';
import { readJsonBody, validate } from '../http/validation.ts';
import {
  deleteWorkout,
  findCursor,
  findLibraryExercise,
  findWorkout,
  insertWorkout,
  listWorkouts,
  listWorkoutsInRange,
  readStats,
  updateWorkout,
} from './workout-store.ts';

const workoutIdSchema = z.object({ id: z.uuid('Workout not found') });
const WORKOUT_NOT_FOUND = 'Workout not found';

/** /api/workouts: log, list (cursor pages), read a range of local days, correct and remove sessions. */
export function workoutRoutes({ sql, auth }: { sql: Sql; auth: AuthProvider }) {
  // The bell stays fresh: a member's suggestions are recomputed right after their history changes.
  const refreshCoach = (userId: string) =>
    recomputeSuggestions(sql, { userIds: [userId] }).catch((error) =>
      console.warn('Coach recompute after a workout write failed', error),
    );

  const idOf = (param: string | undefined) => {
    const parsed = workoutIdSchema.safeParse({ id: param });
    if (!parsed.success) throw notFound(WORKOUT_NOT_FOUND);
    return parsed.data.id;
  };

  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .post('/', async (c) => {
      const body = await readJsonBody(c, createWorkoutBodySchema);
      const workout = await asUser(sql, c.get('claims'), async (tx) => {
        const exercise = await findLibraryExercise(tx, body.name);
        if (!exercise) {
          throw badRequest('unknown_exercise', 'name: Choose an exercise from the library', {
            name: 'Choose an exercise from the library',
          });
        }
        if (exercise.category !== body.category) {
          throw badRequest(
            'category_mismatch',
            `category: ${exercise.name} is a ${exercise.category} exercise`,
            {
              category: `${exercise.name} is a ${exercise.category} exercise`,
            },
          );
        }
        return insertWorkout(tx, { ...body, name: exercise.name, exerciseId: exercise.id });
      });
      await refreshCoach(c.get('claims').sub);
      return c.json(workout, 201);
    })
    .get('/', async (c) => {
      const query = validate(listWorkoutsQuerySchema, c.req.query());
      const workouts = await asUser(sql, c.get('claims'), async (tx) => {
        const before = query.before ? await findCursor(tx, query.before) : undefined;
        if (query.before && !before) {
          throw badRequest('invalid_cursor', 'before: must be the id of one of your workouts', {
            before: 'must be the id of one of your workouts',
          });
        }
        return listWorkouts(tx, { limit: query.limit, before });
      });
      return c.json(workouts);
    })
    .get('/range/:from/:to', async (c) => {
      const { from, to } = validate(workoutRangeParamsSchema, c.req.param());
      return c.json(await asUser(sql, c.get('claims'), (tx) => listWorkoutsInRange(tx, from, to)));
    })
    .get('/:id', async (c) => {
      const id = idOf(c.req.param('id'));
      const workout = await asUser(sql, c.get('claims'), (tx) => findWorkout(tx, id));
      if (!workout) throw notFound(WORKOUT_NOT_FOUND);
      return c.json(workout);
    })
    .patch('/:id', async (c) => {
      const id = idOf(c.req.param('id'));
      const changes = await readJsonBody(c, updateWorkoutBodySchema);
      const workout = await asUser(sql, c.get('claims'), async (tx) => {
        const current = await findWorkout(tx, id);
        if (!current) throw notFound(WORKOUT_NOT_FOUND);
        validate(
          z.custom().superRefine((_, ctx) => checkDetailFitsCategory(current.category, changes, ctx)),
          changes,
        );
        // A new length or difficulty without a new estimate gets the seed's estimate recomputed.
        const recomputeCalories =
          changes.caloriesBurned === undefined &&
          (changes.duration !== undefined || changes.difficultyLevel !== undefined);
        return updateWorkout(tx, id, {
          ...changes,
          caloriesBurned: recomputeCalories
            ? estimateCalories(
                changes.duration ?? current.duration,
                changes.difficultyLevel ?? current.difficultyLevel,
              )
            : changes.caloriesBurned,
        });
      });
      if (!workout) throw notFound(WORKOUT_NOT_FOUND);
      await refreshCoach(c.get('claims').sub);
      return c.json(workout);
    })
    .delete('/:id', async (c) => {
      const id = idOf(c.req.param('id'));
      const deleted = await asUser(sql, c.get('claims'), (tx) => deleteWorkout(tx, id));
      if (!deleted) throw notFound(WORKOUT_NOT_FOUND);
      await refreshCoach(c.get('claims').sub);
      return c.body(null, 204);
    });
}

/** /api/stats */
export function statsRoutes({ sql, auth }: { sql: Sql; auth: AuthProvider }) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json(await asUser(sql, c.get('claims'), readStats)));
}
