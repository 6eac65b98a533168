import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  type DataExport,
  dataExportSchema,
} from '../data-export.ts';
import { defineOperation, errorResponses } from '../operation.ts';
import { workoutsCsvSchema } from '../workouts-csv.ts';

const tag = 'Your data';

/** A small member's copy, as the document shows it. */
export const DATA_EXPORT_EXAMPLE: DataExport = {
  format: DATA_EXPORT_FORMAT,
  version: DATA_EXPORT_VERSION,
  exportedAt: '2026-11-26T09:00:00.000Z',
  profile: {
    id: '0b7f1e2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    email: 'maya@example.com',
    username: 'maya_lifts',
    firstName: 'Maya',
    lastName: 'Okafor',
    profileImageUrl: null,
    streak: 3,
    subscriptionStatus: 'free_trial',
    timeZone: 'Europe/Berlin',
    units: 'metric',
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  settings: {
    privacy: { showOnLeaderboard: true, showStreak: false },
    mealPreferences: null,
    onboarding: null,
  },
  customExercises: [
    {
      id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
      name: 'Sled Push',
      category: 'strength',
      description: null,
      muscleGroups: [],
      equipment: null,
      custom: true,
      createdAt: '2026-11-20T17:30:00.000Z',
    },
  ],
  workouts: [
    {
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      exerciseId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
      name: 'Sled Push',
      category: 'strength',
      duration: 20,
      caloriesBurned: 88,
      date: '2026-11-20T17:30:00.000Z',
      difficultyLevel: 3,
      perceivedExertion: 6,
      completionRate: 100,
      sets: 2,
      reps: 12,
      weight: 180,
      distance: null,
      setLog: [
        { weight: 90, reps: 12, rpe: null, kind: 'warmup' },
        { weight: 180, reps: 12, rpe: 8, kind: 'working' },
        { weight: 180, reps: 10, rpe: 9.5, kind: 'working' },
      ],
      sessionId: '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47',
      sessionPosition: 0,
      supersetGroup: null,
      note: 'Turf lane 2',
      createdAt: '2026-11-20T18:26:00.000Z',
    },
  ],
  sessions: [
    {
      id: '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47',
      startedAt: '2026-11-20T17:30:00.000Z',
      endedAt: '2026-11-20T18:25:00.000Z',
      notes: 'Felt strong',
      routineId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      workoutIds: ['1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'],
      createdAt: '2026-11-20T18:26:00.000Z',
    },
  ],
  routines: [
    {
      id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      name: 'Leg day',
      createdAt: '2026-11-10T07:00:00.000Z',
      updatedAt: '2026-11-10T07:00:00.000Z',
      exercises: [
        {
          exerciseId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
          name: 'Sled Push',
          category: 'strength',
          restSeconds: 120,
          supersetGroup: null,
          sets: [
            { weight: 180, reps: 12 },
            { weight: 180, reps: null },
          ],
        },
      ],
    },
  ],
  calendarNotes: [
    { id: '3b4c5d6e-7f8a-4b9c-8d0e-1f2a3b4c5d6e', date: '2026-11-20', note: 'Leg day, felt strong' },
  ],
  goals: [
    {
      id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
      type: 'workouts',
      target: 4,
      period: 'weekly',
      isActive: true,
      createdAt: '2026-11-01T08:05:00.000Z',
    },
  ],
  aiSuggestions: [],
  foodPreferences: [],
  foodEntries: [],
  customFoods: [],
  mealPlans: { generated: [], followed: [] },
  mileSessions: [],
  community: { posts: [], likes: [] },
  subscription: {
    subscriptionStatus: 'free_trial',
    isActive: false,
    isFreeTrialActive: true,
    hasPremium: true,
    daysRemaining: 2,
    subscriptionStartDate: '2026-11-01T08:00:00.000Z',
    lastPaymentDate: null,
    trialEndsAt: '2026-11-08T08:00:00.000Z',
    currentPeriodEnd: '2026-11-08T08:00:00.000Z',
    cancelAtPeriodEnd: false,
    paymentFailed: false,
    billedByStripe: false,
    memberSince: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    payments: [],
  },
};

const downloads = {
  401: { description: errorResponses[401] },
  429: { description: errorResponses[429] },
} as const;

/**
 * The member's copy of their data. Never behind Premium: a member may always take their data and
 * leave. Both downloads share one rate limit, since each reads everything the member has.
 */
export const dataExportOperations = {
  json: defineOperation({
    id: 'exportData',
    method: 'get',
    path: '/api/export',
    summary: 'Download everything the member owns as one JSON document',
    tag,
    access: 'member',
    responses: {
      200: {
        description:
          'The document, as an attachment (Content-Disposition) named after the member and the day.',
        schema: dataExportSchema.meta({ examples: [DATA_EXPORT_EXAMPLE] }),
      },
      ...downloads,
    },
  }),
  workoutsCsv: defineOperation({
    id: 'exportWorkoutsCsv',
    method: 'get',
    path: '/api/export/workouts.csv',
    summary: 'Download every set logged as CSV, in the column layout of Strong, with unit columns',
    tag,
    access: 'member',
    responses: {
      200: {
        description: "The CSV, as an attachment, oldest workout first; times in the member's time zone.",
        contentType: 'text/csv',
        schema: workoutsCsvSchema,
      },
      ...downloads,
    },
  }),
} as const;
