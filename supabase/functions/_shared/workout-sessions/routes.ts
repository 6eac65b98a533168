import postgres from 'postgres';
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
import { pipelined } from '../db/pipelined.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import {
  bestsBefore,
  claimSession,
  deleteSession,
  findHistoryCursor,
  findSession,
  findSessionCursor,
  findVisibleExercise,
  insertSessionWorkouts,
  listExerciseSessions,
  listSessions,
  readExerciseRecords,
  type SessionWorkout,
  sessionOf,
} from './workout-session-store.ts';

/** The exercises a session's names mean, as POST /api/workouts resolves them (handed in by createApiApp). */
export type ResolveExercises = (
  tx: Tx,
  wanted: readonly { name: string; category: ExerciseCategory }[],
) => Promise<{ id: string; name: string; category: ExerciseCategory }[]>;

type SessionBody = z.output<typeof createWorkoutSessionBodySchema>;

/** Each exercise of the session resolved to its exercise, with its minutes, calories and summary. */
function performedWorkouts(
  body: SessionBody,
  exercises: Awaited<ReturnType<ResolveExercises>>,
): SessionWorkout[] {
  const sessionMinutes = (Date.parse(body.endedAt) - Date.parse(body.startedAt)) / 60_000;
  const minutes = sessionExerciseMinutes(
    sessionMinutes,
    body.exercises.map((exercise) => ({ duration: exercise.duration, setCount: exercise.sets?.length ?? 0 })),
  );
  return body.exercises.map((exercise, index) => {
    const found = exercises[index];
    if (!found) throw new Error('An exercise of the session was not resolved');
    if (found.category !== exercise.category) {
      const field = `exercises[${index}].category`;
      const message = `${found.name} is a ${found.category} exercise`;
      throw badRequest('category_mismatch', `${field}: ${message}`, { [field]: message });
    }
    const duration = minutes[index] ?? exercise.duration ?? 0;
    return {
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
    };
  });
}

/** A routine that is not the member's: the session's (routine, member) foreign key refuses it. */
const isForeignRoutine = (error: unknown) =>
  error instanceof postgres.PostgresError &&
  error.code === '23503' &&
  error.constraint_name === 'workout_session_routine_fkey';

/** Each lifted exercise of the session with all its sets in the session. */
function setsByExercise(workouts: readonly SessionWorkout[]) {
  const lifted = new Map<string, { name: string; sets: LoggedSet[] }>();
  for (const workout of workouts) {
    if (!workout.sets) continue;
    const entry = lifted.get(workout.exerciseId) ?? { name: workout.name, sets: [] };
    entry.sets.push(...workout.sets);
    lifted.set(workout.exerciseId, entry);
  }
  return lifted;
}

/** The records each exercise's sets in this session beat, against the member's bests before it. */
function brokenRecords(
  lifted: ReturnType<typeof setsByExercise>,
  before: Awaited<ReturnType<typeof bestsBefore>>,
): BrokenRecord[] {
  return [...lifted].flatMap(([exerciseId, { name, sets }]) => {
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
  resolveExercises,
}: {
  sql: Sql;
  auth: SessionAuthority;
  /** The workouts area's resolution of exercise names, handed in by createApiApp. */
  resolveExercises: ResolveExercises;
}) {
  const { app, on } = operationRouter(auth);

  on(workoutSessionOperations.create, async (c, { body }) => {
    const outcome = await asUser(
      sql,
      c.get('claims'),
      async (tx): Promise<{ session: WorkoutSession; records: BrokenRecord[]; created: boolean }> => {
        // The id is claimed and the exercises found in the round trip that begins the transaction.
        const [claimed, exercises] = await pipelined([
          claimSession(tx, {
            id: body.id,
            startedAt: body.startedAt,
            endedAt: body.endedAt,
            notes: body.notes ?? null,
            routineId: body.routineId ?? null,
          }).catch((error: unknown) => {
            throw isForeignRoutine(error) ? notFound(ROUTINE_NOT_FOUND) : error;
          }),
          resolveExercises(tx, body.exercises),
        ]);
        if (!claimed) {
          // Sent again (a lost answer, an outbox retry): the stored session, and nothing written. An
          // id of another member's session stays hidden behind the answer for no session; the 404
          // rolls back any exercise this request created.
          const stored = await findSession(tx, body.id);
          if (!stored) throw notFound(SESSION_NOT_FOUND);
          return { session: stored, records: [], created: false };
        }
        const workouts = performedWorkouts(body, exercises);
        const lifted = setsByExercise(workouts);
        // The bests are read before the workouts are written, in the same round trip.
        const [before, stored] = await pipelined([
          lifted.size > 0
            ? bestsBefore(tx, [...lifted.keys()], body.startedAt, body.id)
            : Promise.resolve(new Map()),
          insertSessionWorkouts(tx, body, workouts),
        ]);
        return { session: sessionOf(claimed, stored), records: brokenRecords(lifted, before), created: true };
      },
    );
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
