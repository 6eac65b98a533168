import { describe, expect, it } from 'vitest';
import type { DataExport, ExportedWorkout } from '../../contract/data-export.ts';
import { DATA_EXPORT_EXAMPLE } from '../../contract/operations/data-export.ts';
import {
  checkExportHeader,
  ExportFieldError,
  ExportVersionError,
  NotAnExportError,
  planFitTrack,
} from './read-fittrack.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const [liftExample] = DATA_EXPORT_EXAMPLE.workouts as [ExportedWorkout];
const sessionId = DATA_EXPORT_EXAMPLE.sessions[0]?.id ?? '';

/** The example with these workouts instead of its own. */
const withWorkouts = (workouts: ExportedWorkout[], change: Partial<DataExport> = {}): DataExport => ({
  ...DATA_EXPORT_EXAMPLE,
  workouts,
  ...change,
});

const alone: ExportedWorkout = {
  ...liftExample,
  id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
  name: 'Running',
  category: 'cardio',
  date: '2026-11-18T07:00:00.000Z',
  sets: null,
  reps: null,
  weight: null,
  distance: 3.1,
  setLog: null,
  sessionId: null,
  sessionPosition: null,
};

describe('checkExportHeader', () => {
  it("accepts this app's export of version 1 only", () => {
    expect(() => checkExportHeader(DATA_EXPORT_EXAMPLE)).not.toThrow();
    expect(() => checkExportHeader({ ...DATA_EXPORT_EXAMPLE, version: 2 })).toThrow(ExportVersionError);
    expect(() => checkExportHeader({ format: 'strong', version: 1 })).toThrow(NotAnExportError);
    expect(() => checkExportHeader([1, 2])).toThrow(NotAnExportError);
  });
});

describe('planFitTrack', () => {
  it('plans each session with its workouts in session order, keeping their figures, and lone workouts as their own', () => {
    const second: ExportedWorkout = {
      ...liftExample,
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Bench Press',
      sessionPosition: 1,
      setLog: null,
    };
    const { plan } = planFitTrack(withWorkouts([second, liftExample, alone]), NOW);
    expect(plan.unreadable).toEqual({ total: 0, rows: [] });
    expect(
      plan.sessions.map((session) => ({
        standalone: Boolean(session.standalone),
        identity: session.identity,
        startedAt: session.startedAt.toISOString(),
        routineId: session.routineId ?? null,
        exercises: session.exercises.map((exercise) => [
          exercise.name,
          exercise.sets.length,
          exercise.restore?.duration,
        ]),
      })),
    ).toEqual([
      {
        standalone: true,
        identity: ['fittrack-workout', alone.id],
        startedAt: '2026-11-18T07:00:00.000Z',
        routineId: null,
        exercises: [['Running', 0, 20]],
      },
      {
        standalone: false,
        identity: ['fittrack-session', sessionId],
        startedAt: '2026-11-20T17:30:00.000Z',
        routineId: DATA_EXPORT_EXAMPLE.sessions[0]?.routineId,
        exercises: [
          ['Sled Push', 3, 20],
          ['Bench Press', 0, 20],
        ],
      },
    ]);
  });

  it('names the field of a date in the future, before 1970, or a session over 24 hours', () => {
    const fieldOf = (document: DataExport) => {
      try {
        planFitTrack(document, NOW);
      } catch (error) {
        if (error instanceof ExportFieldError) return `${error.field}: ${error.reason}`;
        throw error;
      }
      return 'accepted';
    };
    expect(fieldOf(withWorkouts([liftExample, { ...alone, date: '2027-01-01T00:00:00.000Z' }]))).toBe(
      'workouts[1].date: cannot be in the future',
    );
    expect(fieldOf(withWorkouts([{ ...alone, date: '1969-12-31T23:59:59.000Z' }]))).toBe(
      'workouts[0].date: cannot be before 1970',
    );
    const long = {
      ...DATA_EXPORT_EXAMPLE.sessions[0],
      endedAt: '2026-11-21T18:25:00.000Z',
    } as DataExport['sessions'][number];
    expect(fieldOf(withWorkouts([liftExample], { sessions: [long] }))).toBe(
      'sessions[0].endedAt: a session lasts at most 24 hours',
    );
  });
});
