/**
 * The difficulty coach: from a member's recent sessions of one exercise, decide whether the next
 * session should be harder, the same or easier, how sure we are, and why.
 *
 * Grounded in exertion-based autoregulation: a productive working zone is around RPE 6-8; sessions
 * that are consistently easy and fully completed mean the level can go up; exhausting or incomplete
 * sessions mean it should come down. Where weights and reps are logged, the estimated one-rep max
 * (Epley, sets of 12 reps or fewer) shows whether strength is moving. Where sessions carry a set
 * log, each set's RPE and reps speak first: every working set at RPE 7 or less with its reps done
 * means the level can go up; reps missed at RPE 9 or more mean it should come down. One level per
 * suggestion.
 */

import { countsAsWork, type LoggedSet } from '../contract/set-log-rules.ts';

export interface CoachSession {
  date: Date;
  /** 1 (Very Easy) to 5 (Very Hard). */
  difficulty: number;
  /** Perceived exertion 1-10, when logged. */
  exertion: number | null;
  /** Percent of the planned work completed. */
  completionRate: number;
  durationMinutes: number;
  reps?: number | null;
  weight?: number | null;
  /** The session's set log, in order, when it was logged set by set. */
  sets?: readonly Pick<LoggedSet, 'reps' | 'rpe' | 'kind'>[] | null;
  /**
   * The reps each working set aimed at (the routine's target, or the previous session's), when
   * known; otherwise the session's summary reps (the most reps done at its heaviest weight).
   */
  targetReps?: number | null;
}

/** A suggestion the member applied: the level they moved to, and when. */
export interface AppliedLevel {
  level: number;
  at: Date;
}

export type Direction = 'raise' | 'keep' | 'lower';
export type Trend = 'improving' | 'declining' | 'stable';

export interface CoachDecision {
  currentDifficulty: number;
  suggestedDifficulty: number;
  direction: Direction;
  trend: Trend;
  /** Percent, 0-100. */
  confidence: number;
  /** Sentences a member can read, each naming one signal and its figure. */
  reasoningFactors: string[];
  /**
   * Set while the member's applied level still lacks its own evidence: the sessions logged at it
   * so far (fewer than MIN_SESSIONS), during which the coach holds the level.
   */
  awaitingEvidence?: { appliedLevel: number; appliedAt: Date; sessionsSince: number };
  figures: {
    sessionsCounted: number;
    averageExertion: number;
    exertionTrendPerSession: number;
    averageCompletion: number;
    e1rmChangePercent: number | null;
    daysSinceLastSession: number;
    /** Sessions of the window whose set log carries RPE, and how they read. */
    setLogs: { sessions: number; easy: number; hard: number };
  };
}

export const MIN_SESSIONS = 3;
export const WINDOW_SESSIONS = 6;
export const WINDOW_DAYS = 42;
/** Working zone of perceived exertion; below it and fully completed: raise; above it or incomplete: lower. */
export const EASY_EXERTION = 5.5;
export const HARD_EXERTION = 8.5;
export const FULL_COMPLETION = 95;
export const INCOMPLETE = 80;
/** Set-log thresholds: every working set at this RPE or less with its reps done reads easy. */
export const EASY_SET_RPE = 7;
/** A working set that missed its reps at this RPE or more reads hard. */
export const HARD_SET_RPE = 9;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SetLogReading = 'easy' | 'hard' | 'neutral';

/**
 * How one session's set log reads, or null when it has none to read (no set log, or no working set
 * with an RPE). Warm-ups are left out. Easy: every working set rated at RPE 7 or less and none
 * short of its target reps. Hard: at least half the working sets short of their reps at RPE 9 or
 * more.
 */
export function readSetLog(session: CoachSession): SetLogReading | null {
  const working = (session.sets ?? []).filter((set) => countsAsWork({ ...set, weight: 0 }));
  if (!working.some((set) => set.rpe != null)) return null;
  const target = session.targetReps ?? session.reps ?? null;
  const missed = (set: Pick<LoggedSet, 'reps'>) => target !== null && set.reps < target;
  // One grinder at the end of a session is normal; half the work short of its reps is not.
  const missedHard = working.filter((set) => missed(set) && (set.rpe ?? 0) >= HARD_SET_RPE).length;
  if (missedHard * 2 >= working.length) return 'hard';
  if (working.every((set) => set.rpe != null && set.rpe <= EASY_SET_RPE && !missed(set))) return 'easy';
  return 'neutral';
}

