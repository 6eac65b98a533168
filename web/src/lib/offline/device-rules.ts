import type { DataKind } from '../query-keys.ts';
import { queryPrefixes } from '../query-keys.ts';

/** How long an answer stays on the device after the server last gave it. */
export const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

type DeviceRule =
  | { keep: true; why: string; only?: (rest: readonly unknown[], today: string) => boolean }
  | { keep: false; why: string };

/**
 * What the device keeps of each kind of data for reading without a connection: what a member needs
 * at the gym, where the signal is poor, and nothing else. Every kind is decided here (a new prefix
 * in query-keys.ts does not compile until it is), so nothing lands on the device by default.
 */
export const deviceRules = {
  currentUser: { keep: true, why: 'the signed-in routes render from it; carries the streak' },
  stats: { keep: true, why: 'the dashboard figures' },
  workouts: { keep: true, why: 'recent workouts, the history and this week on the Workouts page' },
  goals: { keep: true, why: "this week's goals on the dashboard" },
  progress: { keep: true, why: "the dashboard's weekly overview, counted from the same workouts" },
  routines: { keep: true, why: 'the routines a live session starts from' },
  exercises: { keep: true, why: "the library's ids, the member's own exercises and each one's history" },
  exerciseHistory: { keep: true, why: 'the "previous" values beside each set of a live session' },
  exerciseLevels: { keep: true, why: 'the starting difficulty the logger proposes' },
  calendarNotes: { keep: true, why: "the notes on the calendar's days" },
  calendarWorkouts: {
    keep: true,
    why: 'the month around today on the calendar; other months are browsed online',
    only: ([from, to], today) =>
      typeof from === 'string' && typeof to === 'string' && from <= today && today <= to,
  },
  onboarding: {
    keep: true,
    why: "the member's saved plan on the dashboard; a visitor's plan previews are not the member's",
    only: ([what]) => what === 'saved',
  },
  workoutSessions: { keep: false, why: 'no screen reads it yet; a finished session is read as workouts' },
  authProviders: { keep: false, why: 'public and only for visitors' },
  subscription: {
    keep: true,
    why: 'whether Premium is open (flags and dates, no billing detail): the header, the trial notice and Premium features read it',
  },
  payments: { keep: false, why: 'billing history: not needed at the gym' },
  checkoutReference: { keep: false, why: 'a signed checkout reference: a secret for one payment' },
  billingConfig: { keep: false, why: 'payment keys and prices: only of use online, to pay' },
  coachSuggestions: {
    keep: false,
    why: 'Premium suggestions are applied online and change with each workout',
  },
  community: { keep: false, why: "other members' posts: a feed is only worth reading fresh" },
  leaderboard: { keep: false, why: "other members' rankings: only worth reading fresh" },
  privacy: { keep: false, why: 'settings, changed online' },
  mileTracker: { keep: false, why: 'the tracker keeps its own run on the device while it records' },
  mealPlans: { keep: false, why: 'meal planning is not a gym page' },
  activeMealPlan: { keep: false, why: 'meal planning is not a gym page' },
  mealPreferences: { keep: false, why: 'meal planning is not a gym page' },
  foods: { keep: false, why: 'meal planning is not a gym page' },
  foodRatings: { keep: false, why: 'meal planning is not a gym page' },
  foodLog: {
    keep: true,
    why: "the calories eaten in the Workouts page's weekly summary; the food log itself is used online",
    only: ([what]) => what === 'days',
  },
  foodSearch: { keep: false, why: 'searching foods needs the server' },
  trainers: { keep: false, why: "other members' listings and free times: only worth reading fresh" },
  ownTrainer: { keep: false, why: 'the trainer dashboard is managed online' },
  bookings: { keep: false, why: 'a booking changes on both sides: only worth reading fresh' },
} as const satisfies Record<DataKind, DeviceRule>;

const kindOf = new Map<unknown, DataKind>(
  Object.entries(queryPrefixes).map(([kind, prefix]) => [prefix[0], kind as DataKind]),
);

/** The local calendar day as the calendar's keys write it (yyyy-MM-dd). */
export function localDay(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Whether an answer under this key is one the device keeps (`today` as yyyy-MM-dd). */
export function isKeptOnDevice(queryKey: readonly unknown[], today: string): boolean {
  const kind = kindOf.get(queryKey[0]);
  if (!kind) return false;
  const rule: DeviceRule = deviceRules[kind];
  if (!rule.keep) return false;
  return rule.only ? rule.only(queryKey.slice(1), today) : true;
}

/** What the persister is shown of a cached query. */
export interface CachedAnswer {
  queryKey: readonly unknown[];
  state: { data: unknown; dataUpdatedAt: number };
}

/**
 * Whether a cached answer is written to the device: an answer of a kept kind that the server gave
 * within the keeping period ("none", such as no saved plan, is an answer too; a visitor's empty
 * current user is nobody's). A refetch that failed leaves the query in error with its last answer,
 * which is kept.
 */
export function shouldKeepAnswer(query: CachedAnswer, now: Date = new Date()): boolean {
  const { data, dataUpdatedAt } = query.state;
  if (data === undefined) return false;
  if (data === null && query.queryKey[0] === queryPrefixes.currentUser[0]) return false;
  if (now.getTime() - dataUpdatedAt > KEPT_FOR_MS) return false;
  return isKeptOnDevice(query.queryKey, localDay(now));
}
