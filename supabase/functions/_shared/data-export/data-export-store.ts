import type {
  DataExport,
  ExportedAiSuggestion,
  ExportedCalendarNote,
  ExportedCustomExercise,
  ExportedFoodEntry,
  ExportedGoal,
  ExportedMileSession,
  ExportedRoutine,
  ExportedSession,
  ExportedWorkout,
} from '../contract/data-export.ts';
import type { Allergen, UserFoodPreference } from '../contract/food-items.ts';
import type { MealPlan } from '../contract/meal-plans.ts';
import type { RoutePoint } from '../contract/mile-tracker.ts';
import type { OnboardingAnswers } from '../contract/onboarding.ts';
import { DEFAULT_PRIVACY_SETTINGS } from '../contract/privacy.ts';
import type { LoggedSetResponse } from '../contract/strength-log.ts';
import type { Payment } from '../contract/subscription.ts';
import type { Tx } from '../db/database.ts';
import { pipelined } from '../db/pipelined.ts';
import type { Narrowed, Nullable, Row } from '../db/rows.ts';

/**
 * Reads of everything a member owns, for their copy of it. Every statement runs as the member
 * (asUser), so row-level security decides what is theirs; the `user_id` filters only spare the
 * database from looking at rows it would refuse anyway. Oldest first wherever order is a history.
 */

/** Everything in the document except what other areas answer (the profile, the subscription). */
export type OwnedData = Omit<DataExport, 'format' | 'version' | 'exportedAt' | 'profile' | 'subscription'> & {
  payments: Payment[];
};

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

type WorkoutRow = Pick<
  Row<'public.workout'>,
  | 'id'
  | 'name'
  | 'category'
  | 'duration'
  | 'calories_burned'
  | 'date'
  | 'difficulty_level'
  | 'perceived_exertion'
  | 'completion_rate'
  | 'session_id'
  | 'session_position'
  | 'superset_group'
  | 'notes'
  | 'created_at'
> &
  Nullable<Pick<Row<'public.workout_exercise'>, 'exercise_id' | 'sets' | 'reps' | 'weight' | 'distance'>> & {
    set_log: LoggedSetResponse[] | null;
  };

/** Every workout with its summary and its set log in the order lifted. */
export async function readWorkouts(tx: Tx): Promise<ExportedWorkout[]> {
  const rows = await tx<WorkoutRow[]>`
    select w.id, we.exercise_id, w.name, w.category, w.duration, w.calories_burned, w.date,
           w.difficulty_level, w.perceived_exertion, w.completion_rate, w.session_id, w.session_position,
           w.superset_group, w.notes, w.created_at, we.sets, we.reps, we.weight, we.distance,
           (select json_agg(json_build_object('weight', s.weight, 'reps', s.reps, 'rpe', s.rpe, 'kind', s.kind)
                            order by s.position)
            from public.workout_set s where s.workout_id = w.id and s.user_id = w.user_id) as set_log
    from public.workout w
    left join public.workout_exercise we on we.workout_id = w.id and we.user_id = w.user_id
    where w.user_id = (select auth.uid())
    order by w.date, w.session_position nulls first, w.id`;
  return rows.map((row) => ({
    id: row.id,
    exerciseId: row.exercise_id,
    name: row.name,
    category: row.category,
    duration: row.duration,
    caloriesBurned: row.calories_burned,
    date: iso(row.date),
    difficultyLevel: row.difficulty_level,
    perceivedExertion: row.perceived_exertion,
    completionRate: row.completion_rate,
    sets: row.sets,
    reps: row.reps,
    weight: numberOrNull(row.weight),
    distance: numberOrNull(row.distance),
    setLog: row.set_log,
    sessionId: row.session_id,
    sessionPosition: row.session_position,
    supersetGroup: row.superset_group,
    note: row.notes,
    createdAt: iso(row.created_at),
  }));
}

type SessionRow = Pick<
  Row<'public.workout_session'>,
  'id' | 'started_at' | 'ended_at' | 'notes' | 'routine_id' | 'created_at'
> & { workout_ids: string[] };

/** Every session with its workouts' ids in session order. */
export async function readSessions(tx: Tx): Promise<ExportedSession[]> {
  const rows = await tx<SessionRow[]>`
    select s.id, s.started_at, s.ended_at, s.notes, s.routine_id, s.created_at,
           coalesce((select json_agg(w.id order by w.session_position)
                     from public.workout w
                     where w.session_id = s.id and w.user_id = s.user_id), '[]'::json) as workout_ids
    from public.workout_session s
    where s.user_id = (select auth.uid())
    order by s.started_at, s.id`;
  return rows.map((row) => ({
    id: row.id,
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    notes: row.notes,
    routineId: row.routine_id,
    workoutIds: row.workout_ids,
    createdAt: iso(row.created_at),
  }));
}