/** The mean RPE of a session's rated working sets (warm-ups left out). */
function meanWorkingRpe(session: CoachSession): number {
  return mean(
    (session.sets ?? [])
      .filter((set) => countsAsWork({ ...set, weight: 0 }))
      .flatMap((set) => (set.rpe == null ? [] : [set.rpe])),
  );
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Least-squares slope of values over their index (change per session). */
function slope(values: number[]): number {
  if (values.length < 2) return 0;
  const xMean = (values.length - 1) / 2;
  const yMean = mean(values);
  let numerator = 0;
  let denominator = 0;
  values.forEach((value, index) => {
    numerator += (index - xMean) * (value - yMean);
    denominator += (index - xMean) ** 2;
  });
  return denominator === 0 ? 0 : numerator / denominator;
}

function standardDeviation(values: number[]): number {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/** Epley's estimate of a one-rep max, used only for sets of 12 reps or fewer. */
export function estimatedOneRepMax(weight: number, reps: number): number | null {
  if (weight <= 0 || reps < 1 || reps > 12) return null;
  return reps === 1 ? weight : weight * (1 + reps / 30);
}

/**
 * Sessions logged at another level are read as if done at the current one: a level lower would
 * have felt about 1.5 exertion points harder at the current level.
 */
const EXERTION_PER_LEVEL = 1.5;

/**
 * Once a member applies a suggestion, that level is the exercise's level and the sessions before
 * it stop counting: a new suggestion needs new evidence, at least MIN_SESSIONS logged after the
 * apply. Until then the coach holds the applied level (an `awaitingEvidence` decision), so the
 * same suggestion cannot come back from the old sessions.
 */
export function decideDifficulty(
  history: readonly CoachSession[],
  now: Date,
  applied?: AppliedLevel,
): CoachDecision | null {
  const inWindow = [...history]
    .filter(
      (session) =>
        session.date.getTime() <= now.getTime() &&
        now.getTime() - session.date.getTime() <= WINDOW_DAYS * DAY_MS,
    )
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const evidence = applied
    ? inWindow.filter((session) => session.date.getTime() > applied.at.getTime())
    : inWindow;
  const recent = evidence.slice(-WINDOW_SESSIONS);
  if (applied && recent.length < MIN_SESSIONS) return holdAppliedLevel(applied, recent.length, now);
  if (recent.length < MIN_SESSIONS) return null;

  const last = recent[recent.length - 1] as CoachSession;
  const current = last.difficulty;
  const rated = recent.filter((session) => session.exertion !== null);
  const atCurrent = rated.map(
    (session) => (session.exertion ?? 0) + (current - session.difficulty) * EXERTION_PER_LEVEL,
  );
  const averageExertion = atCurrent.length > 0 ? mean(atCurrent) : 6.5;
  const exertionTrend = slope(atCurrent);
  const averageCompletion = mean(recent.map((session) => session.completionRate));
  const completionTrend = slope(recent.map((session) => session.completionRate));
  const daysSinceLast = Math.floor((now.getTime() - last.date.getTime()) / DAY_MS);

  const lifts = recent
    .map((session) =>
      session.weight != null && session.reps != null
        ? estimatedOneRepMax(session.weight, session.reps)
        : null,
    )
    .filter((value): value is number => value !== null);
  let e1rmChangePercent: number | null = null;
  if (lifts.length >= 2) {
    const first = lifts[0] as number;
    e1rmChangePercent = round1((((lifts[lifts.length - 1] as number) - first) / first) * 100);
  }

  // Set logs decide when at least half the window has them, and they agree: all easy, or hard in
  // at least half; otherwise the sessions' exertion and completion do. Only sessions at the current
  // level are read: how a set felt at another level says little about this one.
  const logged = recent.flatMap((session) => {
    const reading = session.difficulty === current ? readSetLog(session) : null;
    return reading === null ? [] : [{ reading, rpe: meanWorkingRpe(session) }];
  });
  const setLogs = {
    sessions: logged.length,
    easy: logged.filter(({ reading }) => reading === 'easy').length,
    hard: logged.filter(({ reading }) => reading === 'hard').length,
  };
  const setLogsDecide = setLogs.sessions * 2 >= recent.length;
  let direction: Direction = 'keep';
  let fromSetLogs = false;
  if (setLogsDecide && setLogs.hard * 2 >= setLogs.sessions) {
    direction = 'lower';
    fromSetLogs = true;
  } else if (setLogsDecide && setLogs.easy === setLogs.sessions) {
    direction = 'raise';
    fromSetLogs = true;
  } else if (averageCompletion < INCOMPLETE || averageExertion >= HARD_EXERTION) direction = 'lower';
  else if (averageExertion <= EASY_EXERTION && averageCompletion >= FULL_COMPLETION) direction = 'raise';
  // Never raise while sessions are getting harder: capacity may be falling.
  if (direction === 'raise' && (current >= 5 || exertionTrend >= 0.3)) direction = 'keep';
  if (direction === 'lower' && current <= 1) direction = 'keep';

  const strengthUp = e1rmChangePercent !== null && e1rmChangePercent >= 2;
  const strengthDown = e1rmChangePercent !== null && e1rmChangePercent <= -2;
  const improving = exertionTrend <= -0.25 || strengthUp;
  const declining = exertionTrend >= 0.25 || completionTrend <= -3 || strengthDown;
  const trend: Trend =
    improving && !declining ? 'improving' : declining && !improving ? 'declining' : 'stable';

  // Confidence: how many standard errors the average sits beyond the threshold (more sessions and
  // steadier ratings both shrink the error); lowered by a trend pointing the other way, missing
  // ratings and time since the last session.
  const spread = Math.max(standardDeviation(atCurrent), 0.6);
  const standardError = spread / Math.sqrt(Math.max(atCurrent.length, 1));
  const margin =
    direction === 'raise'
      ? EASY_EXERTION - averageExertion
      : direction === 'lower'
        ? Math.max(averageExertion - HARD_EXERTION, (INCOMPLETE - averageCompletion) / 8)
        : Math.min(averageExertion - EASY_EXERTION, HARD_EXERTION - averageExertion);
  // From set logs, the same measure over each session's mean working-set RPE: how far below the
  // easy line (raise) or above the working zone's top (lower) it sits, in standard errors.
  const loggedRpe = logged.map(({ rpe }) => rpe);
  const setLogMargin =
    direction === 'raise' ? EASY_SET_RPE + 0.5 - mean(loggedRpe) : mean(loggedRpe) - (HARD_SET_RPE - 1);
  const setLogError = Math.max(standardDeviation(loggedRpe), 0.4) / Math.sqrt(Math.max(loggedRpe.length, 1));
  let confidence = fromSetLogs
    ? 40 + 16 * (Math.max(setLogMargin, 0) / setLogError)
    : 40 + 16 * (Math.max(margin, 0) / standardError);
  const contrary =
    (direction === 'raise' && exertionTrend > 0.2) || (direction === 'lower' && exertionTrend < -0.2);
  if (contrary) confidence -= 20;
  if (!fromSetLogs && rated.length < recent.length)
    confidence -= 15 * ((recent.length - rated.length) / recent.length);
  if (daysSinceLast > 7) confidence -= Math.min(40, (daysSinceLast - 7) * 2.5);
  confidence = Math.round(Math.min(97, Math.max(5, confidence)));

  const suggestedDifficulty =
    direction === 'raise' ? current + 1 : direction === 'lower' ? current - 1 : current;
  const reasoningFactors = [
    `${recent.length} sessions in the last ${WINDOW_DAYS} days counted`,
    `Average exertion ${round1(averageExertion)}/10 at level ${current} (working zone ${EASY_EXERTION + 0.5}-${HARD_EXERTION - 0.5})`,
    `Exertion ${exertionTrend <= -0.25 ? 'falling' : exertionTrend >= 0.25 ? 'rising' : 'steady'} (${exertionTrend >= 0 ? '+' : ''}${round1(exertionTrend)} per session)`,
    `Completion ${Math.round(averageCompletion)}% on average`,
    ...(setLogs.sessions > 0
      ? [
          `Set logs: ${setLogs.easy} of ${setLogs.sessions} sessions with every working set at RPE ${EASY_SET_RPE} or less and its reps done, ${setLogs.hard} with reps missed at RPE ${HARD_SET_RPE} or more`,
        ]
      : []),
    ...(e1rmChangePercent !== null
      ? [
          `Estimated one-rep max ${e1rmChangePercent >= 0 ? 'up' : 'down'} ${Math.abs(e1rmChangePercent)}% (Epley)`,
        ]
      : []),
    `${daysSinceLast === 0 ? 'Last session today' : `${daysSinceLast} day${daysSinceLast === 1 ? '' : 's'} since the last session`}`,
  ];

  return {
    currentDifficulty: current,
    suggestedDifficulty,
    direction,
    trend,
    confidence,
    reasoningFactors,
    figures: {
      sessionsCounted: recent.length,
      averageExertion: round1(averageExertion),
      exertionTrendPerSession: round1(exertionTrend),
      averageCompletion: Math.round(averageCompletion),
      e1rmChangePercent,
      daysSinceLastSession: daysSinceLast,
      setLogs,
    },
  };
}

/** The decision while an applied level collects its first sessions: keep it, and say what is needed. */
function holdAppliedLevel(applied: AppliedLevel, sessionsSince: number, now: Date): CoachDecision {
  const needed = MIN_SESSIONS - sessionsSince;
  const daysSince = Math.max(0, Math.floor((now.getTime() - applied.at.getTime()) / DAY_MS));
  return {
    currentDifficulty: applied.level,
    suggestedDifficulty: applied.level,
    direction: 'keep',
    trend: 'stable',
    confidence: 0,
    reasoningFactors: [
      `You moved to level ${applied.level} ${daysSince === 0 ? 'today' : `${daysSince} day${daysSince === 1 ? '' : 's'} ago`}`,
      `${sessionsSince} of ${MIN_SESSIONS} sessions at the new level logged; ${needed} more before the next suggestion`,
    ],
    awaitingEvidence: { appliedLevel: applied.level, appliedAt: applied.at, sessionsSince },
    figures: {
      sessionsCounted: sessionsSince,
      averageExertion: 0,
      exertionTrendPerSession: 0,
      averageCompletion: 0,
      e1rmChangePercent: null,
      daysSinceLastSession: daysSince,
      setLogs: { sessions: 0, easy: 0, hard: 0 },
    },
  };
}
