import type { z } from 'zod';
import {
  EXERCISE_NOT_FOUND,
  ROUTINE_NOT_FOUND,
  SESSION_NOT_FOUND,
  workoutSessionOperations,
} from '../contract/operations/strength-log.ts';
import {
  type LoggedSet,
  RECORD_KINDS,
  recordsBroken,
  sessionExerciseMinutes,
  summaryOfSetLog,
} from '../contract/set-log-rules.ts';
import type {
  BrokenRecord,
  createWorkoutSessionBodySchema,
  WorkoutSession,
} from '../contract/strength-log.ts';
import {
  DIFFICULTY_LEVEL,
  type ExerciseCategory,
  estimateCalories,
  PERCEIVED_EXERTION,
} from '../contract/workout-rules.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql, Tx } from '../db/database.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import {
  bestsBefore,
  deleteSession,
  findHistoryCursor,
  findSession,
  findSessionCursor,
  findVisibleExercise,
  insertSession,
  listExerciseSessions,
  listSessions,
  readExerciseRecords,
  routineVisible,
  type SessionWorkout,
} from './workout-session-store.ts';

/** The exercise a logged name means, as POST /api/workouts resolves it (handed in by createApiApp). */
export type FindOrCreateExercise = (
  tx: Tx,
  name: string,
  category: ExerciseCategory,
) => Promise<{ id: string; name: string; category: ExerciseCategory }>;

type SessionBody = z.output<typeof createWorkoutSessionBodySchema>;

/** Each exercise of the session resolved to its exercise, with its minutes, calories and summary. */
async function performedWorkouts(
  tx: Tx,
  body: SessionBody,
  findOrCreateExercise: FindOrCreateExercise,
): Promise<SessionWorkout[]> {
  const sessionMinutes = (Date.parse(body.endedAt) - Date.parse(body.startedAt)) / 60_000;
  const minutes = sessionExerciseMinutes(
    sessionMinutes,
    body.exercises.map((exercise) => ({ duration: exercise.duration, setCount: exercise.sets?.length ?? 0 })),
  );
  const resolved = new Map<string, Awaited<ReturnType<FindOrCreateExercise>>>();
  const workouts: SessionWorkout[] = [];
  for (const [index, exercise] of body.exercises.entries()) {
    const key = `${exercise.category}:${exercise.name.toLowerCase()}`;
    const found = resolved.get(key) ?? (await findOrCreateExercise(tx, exercise.name, exercise.category));
    resolved.set(key, found);
    if (found.category !== exercise.category) {
      const field = `exercises[${index}].category`;
      const message = `${found.name} is a ${found.category} exercise`;
      throw badRequest('category_mismatch', `${field}: ${message}`, { [field]: message });
    }
    const duration = minutes[index] ?? exercise.duration ?? 0;
    workouts.push({
      exerciseId: found.id,
      name: found.name,
      category: found.category,
      duration,
      caloriesBurned: estimateCalories(duration, DIFFICULTY_LEVEL.default),
      difficultyLevel: DIFFICULTY_LEVEL.default,
      perceivedExertion: PERCEIVED_EXERTION.default,
      distance: exercise.distance ?? null,
      supersetGroup: exercise.supersetGroup ?? null,
      note: exercise.note ?? null,
      sets: exercise.sets ?? null,
      summary: exercise.sets ? summaryOfSetLog(exercise.sets) : null,
    });
  }
  return workouts;
}

/** The records each exercise's sets in this session beat, against the member's bests before it. */
async function brokenRecords(
  tx: Tx,
  session: { id: string; startedAt: string },
  workouts: readonly SessionWorkout[],
): Promise<BrokenRecord[]> {
  const setsByExercise = new Map<string, { name: string; sets: LoggedSet[] }>();
  for (const workout of workouts) {
    if (!workout.sets) continue;
    const entry = setsByExercise.get(workout.exerciseId) ?? { name: workout.name, sets: [] };
    entry.sets.push(...workout.sets);
    setsByExercise.set(workout.exerciseId, entry);
  }
  if (setsByExercise.size === 0) return [];
  const before = await bestsBefore(tx, [...setsByExercise.keys()], session.startedAt, session.id);
  return [...setsByExercise].flatMap(([exerciseId, { name, sets }]) => {
    const bests = before.get(exerciseId);
    if (!bests) return [];
    return recordsBroken(bests, sets)
      .sort((a, b) => RECORD_KINDS.indexOf(a.kind) - RECORD_KINDS.indexOf(b.kind))
      .map((record) => ({ exerciseId, exerciseName: name, ...record }));
  });
}