type RoutineRow = Pick<Row<'public.routine'>, 'id' | 'name' | 'created_at' | 'updated_at'> & {
  exercises: ExportedRoutine['exercises'];
};

/** Every routine with its exercises and planned sets in order, oldest routine first. */
export async function readRoutines(tx: Tx): Promise<ExportedRoutine[]> {
  const rows = await tx<RoutineRow[]>`
    select r.id, r.name, r.created_at, r.updated_at,
           coalesce((
             select json_agg(json_build_object(
                      'exerciseId', re.exercise_id, 'name', e.name, 'category', e.category,
                      'restSeconds', re.rest_seconds, 'supersetGroup', re.superset_group,
                      'sets', coalesce((
                        select json_agg(json_build_object('weight', rs.weight, 'reps', rs.reps) order by rs.position)
                        from public.routine_set rs
                        where rs.routine_exercise_id = re.id and rs.user_id = re.user_id), '[]'::json))
                    order by re.position)
             from public.routine_exercise re
             join public.exercise e on e.id = re.exercise_id
             where re.routine_id = r.id and re.user_id = r.user_id), '[]'::json) as exercises
    from public.routine r
    where r.user_id = (select auth.uid())
    order by r.created_at, r.id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    exercises: row.exercises,
  }));
}

type CustomExerciseRow = Pick<
  Row<'public.exercise'>,
  'id' | 'name' | 'category' | 'description' | 'muscle_groups' | 'equipment' | 'created_at'
>;

async function readCustomExercises(tx: Tx): Promise<ExportedCustomExercise[]> {
  const rows = await tx<CustomExerciseRow[]>`
    select id, name, category, description, muscle_groups, equipment, created_at
    from public.exercise where owner_id = (select auth.uid())
    order by created_at, id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    muscleGroups: row.muscle_groups,
    equipment: row.equipment,
    custom: true,
    createdAt: iso(row.created_at),
  }));
}

function readCalendarNotes(tx: Tx): Promise<ExportedCalendarNote[]> {
  return tx<(Pick<Row<'public.calendar_note'>, 'id' | 'note'> & { date: string })[]>`
    select id, to_char(date, 'YYYY-MM-DD') as date, note
    from public.calendar_note where user_id = (select auth.uid())
    order by date`.execute();
}

async function readGoals(tx: Tx): Promise<ExportedGoal[]> {
  const rows = await tx<
    Narrowed<
      Pick<Row<'public.goal'>, 'id' | 'type' | 'target' | 'period' | 'is_active' | 'created_at'>,
      { period: 'weekly' }
    >[]
  >`
    select id, type, target, period, is_active, created_at
    from public.goal where user_id = (select auth.uid())
    order by created_at, id`;
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    target: row.target,
    period: row.period,
    isActive: row.is_active,
    createdAt: iso(row.created_at),
  }));
}

type SuggestionRow = Pick<
  Row<'public.ai_difficulty_adjustment'>,
  | 'id'
  | 'exercise_id'
  | 'current_difficulty'
  | 'suggested_difficulty'
  | 'confidence_score'
  | 'performance_trend'
  | 'reasoning_factors'
  | 'applied'
  | 'applied_at'
  | 'created_at'
> & { exercise_name: string };

/** The coach's suggestions the member may read: applied ones always, open ones while Premium is. */
async function readAiSuggestions(tx: Tx): Promise<ExportedAiSuggestion[]> {
  const rows = await tx<SuggestionRow[]>`
    select a.id, a.exercise_id, e.name as exercise_name, a.current_difficulty, a.suggested_difficulty,
           a.confidence_score, a.performance_trend, a.reasoning_factors, a.applied, a.applied_at, a.created_at
    from public.ai_difficulty_adjustment a join public.exercise e on e.id = a.exercise_id
    where a.user_id = (select auth.uid())
    order by a.created_at, a.id`;
  return rows.map((row) => ({
    id: row.id,
    exerciseId: row.exercise_id,
    exerciseName: row.exercise_name,
    currentDifficulty: row.current_difficulty,
    suggestedDifficulty: row.suggested_difficulty,
    confidenceScore: row.confidence_score,
    performanceTrend: row.performance_trend,
    reasoningFactors: Array.isArray(row.reasoning_factors) ? row.reasoning_factors.map(String) : [],
    applied: row.applied,
    appliedAt: isoOrNull(row.applied_at),
    createdAt: iso(row.created_at),
  }));
}

