import type { Operation } from './operation.ts';
import { authOperations } from './operations/auth.ts';
import { calendarNoteOperations } from './operations/calendar-notes.ts';
import { coachOperations } from './operations/coach.ts';
import { communityOperations } from './operations/community.ts';
import { dataExportOperations } from './operations/data-export.ts';
import { dataImportOperations } from './operations/data-import.ts';
import { goalOperations } from './operations/goals.ts';
import { leaderboardOperations } from './operations/leaderboard.ts';
import { mealPlanOperations } from './operations/meal-plans.ts';
import { mileTrackerOperations } from './operations/mile-tracker.ts';
import { nutritionOperations } from './operations/nutrition.ts';
import { privacyOperations } from './operations/privacy.ts';
import { progressOperations } from './operations/progress.ts';
import { routineOperations, workoutSessionOperations } from './operations/strength-log.ts';
import { subscriptionOperations } from './operations/subscription.ts';
import { systemOperations } from './operations/system.ts';
import { trainerOperations } from './operations/trainers.ts';
import { userOperations } from './operations/user.ts';
import { workoutOperations } from './operations/workouts.ts';

/** Every operation of the /api facade, in the order the document lists them. */
export const apiOperations: readonly Operation[] = [
  systemOperations,
  authOperations,
  userOperations,
  workoutOperations,
  workoutSessionOperations,
  routineOperations,
  dataImportOperations,
  calendarNoteOperations,
  goalOperations,
  progressOperations,
  coachOperations,
  communityOperations,
  leaderboardOperations,
  privacyOperations,
  mileTrackerOperations,
  mealPlanOperations,
  nutritionOperations,
  subscriptionOperations,
  trainerOperations,
  dataExportOperations,
].flatMap((area) => Object.values(area));
