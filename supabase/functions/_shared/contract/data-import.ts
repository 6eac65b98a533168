import { z } from 'zod';
import { DISTANCE_UNITS, IMPORT_LAYOUTS, WEIGHT_UNITS } from './data-import-rules.ts';
import { errorBodySchema } from './errors.ts';
import { exerciseCategorySchema } from './exercise-category.ts';

export {
  DATA_IMPORT_LIMITS,
  DISTANCE_UNITS,
  type DistanceUnit,
  IMPORT_CONTENT_TYPES,
  IMPORT_LAYOUTS,
  type ImportLayout,
  WEIGHT_UNITS,
  type WeightUnit,
} from './data-import-rules.ts';

/**
 * POST /api/import: a member's history brought from another app's export (Strong, Hevy) or from
 * this app's own JSON export. The body is the file itself; the query says what it is and what to
 * do with it. Every answer, dry run or not, is an import report (below), so a screen can show
 * what was found, what is already stored, which exercises are new, which rows cannot be read and
 * a preview of the first sessions before the member confirms.
 *
 * Words, as the report uses them: a **session** is one visit to the gym (a "workout" in Strong
 * and Hevy); a **workout** is one exercise performed in it (this app's unit, what every count,
 * streak and record reads); a **set** is one set row of the file.
 */

export const IMPORT_SOURCES = ['strong', 'hevy', 'fittrack'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .default('false')
    .transform((value) => value === 'true');

export const importQuerySchema = z.object({
  /** Left out: a CSV's header row says whether it is Strong's or Hevy's; JSON is this app's export. */
  source: z.enum(IMPORT_SOURCES, { message: 'source must be strong, hevy or fittrack' }).optional(),
  /** true: read and report, store nothing. */
  dryRun: flag('dryRun'),
  /** true: store what can be read and leave out the rows that cannot (listed in the report). */
  skipInvalid: flag('skipInvalid'),
  /** Required for a Strong export whose file does not say its weight unit; a file that says wins. */
  weightUnit: z.enum(WEIGHT_UNITS, { message: 'weightUnit must be kg or lb' }).optional(),
  /** For such a file's distances; kilometres with kg and miles with lb when left out. */
  distanceUnit: z.enum(DISTANCE_UNITS, { message: 'distanceUnit must be km or mi' }).optional(),
});
export type ImportQuery = z.output<typeof importQuerySchema>;

const count = () => z.number().int().min(0);
const counts = () => z.object({ sessions: count(), workouts: count(), sets: count() });

export const unreadableRowSchema = z.object({
  /** As a text editor counts lines: the header is line 1. */
  line: z.number().int().min(1),
  reason: z.string(),
});
export type UnreadableRow = z.infer<typeof unreadableRowSchema>;

export const importReportSchema = z
  .object({
    source: z.enum(IMPORT_SOURCES),
    layout: z.enum(IMPORT_LAYOUTS),
    dryRun: z.boolean(),
    /** True when this request stored the sessions counted in `added`. */
    stored: z.boolean(),
    /** What the file holds that can be read. */
    found: counts(),
    /** The first and the last session's start, or null when none can be read. */
    dateRange: z.object({ from: z.string(), to: z.string() }).nullable(),
    /** What was stored (or, in a dry run or a refused import, what would be). */
    added: counts(),
    /** Sessions stored before (an earlier import of the same or an overlapping file): left as they are. */
    duplicates: counts(),
    exercises: z.object({
      /** Names of the file that mean an exercise that exists: the library's, or the member's own. */
      matched: z.array(
        z.object({
          name: z.string(),
          exercise: z.string(),
          library: z.boolean(),
          category: exerciseCategorySchema,
        }),
      ),
      /** Names that match nothing: they become the member's own exercises, in the category shown. */
      created: z.array(z.object({ name: z.string(), category: exerciseCategorySchema })),
    }),
    unreadableRows: z.object({
      total: count(),
      /** The first rows by line number, at most DATA_IMPORT_LIMITS.unreadableRowsListed. */
      rows: z.array(unreadableRowSchema),
    }),
    /** The earliest sessions, for a screen to show before the member confirms. */
    preview: z.array(
      z.object({
        startedAt: z.string(),
        title: z.string().nullable(),
        /** Stored before: importing leaves it as it is. */
        duplicate: z.boolean(),
        exercises: z.array(z.object({ name: z.string(), sets: count() })),
      }),
    ),
    /** For this app's own export: what else it restores beside sessions and workouts. */
    restored: z
      .object({ routines: count(), calendarNotes: count(), goals: count(), customExercises: count() })
      .nullable(),
  })
  .meta({
    examples: [
      {
        source: 'strong',
        layout: 'strong-units-in-header',
        dryRun: true,
        stored: false,
        found: { sessions: 2, workouts: 4, sets: 15 },
        dateRange: { from: '2024-01-08T17:02:00.000Z', to: '2024-01-10T18:15:00.000Z' },
        added: { sessions: 1, workouts: 2, sets: 7 },
        duplicates: { sessions: 1, workouts: 2, sets: 8 },
        exercises: {
          matched: [
            { name: 'Squat (Barbell)', exercise: 'Barbell Back Squat', library: true, category: 'strength' },
            { name: 'Bench Press (Barbell)', exercise: 'Bench Press', library: true, category: 'strength' },
          ],
          created: [{ name: 'Cable Crossover', category: 'strength' }],
        },
        unreadableRows: { total: 1, rows: [{ line: 9, reason: 'Weight is not a number: "heavy"' }] },
        preview: [
          {
            startedAt: '2024-01-08T17:02:00.000Z',
            title: 'Legs',
            duplicate: true,
            exercises: [{ name: 'Barbell Back Squat', sets: 5 }],
          },
        ],
        restored: null,
      },
    ],
  });
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * A real import of a file with rows that cannot be read, without skipInvalid: nothing is stored,
 * and the report says which rows (so the member can fix the file or choose to skip them).
 */
export const importRefusedSchema = errorBodySchema.extend({ report: importReportSchema });
export type ImportRefused = z.infer<typeof importRefusedSchema>;