async function readFoodPreferences(tx: Tx): Promise<UserFoodPreference[]> {
  const rows = await tx<
    (Pick<Row<'public.user_food_preference'>, 'food_item_id' | 'preference' | 'updated_at'> &
      Pick<Row<'public.food_item'>, 'name' | 'category' | 'calories_per_100g'>)[]
  >`
    select p.food_item_id, f.name, f.category, f.calories_per_100g, p.preference, p.updated_at
    from public.user_food_preference p join public.food_item f on f.id = p.food_item_id
    where p.user_id = (select auth.uid())
    order by f.name, p.food_item_id`;
  return rows.map((row) => ({
    foodItemId: row.food_item_id,
    foodName: row.name,
    category: row.category,
    caloriesPer100g: Number(row.calories_per_100g),
    preference: row.preference,
    updatedAt: iso(row.updated_at),
  }));
}

type FoodEntryRow = Pick<
  Row<'public.food_entry'>,
  | 'id'
  | 'name'
  | 'description'
  | 'calories'
  | 'protein'
  | 'carbs'
  | 'fat'
  | 'fiber'
  | 'sugar'
  | 'sodium'
  | 'serving_size'
  | 'image_url'
  | 'confidence'
  | 'logged_at'
  | 'created_at'
  | 'meal_type'
  | 'grams'
>;

async function readFoodEntries(tx: Tx): Promise<ExportedFoodEntry[]> {
  const rows = await tx<FoodEntryRow[]>`
    select id, name, description, calories, protein, carbs, fat, fiber, sugar, sodium, serving_size,
           image_url, confidence, logged_at, created_at, meal_type, grams
    from public.food_entry where user_id = (select auth.uid())
    order by logged_at, id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    calories: row.calories,
    protein: Number(row.protein),
    carbs: Number(row.carbs),
    fat: Number(row.fat),
    fiber: Number(row.fiber),
    sugar: Number(row.sugar),
    sodium: Number(row.sodium),
    servingSize: row.serving_size,
    imageUrl: row.image_url,
    confidence: numberOrNull(row.confidence),
    loggedAt: iso(row.logged_at),
    createdAt: iso(row.created_at),
    mealType: row.meal_type,
    grams: numberOrNull(row.grams),
  }));
}

async function readCustomFoods(tx: Tx): Promise<OwnedData['customFoods']> {
  const rows = await tx<
    (Pick<
      Row<'public.custom_food'>,
      'id' | 'name' | 'calories' | 'serving_size' | 'barcode' | 'created_at' | 'updated_at'
    > & {
      protein: number;
      carbs: number;
      fat: number;
      fiber: number;
      sugar: number;
      sodium: number;
    })[]
  >`
    select id, name, calories, protein::float8 as protein, carbs::float8 as carbs, fat::float8 as fat,
           fiber::float8 as fiber, sugar::float8 as sugar, sodium::float8 as sodium, serving_size, barcode,
           created_at, updated_at
    from public.custom_food where user_id = (select auth.uid())
    order by name, id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
    servingSize: row.serving_size,
    barcode: row.barcode,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

type GeneratedPlanRow = Pick<
  Row<'public.meal_plan'>,
  | 'id'
  | 'name'
  | 'description'
  | 'goal'
  | 'daily_calories'
  | 'daily_protein'
  | 'daily_carbs'
  | 'daily_fat'
  | 'duration'
  | 'notes'
  | 'created_at'
> & { days: MealPlan['days'] };

/** The plans generated for the member, whole: days in order, each day's meals breakfast to snack. */
async function readGeneratedMealPlans(tx: Tx): Promise<MealPlan[]> {
  const rows = await tx<GeneratedPlanRow[]>`
    select p.id, p.name, p.description, p.goal, p.daily_calories, p.daily_protein, p.daily_carbs,
           p.daily_fat, p.duration, p.notes, p.created_at,
           coalesce((
             select json_agg(json_build_object(
                      'id', d.id, 'dayNumber', d.day_number, 'name', coalesce(d.name, 'Day ' || d.day_number),
                      'meals', coalesce((
                        select json_agg(json_build_object(
                                 'id', m.id, 'name', m.name, 'description', m.description,
                                 'mealType', m.meal_type, 'prepTime', m.prep_time, 'calories', m.calories,
                                 'protein', coalesce(m.protein, 0), 'carbs', coalesce(m.carbs, 0),
                                 'fat', coalesce(m.fat, 0), 'ingredients', m.ingredients,
                                 'instructions', m.instructions, 'allergens', m.allergens,
                                 'checkedAgainst', m.checked_against)
                               order by array_position(array['breakfast', 'lunch', 'dinner', 'snack'],
                                                       m.meal_type::text), m.name, m.id)
                        from public.meal_plan_meal m where m.meal_plan_day_id = d.id), '[]'::json))
                    order by d.day_number)
             from public.meal_plan_day d where d.meal_plan_id = p.id), '[]'::json) as days
    from public.meal_plan p
    where p.created_by = (select auth.uid())
    order by p.created_at, p.id`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    goal: row.goal,
    dailyCalories: row.daily_calories,
    dailyProtein: row.daily_protein,
    dailyCarbs: row.daily_carbs,
    dailyFat: row.daily_fat,
    duration: row.duration,
    isGenerated: true,
    notes: row.notes,
    createdAt: iso(row.created_at),
    days: row.days.map((day) => ({
      ...day,
      meals: day.meals.map((meal) => ({ ...meal, allergens: meal.allergens as Allergen[] })),
    })),
  }));
}

