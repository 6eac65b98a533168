import { describe, expect, it } from 'vitest';
import { aWorkout } from '@/testing/workout.ts';
import type { OutboxItem, OutboxRequest } from './outbox-item.ts';
import { pendingWorkouts, withPendingGoals, withPendingNotes, withPendingWorkouts } from './pending-views.ts';

const SESSION = '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47';
const CHANGED = '2026-11-20T18:00:00.000Z';

const kept = (request: OutboxRequest, refused = false): OutboxItem => ({
  id: 'id' in request.body && typeof request.body.id === 'string' ? request.body.id : crypto.randomUUID(),
  userId: 'member',
  madeAt: Date.parse('2026-11-20T18:30:00.000Z'),
  request,
  refusal: refused ? { status: 409, message: 'Refused', at: 1 } : null,
});

const session: OutboxRequest = {
  kind: 'workout-session',
  body: {
    id: SESSION,
    startedAt: '2026-11-20T17:00:00.000Z',
    endedAt: '2026-11-20T18:00:00.000Z',
    exercises: [
      {
        name: 'Barbell Bench Press',
        category: 'strength',
        sets: [{ weight: 135, reps: 8, kind: 'working' }],
      },
      {
        name: 'One-Arm Dumbbell Row',
        category: 'dumbbells',
        sets: [
          { weight: 40, reps: 12, kind: 'warmup' },
          { weight: 50, reps: 10, kind: 'working' },
        ],
      },
    ],
  },
};
const logged: OutboxRequest = {
  kind: 'workout',
  body: { id: 'w1', name: 'Running', category: 'cardio', duration: 30, caloriesBurned: 156, distance: 3.1 },
};

describe('writes on this device as the lists show them', () => {
  it('shows a finished session as its exercises, sharing its minutes by their sets as the server does', () => {
    const rows = pendingWorkouts([kept(session)]);
    expect(
      rows.map(({ name, duration, sets, reps, weight, sessionId }) => ({
        name,
        duration,
        sets,
        reps,
        weight,
        sessionId,
      })),
    ).toEqual([
      { name: 'Barbell Bench Press', duration: 20, sets: 1, reps: 8, weight: 135, sessionId: SESSION },
      { name: 'One-Arm Dumbbell Row', duration: 40, sets: 1, reps: 10, weight: 50, sessionId: SESSION },
    ]);
    expect(rows.every((row) => row.savedOnDevice)).toBe(true);
  });

  it('leaves out refused writes: they wait under Needs attention, not in the lists', () => {
    expect(pendingWorkouts([kept(logged, true)])).toEqual([]);
  });

  it('shows a write once the server lists it, as the server has it, newest first', () => {
    const pending = pendingWorkouts([kept(logged), kept(session)]);
    const older = aWorkout({ id: 'old', date: '2026-11-19T10:00:00.000Z' });
    expect(withPendingWorkouts([older], pending).map((row) => row.id)).toEqual([
      'w1',
      `${SESSION}:0`,
      `${SESSION}:1`,
      'old',
    ]);

    const stored = [
      aWorkout({ id: 'w1', date: '2026-11-20T18:30:00.000Z' }),
      aWorkout({ id: 's', sessionId: SESSION }),
    ];
    const shown = withPendingWorkouts(stored, pending);
    expect(shown).toEqual(stored);
  });

  it('applies waiting note creates and edits, in order', () => {
    const notes = withPendingNotes(
      [{ id: 'n1', date: '2026-11-19', note: 'Server text' }],
      [
        kept({
          kind: 'calendar-note-edit',
          noteId: 'n1',
          date: '2026-11-19',
          body: { note: 'Edited here', changedAt: CHANGED },
        }),
        kept({
          kind: 'calendar-note',
          body: { id: 'n2', date: '2026-11-20', note: 'New here', changedAt: CHANGED },
        }),
        kept({
          kind: 'calendar-note-edit',
          noteId: 'n2',
          date: '2026-11-20',
          body: { note: 'New, then edited', changedAt: CHANGED },
        }),
      ],
    );
    expect(notes).toEqual([
      { id: 'n1', date: '2026-11-19', note: 'Edited here', savedOnDevice: true },
      { id: 'n2', date: '2026-11-20', note: 'New, then edited', savedOnDevice: true },
    ]);
  });

  it('applies waiting goal creates and edits; a new goal counts from 0', () => {
    const goals = withPendingGoals(
      [{ id: 'g1', type: 'workouts', target: 5, current: 2, period: 'weekly', isActive: true }],
      [
        kept({ kind: 'goal-edit', goalId: 'g1', body: { target: 4, changedAt: CHANGED } }),
        kept({ kind: 'goal', body: { id: 'g2', type: 'minutes', target: 200, changedAt: CHANGED } }),
      ],
    );
    expect(goals).toEqual([
      {
        id: 'g1',
        type: 'workouts',
        target: 4,
        current: 2,
        period: 'weekly',
        isActive: true,
        savedOnDevice: true,
      },
      {
        id: 'g2',
        type: 'minutes',
        target: 200,
        current: 0,
        period: 'weekly',
        isActive: true,
        savedOnDevice: true,
      },
    ]);
  });
});
