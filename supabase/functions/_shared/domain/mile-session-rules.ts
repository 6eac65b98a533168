import {
  type ActivityType,
  averagePaceOf,
  FASTEST_MILE_SECONDS,
  MILE_UNITS,
  type SessionStatus,
} from '../contract/mile-tracker.ts';

/**
 * The server's rules for a mile session, with no I/O: what a new split, or a finish, may be given
 * what is stored. The store reads the session (locked) and its splits, asks here, and writes what
 * the decision says; a retried request that matches what is stored is answered without a change.
 */

export interface StoredSession {
  status: SessionStatus;
  activityType: ActivityType;
  totalDistance: number;
  totalTime: number;
  averagePace: number | null;
}

export interface StoredSplit {
  mileNumber: number;
  splitTime: number;
  cumulativeTime: number;
  /** Thousandths of a mile (1000 for a whole mile). */
  distance: number;
}

export interface SplitRequest {
  mileNumber: number;
  splitTime: number;
  cumulativeTime: number;
}

export interface FinishRequest {
  totalDistance: number;
  totalTime: number;
  averagePace?: number | null | undefined;
}

/** A refusal: the HTTP status, a stable code, and the field at fault with its sentence. */
export interface Refusal {
  kind: 'refuse';
  status: 400 | 409;
  code: string;
  field: string;
  message: string;
}

const refuse = (status: 400 | 409, code: string, field: string, message: string): Refusal => ({
  kind: 'refuse',
  status,
  code,
  field,
  message,
});

export type SplitDecision = { kind: 'insert' } | { kind: 'replay'; mileNumber: number } | Refusal;

