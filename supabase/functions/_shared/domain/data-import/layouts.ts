import type { DistanceUnit, ImportLayout, WeightUnit } from '../../contract/data-import.ts';
import { distanceUnitOf, type FileDistanceUnit, type FileWeightUnit, weightUnitOf } from './units.ts';

/**
 * Which export a CSV is, read from its header row. Columns are found by name, never by position:
 * Strong has shipped several layouts and members hold files of each.
 */

/** What a row of either app says, by meaning; each maps to the column that holds it. */
export type Field =
  | 'date'
  | 'endTime'
  | 'title'
  | 'duration'
  | 'durationSeconds'
  | 'exercise'
  | 'setOrder'
  | 'setType'
  | 'supersetId'
  | 'weight'
  | 'weightUnit'
  | 'reps'
  | 'distance'
  | 'distanceUnit'
  | 'seconds'
  | 'notes'
  | 'workoutNotes'
  | 'rpe';

export type CsvSource = 'strong' | 'hevy';

export interface Layout {
  source: CsvSource;
  layout: Exclude<ImportLayout, 'fittrack'>;
  /** The column index of each field the header has. */
  columns: Partial<Record<Field, number>>;
  /** The weight unit the header names, or 'column' (a unit per row), or undefined (the request says). */
  weightUnit: FileWeightUnit | 'column' | undefined;
  distanceUnit: FileDistanceUnit | 'column' | undefined;
  /** Semicolon-separated files come from phones that write "42,5". */
  decimalComma: boolean;
  /** How many fields a row of this file has. */
  width: number;
}

/** The header's names as compared: lower case, single spaces, no surrounding quotes or spaces. */
const normalName = (name: string) =>
  name
    .replace(/^\ufeff/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();

interface ColumnRule {
  field: Field;
  /** The header as written by the app, shown when it is missing. */
  shown: string;
  names: readonly string[];
  required?: boolean;
}

const STRONG_COLUMNS: readonly ColumnRule[] = [
  { field: 'date', shown: 'Date', names: ['date'], required: true },
  { field: 'title', shown: 'Workout Name', names: ['workout name'], required: true },
  { field: 'duration', shown: 'Duration', names: ['duration'] },
  { field: 'durationSeconds', shown: 'Duration (sec)', names: ['duration (sec)', 'duration (seconds)'] },
  { field: 'exercise', shown: 'Exercise Name', names: ['exercise name'], required: true },
  { field: 'setOrder', shown: 'Set Order', names: ['set order'], required: true },
  {
    field: 'weight',
    shown: 'Weight',
    names: ['weight', 'weight (kg)', 'weight (kgs)', 'weight (lbs)', 'weight (lb)'],
    required: true,
  },
  { field: 'weightUnit', shown: 'Weight Unit', names: ['weight unit'] },
  { field: 'reps', shown: 'Reps', names: ['reps'], required: true },
  {
    field: 'distance',
    shown: 'Distance',
    names: [
      'distance',
      'distance (meters)',
      'distance (m)',
      'distance (km)',
      'distance (miles)',
      'distance (mi)',
      'distance (feet)',
      'distance (yards)',
    ],
  },
  { field: 'distanceUnit', shown: 'Distance Unit', names: ['distance unit'] },
  { field: 'seconds', shown: 'Seconds', names: ['seconds'] },
  { field: 'notes', shown: 'Notes', names: ['notes'] },
  { field: 'workoutNotes', shown: 'Workout Notes', names: ['workout notes'] },
  { field: 'rpe', shown: 'RPE', names: ['rpe'] },
];

const HEVY_COLUMNS: readonly ColumnRule[] = [
  { field: 'title', shown: 'title', names: ['title'], required: true },
  { field: 'date', shown: 'start_time', names: ['start_time'], required: true },
  { field: 'endTime', shown: 'end_time', names: ['end_time'] },
  { field: 'workoutNotes', shown: 'description', names: ['description'] },
  { field: 'exercise', shown: 'exercise_title', names: ['exercise_title'], required: true },
  { field: 'supersetId', shown: 'superset_id', names: ['superset_id'] },
  { field: 'notes', shown: 'exercise_notes', names: ['exercise_notes'] },
  { field: 'setType', shown: 'set_type', names: ['set_type'], required: true },
  { field: 'weight', shown: 'weight_kg', names: ['weight_kg', 'weight_lbs'], required: true },
  { field: 'reps', shown: 'reps', names: ['reps'], required: true },
  { field: 'distance', shown: 'distance_km', names: ['distance_km', 'distance_miles', 'distance_meters'] },
  { field: 'seconds', shown: 'duration_seconds', names: ['duration_seconds'] },
  { field: 'rpe', shown: 'rpe', names: ['rpe'] },
];

const RULES: Record<CsvSource, readonly ColumnRule[]> = { strong: STRONG_COLUMNS, hevy: HEVY_COLUMNS };

/** The unit in a header such as "Weight (kg)", "weight_lbs" or "Distance (meters)". */
function unitInName(name: string): string | undefined {
  return /\(([^)]+)\)$/.exec(name)?.[1] ?? /_([a-z]+)$/.exec(name)?.[1];
}

