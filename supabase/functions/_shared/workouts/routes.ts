import { z } from 'zod';
import { WORKOUT_NOT_FOUND, workoutOperations } from '../contract/operations/workouts.ts';
import { type LoggedSet, summaryOfSetLog } from '../contract/set-log-rules.ts';
import { estimateCalories } from '../contract/workout-rules.ts';
import { checkDetailFitsCategory, type Workout } from '../contract/workouts.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { pipelined } from '../db/pipelined.ts';
import { storedUnderTakenId } from '../http/client-writes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { validate } from '../http/validation.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import {
  createExercise,
  deleteWorkout,
  findCursor,
  findExercise,
  findWorkout,
  insertWorkout,
  insertWorkoutOfNamedExercise,
  listWorkouts,
  listWorkoutsInRange,
  readStats,
  updateWorkout,
} from './workout-store.ts';

/**
 * The summary fields a set log stands for. The contract refuses a set log without a set that
 * counts, so there always is one.
 */
function derivedSummary(setLog: readonly LoggedSet[]) {
  const summary = summaryOfSetLog(setLog);
  if (!summary) throw new Error('A validated set log has no set that counts');
  return summary;
}

/** /api/workouts: log (once per client id), list (cursor pages), read a range of local days, correct and remove sessions; /api/stats. */
// A write's triggers mark the member's coach suggestions stale; the coach recomputes them on the
// member's next read of suggestions (or in its scheduled run), not in the write's request.
export function workoutRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  on(workoutOperations.create, async (c, { body }) => {
    const claims = c.get('claims');
    const logged = {
      ...body,
      ...(body.setLog ? derivedSummary(body.setLog) : {}),
      id: body.id ?? crypto.randomUUID(),
    };
    // Most logs name an exercise the member can already see: then the whole transaction is one
    // write and one wait. A new name, or one of another category, takes a second transaction.
    const outcome = await asUser(sql, claims, async (tx, commitWith) => {
      const workout = await commitWith(insertWorkoutOfNamedExercise(tx, logged));
      return workout && { workout, created: true };
    })
      .then(
        (first) =>
          first ??
          asUser(sql, claims, async (tx, commitWith): Promise<{ workout: Workout; created: boolean }> => {
            // Sent again under its id (a lost answer, an outbox retry): the workout as stored, and
            // nothing else in the body counts. The look-up rides in the exercise's round trip.
            const [stored, found] = await pipelined([
              body.id === undefined ? Promise.resolve(undefined) : findWorkout(tx, body.id),
              findExercise(tx, body.name),
            ]);
            if (stored) return { workout: stored, created: false };
            const exercise = found ?? (await createExercise(tx, body.name, body.category));
            if (exercise.category !== body.category) {
              throw badRequest(
                'category_mismatch',
                `category: ${exercise.name} is a ${exercise.category} exercise`,
                {
                  category: `${exercise.name} is a ${exercise.category} exercise`,
                },
              );
            }
            // The commit is written with the inserts: a taken id fails the first of them, and the
            // commit then rolls everything back.
            const workout = await commitWith(
              insertWorkout(tx, { ...logged, name: exercise.name, exerciseId: exercise.id }),
            );
            return { workout, created: true };
          }),
      )
      .catch(async (error: unknown) => ({
        // Everything this request wrote, a new exercise included, was rolled back.
        workout: await storedUnderTakenId(error, 'workout_pkey', () =>
          asUser(sql, claims, (tx) => findWorkout(tx, logged.id)),
        ),
        created: false,
      }));
    return c.json(outcome.workout, outcome.created ? 201 : 200);
  });

  on(workoutOperations.list, async (c, { query }) => {
    const { before: cursor, limit } = query;
    // The first page, the common read, is one statement; a later page first finds its cursor.
    const workouts = await asUser(
      sql,
      c.get('claims'),
      cursor === undefined
        ? listWorkouts({ limit })
        : async (tx) => {
            const before = await findCursor(tx, cursor);
            if (!before) {
              throw badRequest('invalid_cursor', 'before: must be the id of one of your workouts', {
                before: 'must be the id of one of your workouts',
              });
            }
            return listWorkouts({ limit, before }).send(tx);
          },
    );
    return c.json(workouts);
  });

  on(workoutOperations.range, async (c, { params: { from, to } }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => listWorkoutsInRange(tx, from, to))),
  );

  on(workoutOperations.get, async (c, { params: { id } }) => {
    const workout = await asUser(sql, c.get('claims'), (tx) => findWorkout(tx, id));
    if (!workout) throw notFound(WORKOUT_NOT_FOUND);
    return c.json(workout);
  });

  on(workoutOperations.update, async (c, { params: { id }, body: changes }) => {
    const workout = await asUser(sql, c.get('claims'), async (tx) => {
      const current = await findWorkout(tx, id);
      if (!current) throw notFound(WORKOUT_NOT_FOUND);
      validate(
        z.custom().superRefine((_, ctx) => checkDetailFitsCategory(current.category, changes, ctx)),
        changes,
      );
      if (current.setLog !== null && changes.setLog === undefined) {
        const summaryField = (['sets', 'reps', 'weight'] as const).find(
          (field) => changes[field] !== undefined,
        );
        if (summaryField) {
          throw badRequest(
            'validation_failed',
            `${summaryField}: this workout has a set log; correct it with setLog`,
            { [summaryField]: 'This workout has a set log; correct it with setLog' },
          );
        }
      }
      // A new length or difficulty without a new estimate gets the calorie estimate recomputed.
      const recomputeCalories =
        changes.caloriesBurned === undefined &&
        (changes.duration !== undefined || changes.difficultyLevel !== undefined);
      return updateWorkout(tx, id, {
        ...changes,
        ...(changes.setLog ? derivedSummary(changes.setLog) : {}),
        caloriesBurned: recomputeCalories
          ? estimateCalories(
              changes.duration ?? current.duration,
              changes.difficultyLevel ?? current.difficultyLevel,
            )
          : changes.caloriesBurned,
      });
    });
    if (!workout) throw notFound(WORKOUT_NOT_FOUND);
    return c.json(workout);
  });

  on(workoutOperations.remove, async (c, { params: { id } }) => {
    const deleted = await asUser(sql, c.get('claims'), (tx) => deleteWorkout(tx, id));
    if (!deleted) throw notFound(WORKOUT_NOT_FOUND);
    return c.body(null, 204);
  });

  on(workoutOperations.stats, async (c) => c.json(await asUser(sql, c.get('claims'), readStats)));

  return app;
}