const formatSeconds = (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;

/**
 * Whether `request` may be recorded as the next whole mile. Miles are numbered 1, 2, 3... without
 * gaps; each split is the time since the previous mile (so the cumulative time only grows); no
 * mile is faster than the activity allows; a completed session takes no new split. The same mile
 * sent again with the same times is a replay (the first answer was lost), not a second mile.
 */
export function decideSplit(
  session: StoredSession,
  splits: StoredSplit[],
  request: SplitRequest,
): SplitDecision {
  const existing = splits.find((split) => split.mileNumber === request.mileNumber);
  if (
    existing &&
    existing.distance === MILE_UNITS &&
    existing.splitTime === request.splitTime &&
    existing.cumulativeTime === request.cumulativeTime
  ) {
    return { kind: 'replay', mileNumber: existing.mileNumber };
  }
  if (session.status === 'completed') {
    return refuse(409, 'session_completed', 'sessionId', 'This session is finished and takes no new miles');
  }
  if (existing) {
    return refuse(
      409,
      'split_conflict',
      'mileNumber',
      `Mile ${request.mileNumber} is already recorded with other times`,
    );
  }
  const last = splits.at(-1);
  const next = (last?.mileNumber ?? 0) + 1;
  if (request.mileNumber !== next) {
    return refuse(400, 'split_out_of_order', 'mileNumber', `mileNumber must be ${next}, the next mile`);
  }
  const previous = last?.cumulativeTime ?? 0;
  if (request.cumulativeTime <= previous) {
    return refuse(
      400,
      'split_out_of_order',
      'cumulativeTime',
      `cumulativeTime must be more than the previous mile's ${previous} seconds`,
    );
  }
  if (request.splitTime !== request.cumulativeTime - previous) {
    return refuse(
      400,
      'split_time_mismatch',
      'splitTime',
      `splitTime must be cumulativeTime minus the previous mile's ${previous} seconds (${request.cumulativeTime - previous})`,
    );
  }
  const fastest = FASTEST_MILE_SECONDS[session.activityType];
  if (request.splitTime < fastest) {
    return refuse(
      400,
      'impossible_pace',
      'splitTime',
      `splitTime must be at least ${fastest} seconds: a ${session.activityType} mile faster than ${formatSeconds(fastest)} is not possible`,
    );
  }
  return { kind: 'insert' };
}

export interface FinishTotals {
  totalDistance: number;
  totalTime: number;
  averagePace: number | null;
}

export interface PartialSplit {
  mileNumber: number;
  /** Thousandths of a mile, 1..999. */
  distance: number;
  splitTime: number;
  cumulativeTime: number;
  /** Seconds per mile at this split's speed. */
  pace: number;
}

export type FinishDecision =
  | { kind: 'complete'; totals: FinishTotals; partial: PartialSplit | null }
  | { kind: 'replay' }
  | Refusal;

/**
 * Whether the session may finish with these totals, checked against its whole-mile splits: the
 * distance covers every recorded mile and less than one more (the partial last mile, kept as a
 * split of its own), the time is at least the last mile's cumulative time, and the average pace,
 * when given, is the time over the distance (within a second, since clients round differently).
 * The stored pace is the server's own figure. Finishing a finished session with the same totals is
 * a replay; with others, a conflict.
 */
export function decideFinish(
  session: StoredSession,
  splits: StoredSplit[],
  request: FinishRequest,
): FinishDecision {
  if (session.status === 'completed') {
    const same = session.totalDistance === request.totalDistance && session.totalTime === request.totalTime;
    return same
      ? { kind: 'replay' }
      : refuse(409, 'session_completed', 'status', 'This session is already finished with other totals');
  }
  const whole = splits.filter((split) => split.distance === MILE_UNITS);
  const miles = whole.length;
  const lastTime = whole.at(-1)?.cumulativeTime ?? 0;
  const minimum = miles * MILE_UNITS;
  if (request.totalDistance < minimum || request.totalDistance >= minimum + MILE_UNITS) {
    return refuse(
      400,
      'totals_mismatch',
      'totalDistance',
      `totalDistance must be from ${minimum} to ${minimum + MILE_UNITS - 1}: ${miles} recorded mile${miles === 1 ? '' : 's'} and less than one more`,
    );
  }
  if (request.totalTime < lastTime) {
    return refuse(
      400,
      'totals_mismatch',
      'totalTime',
      `totalTime must be at least ${lastTime} seconds, the time at the last recorded mile`,
    );
  }

  const partialDistance = request.totalDistance - minimum;
  let partial: PartialSplit | null = null;
  if (partialDistance > 0) {
    const splitTime = request.totalTime - lastTime;
    if (splitTime < 1) {
      return refuse(
        400,
        'totals_mismatch',
        'totalTime',
        'totalTime must include the time of the partial last mile (at least 1 second after the last recorded mile)',
      );
    }
    const pace = Math.round((splitTime * MILE_UNITS) / partialDistance);
    const fastest = FASTEST_MILE_SECONDS[session.activityType];
    if (pace < fastest) {
      return refuse(
        400,
        'impossible_pace',
        'totalDistance',
        `The partial last mile is faster than ${formatSeconds(fastest)} per mile, which a ${session.activityType} cannot be`,
      );
    }
    partial = {
      mileNumber: miles + 1,
      distance: partialDistance,
      splitTime,
      cumulativeTime: request.totalTime,
      pace,
    };
  }

  const averagePace = averagePaceOf(request.totalTime, request.totalDistance);
  const given = request.averagePace;
  if (given != null) {
    const exact = request.totalDistance > 0 ? (request.totalTime * MILE_UNITS) / request.totalDistance : 0;
    if (Math.abs(given - exact) > 1) {
      return refuse(
        400,
        'totals_mismatch',
        'averagePace',
        averagePace === null
          ? 'averagePace must be null (or 0) when no distance was covered'
          : `averagePace must be totalTime per mile of totalDistance (${averagePace})`,
      );
    }
  }
  return {
    kind: 'complete',
    totals: { totalDistance: request.totalDistance, totalTime: request.totalTime, averagePace },
    partial,
  };
}