type FollowedRow = Pick<
  Row<'public.user_meal_plan'>,
  'id' | 'meal_plan_id' | 'start_date' | 'end_date' | 'is_active'
> & { meal_plan_name: string; is_generated: boolean };

async function readFollowedMealPlans(tx: Tx): Promise<OwnedData['mealPlans']['followed']> {
  const rows = await tx<FollowedRow[]>`
    select u.id, u.meal_plan_id, p.name as meal_plan_name, p.created_by is not null as is_generated,
           u.start_date, u.end_date, u.is_active
    from public.user_meal_plan u join public.meal_plan p on p.id = u.meal_plan_id
    where u.user_id = (select auth.uid())
    order by u.start_date, u.id`;
  return rows.map((row) => ({
    id: row.id,
    mealPlanId: row.meal_plan_id,
    mealPlanName: row.meal_plan_name,
    isGenerated: row.is_generated,
    startDate: iso(row.start_date),
    endDate: isoOrNull(row.end_date),
    isActive: row.is_active,
  }));
}

type MileSessionRow = Narrowed<
  Pick<
    Row<'public.mile_tracker_session'>,
    | 'id'
    | 'activity_type'
    | 'status'
    | 'tracking_mode'
    | 'total_distance'
    | 'total_time'
    | 'average_pace'
    | 'paused_time'
    | 'started_at'
    | 'completed_at'
    | 'route_point_count'
    | 'route'
  >,
  { route_point_count: number; route: RoutePoint[] }
>;

type MileSplitRow = Pick<
  Row<'public.mile_tracker_split'>,
  | 'id'
  | 'session_id'
  | 'mile_number'
  | 'split_time'
  | 'cumulative_time'
  | 'pace'
  | 'distance'
  | 'completed_at'
>;

/** Mile sessions with their splits in mile order and their GPS route. */
async function readMileSessions(tx: Tx): Promise<ExportedMileSession[]> {
  const [sessions, splits] = await pipelined([
    tx<MileSessionRow[]>`
      select id, activity_type, status, tracking_mode, total_distance, total_time, average_pace, paused_time,
             started_at, completed_at, route_point_count, route
      from public.mile_tracker_session where user_id = (select auth.uid())
      order by started_at, id`.execute(),
    tx<MileSplitRow[]>`
      select id, session_id, mile_number, split_time, cumulative_time, pace, distance, completed_at
      from public.mile_tracker_split where user_id = (select auth.uid())
      order by session_id, mile_number`.execute(),
  ]);
  const splitsBySession = new Map<string, MileSplitRow[]>();
  for (const split of splits) {
    const list = splitsBySession.get(split.session_id) ?? [];
    list.push(split);
    splitsBySession.set(split.session_id, list);
  }
  return sessions.map((row) => ({
    id: row.id,
    activityType: row.activity_type,
    status: row.status,
    trackingMode: row.tracking_mode,
    totalDistance: row.total_distance,
    totalTime: row.total_time,
    averagePace: row.average_pace,
    pausedTime: row.paused_time,
    startedAt: iso(row.started_at),
    completedAt: isoOrNull(row.completed_at),
    routePointCount: row.route_point_count,
    splits: (splitsBySession.get(row.id) ?? []).map((split) => ({
      id: split.id,
      mileNumber: split.mile_number,
      splitTime: split.split_time,
      cumulativeTime: split.cumulative_time,
      pace: split.pace,
      distance: split.distance,
      partial: split.distance < 1000,
      completedAt: iso(split.completed_at),
    })),
    route: row.route,
  }));
}