/**
 * /api/workout-sessions: record a whole session once (its id is the client's), list, read and
 * delete sessions; /api/exercises/:id/history: one exercise's sessions and records.
 */
export function workoutSessionRoutes({
  sql,
  auth,
  findOrCreateExercise,
  recomputeCoach,
}: {
  sql: Sql;
  auth: SessionAuthority;
  /** The workouts area's resolution of an exercise name, handed in by createApiApp. */
  findOrCreateExercise: FindOrCreateExercise;
  /** The coach area's recompute of one member's suggestions, handed in by createApiApp. */
  recomputeCoach: (userId: string) => Promise<unknown>;
}) {
  const refreshCoach = (userId: string) =>
    recomputeCoach(userId).catch((error) =>
      console.warn('Coach recompute after a session write failed', error),
    );
  const { app, on } = operationRouter(auth);

  on(workoutSessionOperations.create, async (c, { body }) => {
    const outcome = await asUser(
      sql,
      c.get('claims'),
      async (tx): Promise<{ session: WorkoutSession; records: BrokenRecord[]; created: boolean }> => {
        // Sent again (a lost answer, an outbox retry): the stored session, and nothing written.
        const stored = await findSession(tx, body.id);
        if (stored) return { session: stored, records: [], created: false };
        if (body.routineId && !(await routineVisible(tx, body.routineId))) throw notFound(ROUTINE_NOT_FOUND);
        const workouts = await performedWorkouts(tx, body, findOrCreateExercise);
        const records = await brokenRecords(tx, body, workouts);
        const created = await insertSession(tx, {
          id: body.id,
          startedAt: body.startedAt,
          endedAt: body.endedAt,
          notes: body.notes ?? null,
          routineId: body.routineId ?? null,
          workouts,
        });
        // Not stored: the same upload won a race (its session is now readable), or the id is another
        // member's, which stays hidden behind the answer for no session; the 404 rolls back any
        // exercise this request created.
        const session = await findSession(tx, body.id);
        if (!session) throw notFound(SESSION_NOT_FOUND);
        return { session, records: created ? records : [], created };
      },
    );
    if (outcome.created) await refreshCoach(c.get('claims').sub);
    return c.json({ ...outcome.session, records: outcome.records }, outcome.created ? 201 : 200);
  });

  on(workoutSessionOperations.list, async (c, { query: { limit, before: cursor } }) => {
    const sessions = await asUser(sql, c.get('claims'), async (tx) => {
      if (cursor === undefined) return listSessions(tx, { limit });
      const before = await findSessionCursor(tx, cursor);
      if (!before) {
        throw badRequest('invalid_cursor', 'before: must be the id of one of your sessions', {
          before: 'must be the id of one of your sessions',
        });
      }
      return listSessions(tx, { limit, before });
    });
    return c.json(sessions);
  });

  on(workoutSessionOperations.get, async (c, { params: { id } }) => {
    const session = await asUser(sql, c.get('claims'), (tx) => findSession(tx, id));
    if (!session) throw notFound(SESSION_NOT_FOUND);
    return c.json(session);
  });

  on(workoutSessionOperations.remove, async (c, { params: { id } }) => {
    const deleted = await asUser(sql, c.get('claims'), (tx) => deleteSession(tx, id));
    if (!deleted) throw notFound(SESSION_NOT_FOUND);
    await refreshCoach(c.get('claims').sub);
    return c.body(null, 204);
  });

  on(
    workoutSessionOperations.exerciseHistory,
    async (c, { params: { id }, query: { limit, before: cursor } }) => {
      const history = await asUser(sql, c.get('claims'), async (tx) => {
        const exercise = await findVisibleExercise(tx, id);
        if (!exercise) throw notFound(EXERCISE_NOT_FOUND);
        const before = cursor === undefined ? undefined : await findHistoryCursor(tx, id, cursor);
        if (cursor !== undefined && !before) {
          throw badRequest(
            'invalid_cursor',
            'before: must be the id of one of your workouts of this exercise',
            {
              before: 'must be the id of one of your workouts of this exercise',
            },
          );
        }
        const [sessions, records] = await Promise.all([
          listExerciseSessions(tx, id, { limit, before }),
          readExerciseRecords(tx, id),
        ]);
        return {
          exerciseId: exercise.id,
          name: exercise.name,
          category: exercise.category,
          sessions,
          records,
        };
      });
      return c.json(history);
    },
  );

  return app;
}
