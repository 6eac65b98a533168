import { expect, it } from 'vitest';
import { queryPrefixes } from '../query-keys.ts';
import { isKeptOnDevice, KEPT_FOR_MS, localDay, shouldKeepAnswer } from './device-rules.ts';

const TODAY = '2026-03-02';

it('keeps what the gym pages read', () => {
  const kept = [
    [...queryPrefixes.currentUser, 'bearer'],
    queryPrefixes.stats,
    [...queryPrefixes.workouts, 'recent'],
    [...queryPrefixes.workouts, 'history'],
    [...queryPrefixes.workouts, 'range', '2026-03-01', '2026-03-07'],
    queryPrefixes.goals,
    [...queryPrefixes.progress, 'metrics', 7],
    [...queryPrefixes.routines, 'list'],
    [...queryPrefixes.routines, 'one', 'a-routine'],
    [...queryPrefixes.exercises, 'list'],
    [...queryPrefixes.exercises, 'custom'],
    [...queryPrefixes.exercises, 'history', 'an-exercise'],
    [...queryPrefixes.exerciseHistory, 'previous', 'bench press'],
    queryPrefixes.exerciseLevels,
    queryPrefixes.calendarNotes,
    [...queryPrefixes.onboarding, 'saved'],
    queryPrefixes.subscription,
  ];
  for (const key of kept) expect(isKeptOnDevice(key, TODAY), key.join('/')).toBe(true);
});

it('keeps the calendar month around today, not the months browsed', () => {
  expect(isKeptOnDevice([...queryPrefixes.calendarWorkouts, '2026-03-01', '2026-04-11'], TODAY)).toBe(true);
  // February's grid runs into the first days of March: today is on it too.
  expect(isKeptOnDevice([...queryPrefixes.calendarWorkouts, '2026-02-01', '2026-03-14'], TODAY)).toBe(true);
  expect(isKeptOnDevice([...queryPrefixes.calendarWorkouts, '2025-12-28', '2026-02-07'], TODAY)).toBe(false);
  expect(isKeptOnDevice([...queryPrefixes.calendarWorkouts, '2026-03-29', '2026-05-09'], TODAY)).toBe(false);
});

it('keeps nothing of billing, other members, meal plans or settings, nor anything it does not know', () => {
  const notKept = [
    queryPrefixes.payments,
    queryPrefixes.checkoutReference,
    queryPrefixes.billingConfig,
    [...queryPrefixes.community, 'posts'],
    [...queryPrefixes.leaderboard, 'entries', 'week'],
    queryPrefixes.mealPlans,
    queryPrefixes.activeMealPlan,
    queryPrefixes.mealPreferences,
    [...queryPrefixes.foods, 'protein'],
    queryPrefixes.foodRatings,
    queryPrefixes.privacy,
    [...queryPrefixes.coachSuggestions, 'pending'],
    [...queryPrefixes.mileTracker, 'sessions', 'history'],
    queryPrefixes.authProviders,
    // A visitor's plan preview, built from the onboarding answers.
    [...queryPrefixes.onboarding, 'plan', { goal: 'strength' }],
    ['something-new'],
  ];
  for (const key of notKept) expect(isKeptOnDevice(key, TODAY), JSON.stringify(key)).toBe(false);
});

it('writes only settled answers the server gave within the keeping period', () => {
  const now = new Date(2026, 2, 2, 12);
  const answer = (status: string, data: unknown, age = 0) => ({
    queryKey: queryPrefixes.stats,
    state: { status, data, dataUpdatedAt: now.getTime() - age },
  });
  expect(shouldKeepAnswer(answer('success', { totalWorkouts: 3 }), now)).toBe(true);
  // A refetch that failed leaves the last answer, which is still worth keeping.
  expect(shouldKeepAnswer(answer('error', { totalWorkouts: 3 }), now)).toBe(true);
  expect(shouldKeepAnswer(answer('pending', undefined), now)).toBe(false);
  expect(shouldKeepAnswer(answer('success', { totalWorkouts: 3 }, KEPT_FOR_MS + 1), now)).toBe(false);
  // No saved plan is an answer the dashboard shows as such.
  expect(
    shouldKeepAnswer(
      { queryKey: [...queryPrefixes.onboarding, 'saved'], state: answer('success', null).state },
      now,
    ),
  ).toBe(true);
  // A visitor's current user is null: nobody's.
  expect(
    shouldKeepAnswer(
      { queryKey: [...queryPrefixes.currentUser, 'cookie'], state: answer('success', null).state },
      now,
    ),
  ).toBe(false);
});

it('names the local day as the calendar does', () => {
  expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});