async function readCommunity(tx: Tx): Promise<OwnedData['community']> {
  const [posts, likes] = await pipelined([
    tx<
      Pick<
        Row<'public.community_post'>,
        'id' | 'content' | 'post_type' | 'workout_id' | 'likes' | 'created_at'
      >[]
    >`
      select id, content, post_type, workout_id, likes, created_at
      from public.community_post where user_id = (select auth.uid())
      order by created_at, id`.execute(),
    tx<Pick<Row<'public.community_post_like'>, 'post_id' | 'created_at'>[]>`
      select post_id, created_at from public.community_post_like where user_id = (select auth.uid())
      order by created_at, post_id`.execute(),
  ]);
  return {
    posts: posts.map((row) => ({
      id: row.id,
      content: row.content,
      postType: row.post_type,
      workoutId: row.workout_id,
      likes: row.likes,
      createdAt: iso(row.created_at),
    })),
    likes: likes.map((row) => ({ postId: row.post_id, createdAt: iso(row.created_at) })),
  };
}

async function readSettings(tx: Tx): Promise<OwnedData['settings']> {
  const [[privacy], [meal], [onboarding]] = await pipelined([
    tx<Pick<Row<'public.privacy_setting'>, 'show_on_leaderboard' | 'show_streak'>[]>`
      select show_on_leaderboard, show_streak
      from public.privacy_setting where user_id = (select auth.uid())`.execute(),
    tx<
      Pick<
        Row<'public.user_meal_preferences'>,
        'goal' | 'daily_calories' | 'dietary_restrictions' | 'allergies' | 'preferences' | 'last_generated_at'
      >[]
    >`
      select goal, daily_calories, dietary_restrictions, allergies, preferences, last_generated_at
      from public.user_meal_preferences where user_id = (select auth.uid())`.execute(),
    tx<
      Pick<
        Row<'public.onboarding_answers'>,
        'fitness_goal' | 'experience' | 'consistency' | 'location' | 'created_at'
      >[]
    >`
      select fitness_goal, experience, consistency, location, created_at
      from public.onboarding_answers where user_id = (select auth.uid())`.execute(),
  ]);
  return {
    privacy: privacy
      ? { showOnLeaderboard: privacy.show_on_leaderboard, showStreak: privacy.show_streak }
      : DEFAULT_PRIVACY_SETTINGS,
    mealPreferences: meal
      ? {
          goal: meal.goal,
          dailyCalories: meal.daily_calories,
          dietaryRestrictions: meal.dietary_restrictions,
          allergies: meal.allergies,
          preferences: meal.preferences,
          lastGeneratedAt: isoOrNull(meal.last_generated_at),
        }
      : null,
    onboarding: onboarding
      ? {
          answers: {
            fitnessGoal: onboarding.fitness_goal,
            experience: onboarding.experience,
            consistency: onboarding.consistency,
            location: onboarding.location,
          } satisfies OnboardingAnswers,
          answeredAt: iso(onboarding.created_at),
        }
      : null,
  };
}

async function readPayments(tx: Tx): Promise<Payment[]> {
  const rows = await tx<
    Pick<Row<'public.payment'>, 'id' | 'amount' | 'currency' | 'status' | 'description' | 'created_at'>[]
  >`
    select id, amount, currency, status, description, created_at
    from public.payment where user_id = (select auth.uid())
    order by created_at desc, id`;
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    description: row.description,
    createdAt: iso(row.created_at),
  }));
}

/**
 * Every section the member owns, read in one transaction. The statements are sent together
 * (postgres.js pipelines them on the connection), so the copy costs one wait, not one per table.
 */
export async function readOwnedData(tx: Tx): Promise<OwnedData> {
  const [
    settings,
    customExercises,
    workouts,
    sessions,
    routines,
    calendarNotes,
    goals,
    aiSuggestions,
    foodPreferences,
    foodEntries,
    customFoods,
    generated,
    followed,
    mileSessions,
    community,
    payments,
  ] = await pipelined([
    readSettings(tx),
    readCustomExercises(tx),
    readWorkouts(tx),
    readSessions(tx),
    readRoutines(tx),
    readCalendarNotes(tx),
    readGoals(tx),
    readAiSuggestions(tx),
    readFoodPreferences(tx),
    readFoodEntries(tx),
    readCustomFoods(tx),
    readGeneratedMealPlans(tx),
    readFollowedMealPlans(tx),
    readMileSessions(tx),
    readCommunity(tx),
    readPayments(tx),
  ]);
  return {
    settings,
    customExercises,
    workouts,
    sessions,
    routines,
    calendarNotes,
    goals,
    aiSuggestions,
    foodPreferences,
    foodEntries,
    customFoods,
    mealPlans: { generated, followed },
    mileSessions,
    community,
    payments,
  };
}
