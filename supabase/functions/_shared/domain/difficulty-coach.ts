/**
 * The difficulty coach: from a member's recent sessions of one exercise, decide whether the next
 * session should be harder, the same or easier, how sure we are, and why.
 *
 * Grounded in exertion-based autoregulation: a productive working zone is around RPE 6-8; sessions
 * that are consistently easy and fully completed mean the level can go up; exhausting or incomplete
 * sessions mean it should come down. Where weights and reps are logged, the estimated one-rep max
 * (Epley, sets of 12 reps or fewer) shows whether strength is moving. One level per suggestion.
 */

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
const DAY_MS = 24 * 60 * 60 * 1000;

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

  let direction: Direction = 'keep';
  if (averageCompletion < INCOMPLETE || averageExertion >= HARD_EXERTION) direction = 'lower';
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
  let confidence = 40 + 16 * (Math.max(margin, 0) / standardError);
  const contrary =
    (direction === 'raise' && exertionTrend > 0.2) || (direction === 'lower' && exertionTrend < -0.2);
  if (contrary) confidence -= 20;
  if (rated.length < recent.length) confidence -= 15 * ((recent.length - rated.length) / recent.length);
  if (daysSinceLast > 7) confidence -= Math.min(40, (daysSinceLast - 7) * 2.5);
  confidence = Math.round(Math.min(97, Math.max(5, confidence)));

  const suggestedDifficulty =
    direction === 'raise' ? current + 1 : direction === 'lower' ? current - 1 : current;
  const reasoningFactors = [
    `${recent.length} sessions in the last ${WINDOW_DAYS} days counted`,
    `Average exertion ${round1(averageExertion)}/10 at level ${current} (working zone ${EASY_EXERTION + 0.5}-${HARD_EXERTION - 0.5})`,
    `Exertion ${exertionTrend <= -0.25 ? 'falling' : exertionTrend >= 0.25 ? 'rising' : 'steady'} (${exertionTrend >= 0 ? '+' : ''}${round1(exertionTrend)} per session)`,
    `Completion ${Math.round(averageCompletion)}% on average`,
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
    },
  };
}
