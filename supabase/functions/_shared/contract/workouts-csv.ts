import { z } from 'zod';

/**
 * GET /api/export/workouts.csv: one row per set, and one per workout without sets (a run, a swim,
 * a yoga flow), for a spreadsheet or another app. The first twelve columns are Strong's
 * comma-separated export, in its order, so importers that read Strong's files by position or by
 * name read this one; the two unit columns come last, named as in Strong's semicolon export, so
 * those readers are undisturbed and no number is ever without its unit.
 */
export const WORKOUTS_CSV_COLUMNS = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
  'Weight Unit',
  'Distance Unit',
] as const;

/** Weights are pounds and distances miles, as the API speaks; the unit is written beside each value. */
export const CSV_WEIGHT_UNIT = 'lbs';
export const CSV_DISTANCE_UNIT = 'mi';

export const workoutsCsvSchema = z
  .string()
  .describe(
    'text/csv, UTF-8, comma-separated, CRLF line ends, a header row; fields holding a comma, a quote or a line break are quoted, quotes doubled',
  )
  .meta({
    examples: [
      [
        WORKOUTS_CSV_COLUMNS.join(','),
        '2026-11-20 18:30:00,Push day,55m,Barbell Bench Press,W,95,10,,,,Felt strong,,lbs,',
        '2026-11-20 18:30:00,Push day,55m,Barbell Bench Press,1,155,6,,,"Seat at 4, narrow grip",Felt strong,8,lbs,',
        '2026-11-20 18:30:00,Push day,55m,Running,1,,,1.2,600,,Felt strong,,,mi',
        '',
      ].join('\r\n'),
    ],
  });
