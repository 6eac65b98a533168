import type { CalendarNote } from '@contract/calendar-notes.ts';
import type { Goal } from '@contract/goals.ts';
import { sessionExerciseMinutes, summaryOfSetLog } from '@contract/set-log-rules.ts';
import type { CreateWorkoutSessionBody, LoggedSetResponse } from '@contract/strength-log.ts';
import { DIFFICULTY_LEVEL, estimateCalories, PERCEIVED_EXERTION } from '@contract/workout-rules.ts';
import type { Workout } from '@contract/workouts.ts';
import { isWaiting, type OutboxItem, type OutboxRequest } from './outbox-item.ts';

type WorkoutBody = Extract<OutboxRequest, { kind: 'workout' }>['body'];

/**
 * The writes still on this device, as the lists show them: a member sees what they logged at once,
 * marked "Saved on this device" until the server has it. Each row is built as the server would
 * build it (a session's exercises share its minutes by their sets), so nothing jumps once it lands.
 */

/** A row that exists on this device only, for now. */
export type OnDevice<Row> = Row & { savedOnDevice: true };

export const isOnDevice = <Row extends object>(row: Row | OnDevice<Row>): row is OnDevice<Row> =>
  'savedOnDevice' in row;

type WorkoutSetInput = NonNullable<CreateWorkoutSessionBody['exercises'][number]['sets']>[number];
const loggedSets = (sets: readonly WorkoutSetInput[]): LoggedSetResponse[] =>
  sets.map((set) => ({
    weight: set.weight,
    reps: set.reps,
    rpe: set.rpe ?? null,
    kind: set.kind ?? 'working',
  }));

function sessionWorkouts(body: CreateWorkoutSessionBody): OnDevice<Workout>[] {
  const minutes = sessionExerciseMinutes(
    (Date.parse(body.endedAt) - Date.parse(body.startedAt)) / 60_000,
    body.exercises.map((exercise) => ({ duration: exercise.duration, setCount: exercise.sets?.length ?? 0 })),
  );
  return body.exercises.map((exercise, index) => {
    const sets = exercise.sets ? loggedSets(exercise.sets) : null;
    const summary = sets ? summaryOfSetLog(sets) : null;
    const duration = minutes[index] ?? 0;
    return {
      id: `${body.id}:${index}`,
      exerciseId: null,
      name: exercise.name,
      category: exercise.category,
      duration,
      caloriesBurned: estimateCalories(duration, DIFFICULTY_LEVEL.default),
      date: body.startedAt,
      difficultyLevel: DIFFICULTY_LEVEL.default,
      perceivedExertion: PERCEIVED_EXERTION.default,
      completionRate: 100,
      sets: summary?.sets ?? null,
      reps: summary?.reps ?? null,
      weight: summary?.weight ?? null,
      distance: exercise.distance ?? null,
      setLog: sets,
      sessionId: body.id,
      note: exercise.note ?? null,
      savedOnDevice: true,
    };
  });
}

/** A logged workout as the server will store it (`madeAt`: when it was logged, for one without a date). */
export function workoutOfBody(body: WorkoutBody, madeAt: number): OnDevice<Workout> {
  const sets = body.setLog ? loggedSets(body.setLog) : null;
  const summary = sets ? summaryOfSetLog(sets) : null;
  return {
    id: body.id,
    exerciseId: null,
    name: body.name,
    category: body.category,
    duration: body.duration,
    caloriesBurned: body.caloriesBurned,
    date: body.date ?? new Date(madeAt).toISOString(),
    difficultyLevel: body.difficultyLevel ?? DIFFICULTY_LEVEL.default,
    perceivedExertion: body.perceivedExertion ?? PERCEIVED_EXERTION.default,
    completionRate: body.completionRate ?? 100,
    sets: summary?.sets ?? body.sets ?? null,
    reps: summary?.reps ?? body.reps ?? null,
    weight: summary?.weight ?? body.weight ?? null,
    distance: body.distance ?? null,
    setLog: sets,
    sessionId: null,
    note: null,
    savedOnDevice: true,
  };
}

/** Every workout waiting on this device (logged ones and those of finished live sessions). */
export function pendingWorkouts(items: readonly OutboxItem[]): OnDevice<Workout>[] {
  return items.filter(isWaiting).flatMap((item): OnDevice<Workout>[] => {
    const { request } = item;
    if (request.kind === 'workout-session') return sessionWorkouts(request.body);
    if (request.kind === 'workout') return [workoutOfBody(request.body, item.madeAt)];
    return [];
  });
}

/**
 * The server's workouts with those waiting on this device, newest first. A waiting one the server
 * already lists (sent, the list not yet refreshed) is shown once, as the server has it.
 */
export function withPendingWorkouts(
  server: readonly Workout[],
  pending: readonly OnDevice<Workout>[],
): (Workout | OnDevice<Workout>)[] {
  const ids = new Set(server.map((workout) => workout.id));
  const sessions = new Set(server.flatMap((workout) => (workout.sessionId ? [workout.sessionId] : [])));
  const waiting = pending.filter(
    (workout) => !ids.has(workout.id) && !(workout.sessionId && sessions.has(workout.sessionId)),
  );
  if (waiting.length === 0) return [...server];
  return [...waiting, ...server].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/**
 * The server's notes with the waiting creates and edits applied, in the order they were made: a
 * note made or changed on this device reads as the member left it.
 */
export function withPendingNotes(
  server: readonly CalendarNote[],
  items: readonly OutboxItem[],
): (CalendarNote | OnDevice<CalendarNote>)[] {
  const notes = new Map<string, CalendarNote | OnDevice<CalendarNote>>(server.map((note) => [note.id, note]));
  for (const { request } of items.filter(isWaiting)) {
    if (request.kind === 'calendar-note' && !notes.has(request.body.id)) {
      const { id, date, note } = request.body;
      notes.set(id, { id, date, note, savedOnDevice: true });
    }
    if (request.kind === 'calendar-note-edit') {
      const current = notes.get(request.noteId);
      if (current) notes.set(current.id, { ...current, note: request.body.note, savedOnDevice: true });
    }
  }
  return [...notes.values()];
}

/** The server's goals with the waiting creates and edits applied; a new one counts from 0. */
export function withPendingGoals(
  server: readonly Goal[],
  items: readonly OutboxItem[],
): (Goal | OnDevice<Goal>)[] {
  const goals = new Map<string, Goal | OnDevice<Goal>>(server.map((goal) => [goal.id, goal]));
  for (const { request } of items.filter(isWaiting)) {
    if (request.kind === 'goal' && !goals.has(request.body.id)) {
      const { id, type, target } = request.body;
      goals.set(id, { id, type, target, current: 0, period: 'weekly', isActive: true, savedOnDevice: true });
    }
    if (request.kind === 'goal-edit') {
      const current = goals.get(request.goalId);
      if (current) {
        goals.set(current.id, {
          ...current,
          type: request.body.type ?? current.type,
          target: request.body.target ?? current.target,
          savedOnDevice: true,
        });
      }
    }
  }
  return [...goals.values()];
}
