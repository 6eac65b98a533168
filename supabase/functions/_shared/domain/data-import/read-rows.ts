import type { SetKind } from '../../contract/set-log-rules.ts';
import { STRENGTH_LOG_LIMITS } from '../../contract/set-log-rules.ts';
import { EXERCISE_NAME_MAX_LENGTH } from '../../contract/workout-rules.ts';
import type { Field, Layout } from './layouts.ts';
import { formatLocalDateTime, type LocalDateTime, parseLocalDateTime } from './local-date-time.ts';
import {
  cutText,
  distanceUnitOf,
  type FileDistanceUnit,
  type FileWeightUnit,
  parseDecimal,
  parseDurationText,
  parseWholeNumber,
  shorten,
  toMiles,
  toPounds,
  UnreadableRow,
  weightUnitOf,
} from './units.ts';

/**
 * One CSV row of Strong or Hevy, read into what it means: which session and exercise it belongs
 * to, and its set in canonical units (pounds, miles, seconds). A row that breaks a rule of the
 * strength log (weight 0-2,000 lb, reps 0-1,000, RPE 6-10 in halves) cannot be read: the reader
 * throws UnreadableRow with the reason the report shows.
 */

export interface ImportedSet {
  /** Pounds. */
  weight: number;
  reps: number;
  rpe: number | null;
  kind: SetKind;
  /** Miles, or null when the row has none. */
  distance: number | null;
  seconds: number | null;
}

export interface ReadRow {
  line: number;
  start: LocalDateTime;
  /** The start as written without a zone (`2024-01-15T18:05:00`): with the title, the session's key. */
  startKey: string;
  end: LocalDateTime | null;
  title: string | null;
  durationSeconds: number | null;
  sessionNotes: string | null;
  exerciseName: string;
  exerciseNote: string | null;
  supersetKey: string | null;
  /** Null for a row that only carries the exercise's note. */
  set: ImportedSet | null;
}

/** The longest a workout lasts (the strength log's bound), in seconds. */
const SECONDS_MAX = STRENGTH_LOG_LIMITS.sessionHours * 3600;
/** A workout is one trip to the gym, not an ultramarathon. */
const DISTANCE_MILES_MAX = 1000;

/** C0 and C1 control characters other than tab and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A note as stored: control characters other than tabs and line breaks removed; null when empty. */
export function cleanNote(text: string | undefined): string | null {
  const cleaned = (text ?? '').replace(CONTROL, '').trim();
  return cleaned === '' ? null : cleaned;
}

const STRONG_SET_ORDER: Record<string, SetKind | 'rest' | 'note'> = {
  w: 'warmup',
  d: 'drop',
  f: 'failure',
  'rest timer': 'rest',
  note: 'note',
};

const HEVY_SET_TYPE: Record<string, SetKind> = {
  normal: 'working',
  warmup: 'warmup',
  failure: 'failure',
  dropset: 'drop',
};

