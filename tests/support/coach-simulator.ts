import {
  type CoachSession,
  decideDifficulty,
} from '../../supabase/functions/_shared/domain/difficulty-coach.ts';

/**
 * A backtest of the difficulty coach: simulated athletes whose true capacity rises, plateaus or
 * drops over 12 weeks log noisy exertion and completion; the coach runs after every session and
 * each suggestion is scored against the true change. Athletes follow suggestions of confidence 60
 * or more, as a member using the bell would. With `setLogs`, athletes also log every set (a
 * warm-up and four working sets aiming at 8 reps), each with an RPE and the reps done drawn from
 * the same gap between level and capacity, tiring a little from set to set.
 */

export type Profile = 'rising' | 'plateau' | 'dropping';

function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A level within half a level of capacity is right: suggesting either way is then a wrong call. */
const DEADBAND = 0.5;

export interface ScoredSuggestion {
  profile: Profile;
  confidence: number;
  direction: 'raise' | 'lower';
  correct: boolean;
  /** Raised while capacity was falling and the level was not below it. */
  wronglyPushedUp: boolean;
}

export interface BacktestReport {
  athletes: number;
  suggestions: number;
  accuracyHighConfidence: number;
  accuracyByBand: { band: string; suggestions: number; accuracy: number }[];
  wronglyPushedUpShare: number;
}

function capacityAt(profile: Profile, start: number, week: number): number {
  const progress = week / WEEKS;
  if (profile === 'rising') return start + 1.8 * progress;
  if (profile === 'dropping') return start - 1.8 * Math.max(0, (progress - 0.25) / 0.75);
  return start;
}

const TARGET_REPS = 8;
const WORKING_SETS = 4;

/** One session's set log: RPE rises and reps fall short as the level exceeds capacity. */
type SimulatedSet = NonNullable<CoachSession['sets']>[number];

function setLogFor(gap: number, gaussian: () => number): SimulatedSet[] {
  const sets: SimulatedSet[] = [{ reps: 10, rpe: 6, kind: 'warmup' }];
  for (let set = 0; set < WORKING_SETS; set += 1) {
    const effort = 7.5 + 1.4 * gap + 0.25 * set + gaussian() * 0.5;
    const shortfall = Math.max(0, Math.round((gap - 0.4) * 3 + 0.3 * set + gaussian() * 0.7));
    sets.push({
      reps: Math.max(0, TARGET_REPS - shortfall),
      rpe: clamp(Math.round(effort * 2) / 2, 6, 10),
      kind: 'working',
    });
  }
  return sets;
}

function simulateAthlete(
  profile: Profile,
  random: () => number,
  suggestions: ScoredSuggestion[],
  setLogs: boolean,
) {
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const start =
    profile === 'rising'
      ? 1.5 + random() * 2
      : profile === 'dropping'
        ? 3 + random() * 1.8
        : 1.5 + random() * 3;
  let level = clamp(Math.round(start), 1, 5);
  const history: CoachSession[] = [];
  const origin = Date.UTC(2026, 0, 5);
  let pushedUpWrongly = false;

  for (let week = 0; week < WEEKS; week += 1) {
    for (const weekday of [0, 2, 4]) {
      if (random() < 0.15) continue; // a missed session
      const date = new Date(origin + (week * 7 + weekday) * DAY_MS);
      const capacity = capacityAt(profile, start, week + weekday / 7);
      const gap = level - capacity;
      const exertion = clamp(Math.round(6.5 + 1.6 * gap + gaussian() * 0.9), 1, 10);
      const completion =
        gap > 0.7
          ? clamp(Math.round(100 - 30 * (gap - 0.7) + gaussian() * 6), 0, 100)
          : random() < 0.08
            ? 90
            : 100;
      history.push({
        date,
        difficulty: level,
        exertion,
        completionRate: completion,
        durationMinutes: 40,
        ...(setLogs ? { sets: setLogFor(gap, gaussian), targetReps: TARGET_REPS } : {}),
      });

      const decision = decideDifficulty(history, new Date(date.getTime() + 60 * 60 * 1000));
      if (!decision || decision.direction === 'keep') continue;
      const shouldRaise = capacity > level + DEADBAND;
      const shouldLower = capacity < level - DEADBAND;
      const correct = decision.direction === 'raise' ? shouldRaise : shouldLower;
      const falling =
        capacityAt(profile, start, week + weekday / 7) <
        capacityAt(profile, start, Math.max(0, week - 1 + weekday / 7));
      const wronglyPushedUp = decision.direction === 'raise' && falling && !shouldRaise;
      if (wronglyPushedUp && decision.confidence >= 60) pushedUpWrongly = true;
      suggestions.push({
        profile,
        confidence: decision.confidence,
        direction: decision.direction,
        correct,
        wronglyPushedUp,
      });
      if (decision.confidence >= 60) level = decision.suggestedDifficulty;
    }
  }
  return pushedUpWrongly;
}

/** The backtest; `setLogs` makes every athlete log each set (RPE, reps) besides the session. */
export function runCoachBacktest(
  seed = 20261123,
  athletesPerProfile = 400,
  { setLogs = false }: { setLogs?: boolean } = {},
): BacktestReport {
  const random = mulberry32(seed);
  const suggestions: ScoredSuggestion[] = [];
  let droppingAthletes = 0;
  let droppingPushedUp = 0;
  for (const profile of ['rising', 'plateau', 'dropping'] as const) {
    for (let athlete = 0; athlete < athletesPerProfile; athlete += 1) {
      const pushed = simulateAthlete(profile, random, suggestions, setLogs);
      if (profile === 'dropping') {
        droppingAthletes += 1;
        if (pushed) droppingPushedUp += 1;
      }
    }
  }
  const accuracy = (list: ScoredSuggestion[]) =>
    list.length === 0 ? 0 : list.filter((suggestion) => suggestion.correct).length / list.length;
  const bands = [
    { band: 'below 60', test: (confidence: number) => confidence < 60 },
    { band: '60-79', test: (confidence: number) => confidence >= 60 && confidence < 80 },
    { band: '80 or more', test: (confidence: number) => confidence >= 80 },
  ];
  return {
    athletes: athletesPerProfile * 3,
    suggestions: suggestions.length,
    accuracyHighConfidence: accuracy(suggestions.filter((suggestion) => suggestion.confidence >= 80)),
    accuracyByBand: bands.map(({ band, test }) => {
      const inBand = suggestions.filter((suggestion) => test(suggestion.confidence));
      return { band, suggestions: inBand.length, accuracy: accuracy(inBand) };
    }),
    wronglyPushedUpShare: droppingAthletes === 0 ? 0 : droppingPushedUp / droppingAthletes,
  };
}