interface Matched {
  columns: Partial<Record<Field, number>>;
  names: Partial<Record<Field, string>>;
  missing: string[];
}

function match(header: readonly string[], rules: readonly ColumnRule[]): Matched {
  const normal = header.map(normalName);
  const columns: Partial<Record<Field, number>> = {};
  const names: Partial<Record<Field, string>> = {};
  const missing: string[] = [];
  for (const rule of rules) {
    const index = normal.findIndex((name) => rule.names.includes(name));
    if (index >= 0) {
      columns[rule.field] = index;
      names[rule.field] = normal[index];
    } else if (rule.required) {
      missing.push(rule.shown);
    }
  }
  return { columns, names, missing };
}

/** The header matches no layout: the closest one's missing columns, to name in the answer. */
export interface UnknownLayout {
  source: CsvSource;
  missing: string[];
}

/**
 * The layout a header row is, or which required columns the closest layout lacks. `source`, when
 * the request names one, limits the choice to that app's layouts.
 */
export function detectLayout(
  header: readonly string[],
  delimiter: string,
  source?: CsvSource,
): Layout | UnknownLayout {
  const candidates = (source ? [source] : (['strong', 'hevy'] as const)).map((candidate) => ({
    source: candidate,
    matched: match(header, RULES[candidate]),
  }));
  const found = candidates.find((candidate) => candidate.matched.missing.length === 0);
  if (!found) {
    const closest = candidates.reduce((best, candidate) =>
      candidate.matched.missing.length < best.matched.missing.length ? candidate : best,
    );
    return { source: closest.source, missing: closest.matched.missing };
  }
  const { columns, names } = found.matched;
  const decimalComma = delimiter === ';';
  const width = header.length;
  const weightName = names.weight ?? '';
  const headerWeightUnit = unitInName(weightName);
  const distanceName = names.distance;
  const distanceUnit =
    columns.distanceUnit !== undefined
      ? ('column' as const)
      : distanceName && distanceName !== 'distance'
        ? distanceUnitOf(unitInName(distanceName) ?? '')
        : undefined;
  if (found.source === 'hevy') {
    return {
      source: 'hevy',
      layout: 'hevy',
      columns,
      weightUnit: weightUnitOf(headerWeightUnit ?? ''),
      distanceUnit,
      decimalComma,
      width,
    };
  }
  if (headerWeightUnit) {
    return {
      source: 'strong',
      layout: 'strong-units-in-header',
      columns,
      weightUnit: weightUnitOf(headerWeightUnit),
      distanceUnit,
      decimalComma,
      width,
    };
  }
  if (columns.weightUnit !== undefined) {
    return {
      source: 'strong',
      layout: 'strong-unit-columns',
      columns,
      weightUnit: 'column',
      distanceUnit,
      decimalComma,
      width,
    };
  }
  return {
    source: 'strong',
    layout: 'strong-without-units',
    columns,
    weightUnit: undefined,
    distanceUnit,
    decimalComma,
    width,
  };
}

export const isUnknownLayout = (detected: Layout | UnknownLayout): detected is UnknownLayout =>
  'missing' in detected;

/**
 * The file's own units where it says them, else those the request names; a distance without a
 * unit anywhere is in kilometres beside kilograms and in miles beside pounds.
 */
export function withRequestedUnits(
  layout: Layout,
  requested: { weightUnit?: WeightUnit | undefined; distanceUnit?: DistanceUnit | undefined },
): Layout {
  const weightUnit = layout.weightUnit ?? requested.weightUnit;
  return {
    ...layout,
    weightUnit,
    distanceUnit: layout.distanceUnit ?? requested.distanceUnit ?? (weightUnit === 'lb' ? 'mi' : 'km'),
  };
}

/** A header line's separator: the one of comma, semicolon and tab found most outside quotes. */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const character of headerLine) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && counts.has(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