/** Reads the rows of one file: its layout with the units resolved, and a cache of its dates. */
export function rowReader(layout: Layout) {
  const { columns, decimalComma } = layout;
  const cell = (fields: readonly string[], field: Field) => {
    const index = columns[field];
    return index === undefined ? '' : (fields[index] ?? '');
  };
  // Every row of a session repeats its date: each spelling is read once.
  const dates = new Map<string, LocalDateTime | undefined>();
  const readDate = (text: string, label: string) => {
    const trimmed = text.trim();
    if (!dates.has(trimmed)) {
      if (dates.size > 10_000) dates.clear();
      dates.set(trimmed, parseLocalDateTime(trimmed));
    }
    const date = dates.get(trimmed);
    if (!date) throw new UnreadableRow(`${label} is not a date and time: "${shorten(trimmed)}"`);
    return date;
  };

  function weightUnit(fields: readonly string[]): FileWeightUnit {
    if (layout.weightUnit !== 'column') {
      if (!layout.weightUnit) throw new Error('The layout was used before its weight unit was known');
      return layout.weightUnit;
    }
    const written = cell(fields, 'weightUnit');
    const unit = weightUnitOf(written);
    if (!unit) throw new UnreadableRow(`Weight Unit is not kg or lbs: "${shorten(written.trim())}"`);
    return unit;
  }

  function distanceUnit(fields: readonly string[]): FileDistanceUnit {
    if (layout.distanceUnit !== 'column') return layout.distanceUnit ?? 'km';
    const written = cell(fields, 'distanceUnit');
    const unit = distanceUnitOf(written);
    if (!unit) throw new UnreadableRow(`Distance Unit is not km, m or mi: "${shorten(written.trim())}"`);
    return unit;
  }

  function kindOf(fields: readonly string[]): SetKind | 'rest' | 'note' {
    if (layout.source === 'hevy') {
      const written = cell(fields, 'setType').trim();
      const kind = HEVY_SET_TYPE[written.toLowerCase()];
      if (!kind) {
        throw new UnreadableRow(`set_type is not normal, warmup, failure or dropset: "${shorten(written)}"`);
      }
      return kind;
    }
    const written = cell(fields, 'setOrder').trim();
    if (/^\d{1,4}$/.test(written)) return 'working';
    const kind = STRONG_SET_ORDER[written.toLowerCase()];
    if (!kind) {
      throw new UnreadableRow(
        `Set Order is not a set number, W, D, F, Rest Timer or Note: "${shorten(written)}"`,
      );
    }
    return kind;
  }

  function readSet(fields: readonly string[], kind: SetKind): ImportedSet {
    const written = parseDecimal(cell(fields, 'weight'), 'Weight', decimalComma) ?? 0;
    const unit = written === 0 ? 'lb' : weightUnit(fields);
    const weight = toPounds(written, unit);
    if (weight < 0) throw new UnreadableRow('Weight cannot be negative');
    if (weight > STRENGTH_LOG_LIMITS.weightMax) {
      throw new UnreadableRow(
        `Weight ${written} ${unit} is more than ${STRENGTH_LOG_LIMITS.weightMax.toLocaleString('en-US')} lb`,
      );
    }
    const reps = parseWholeNumber(cell(fields, 'reps'), 'Reps', decimalComma) ?? 0;
    if (reps < 0 || reps > STRENGTH_LOG_LIMITS.repsMax) {
      throw new UnreadableRow(
        `Reps must be between 0 and ${STRENGTH_LOG_LIMITS.repsMax.toLocaleString('en-US')}`,
      );
    }
    const rpeWritten = parseDecimal(cell(fields, 'rpe'), 'RPE', decimalComma);
    // Some exports write 0 for "no RPE".
    const rpe = rpeWritten === 0 ? null : rpeWritten;
    if (
      rpe !== null &&
      (rpe < STRENGTH_LOG_LIMITS.rpeMin || rpe > STRENGTH_LOG_LIMITS.rpeMax || !Number.isInteger(rpe * 2))
    ) {
      throw new UnreadableRow(
        `RPE must be 6 to 10 in steps of 0.5: "${shorten(cell(fields, 'rpe').trim())}"`,
      );
    }
    const distanceWritten = parseDecimal(cell(fields, 'distance'), 'Distance', decimalComma);
    let distance: number | null = null;
    if (distanceWritten !== null && distanceWritten !== 0) {
      if (distanceWritten < 0) throw new UnreadableRow('Distance cannot be negative');
      distance = toMiles(distanceWritten, distanceUnit(fields));
      if (distance > DISTANCE_MILES_MAX) {
        throw new UnreadableRow(`Distance is more than ${DISTANCE_MILES_MAX.toLocaleString('en-US')} miles`);
      }
      if (distance === 0) distance = null;
    }
    const secondsWritten = parseDecimal(cell(fields, 'seconds'), 'Seconds', decimalComma);
    if (secondsWritten !== null && (secondsWritten < 0 || secondsWritten > SECONDS_MAX)) {
      throw new UnreadableRow(`Seconds must be between 0 and ${SECONDS_MAX.toLocaleString('en-US')}`);
    }
    const seconds = secondsWritten === null || secondsWritten === 0 ? null : Math.round(secondsWritten);
    return { weight, reps, rpe, kind, distance, seconds };
  }

  function durationOf(fields: readonly string[]): number | null {
    if (columns.durationSeconds !== undefined) {
      const seconds = parseDecimal(cell(fields, 'durationSeconds'), 'Duration (sec)', decimalComma);
      if (seconds !== null && seconds < 0) throw new UnreadableRow('Duration cannot be negative');
      return seconds === null ? null : Math.round(seconds);
    }
    return columns.duration === undefined ? null : parseDurationText(cell(fields, 'duration'));
  }

  function exerciseNameOf(fields: readonly string[]): string {
    const name = cell(fields, 'exercise')
      .replace(/[\t\n\r ]+/g, ' ')
      .trim();
    if (name === '') throw new UnreadableRow('The exercise name is empty');
    if (name.length > EXERCISE_NAME_MAX_LENGTH) {
      throw new UnreadableRow(`The exercise name is longer than ${EXERCISE_NAME_MAX_LENGTH} characters`);
    }
    if (SINGLE_LINE_CONTROL.test(name))
      throw new UnreadableRow('The exercise name holds a control character');
    return name;
  }

  /** The row's meaning; null for a row that is no set (a rest timer). */
  return function readRow(line: number, fields: readonly string[]): ReadRow | null {
    if (fields.length !== layout.width) {
      throw new UnreadableRow(`The row has ${fields.length} fields; the header has ${layout.width}`);
    }
    const kind = kindOf(fields);
    if (kind === 'rest') return null;
    const start = readDate(cell(fields, 'date'), layout.source === 'hevy' ? 'start_time' : 'Date');
    const endText = cell(fields, 'endTime').trim();
    const title = cell(fields, 'title').replace(CONTROL, '').replace(/\s+/g, ' ').trim();
    return {
      line,
      start,
      startKey: formatLocalDateTime(start),
      end: endText === '' ? null : readDate(endText, 'end_time'),
      title: title === '' ? null : cutText(title, EXERCISE_NAME_MAX_LENGTH),
      durationSeconds: durationOf(fields),
      sessionNotes: cleanNote(cell(fields, 'workoutNotes')),
      exerciseName: exerciseNameOf(fields),
      exerciseNote: cleanNote(cell(fields, 'notes')),
      supersetKey: cell(fields, 'supersetId').trim() || null,
      set: kind === 'note' ? null : readSet(fields, kind),
    };
  };
}
