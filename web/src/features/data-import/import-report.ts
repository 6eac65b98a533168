import type { ImportReport } from '@contract/data-import.ts';
import { DATA_IMPORT_LIMITS, IMPORT_CONTENT_TYPES, type ImportLayout } from '@contract/data-import-rules.ts';
import { HttpError } from '@/lib/api/http-error.ts';
import type { UploadProgress } from '@/lib/api/upload.ts';
import { formatFigure } from '@/lib/units.ts';

/**
 * The import screen's reading of files, answers and progress, kept apart from React so each rule
 * is tested on its own.
 */

/** What the file picker offers: the extensions, and the types some systems name instead. */
export const IMPORT_ACCEPT = '.csv,.json,text/csv,application/json';

/** "1 set", "2 sets". */
export const counted = (count: number, noun: string, plural = `${noun}s`) =>
  `${formatFigure(count)} ${count === 1 ? noun : plural}`;

/** "1.4 MB", "820 KB": how big a file is, as a person reads it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const megabytes = bytes / (1024 * 1024);
    return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The file as it is sent, typed by its extension. The body's type tells the server what the file
 * is, and browsers name a CSV inconsistently (Windows says `application/vnd.ms-excel`, some say
 * nothing at all), so `.csv` is sent as text/csv and `.json` as application/json whatever the
 * browser says; any other file keeps the browser's type and the server answers for it.
 */
export function asImportBody(file: File): File {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const type =
    extension === 'csv' ? IMPORT_CONTENT_TYPES.csv : extension === 'json' ? IMPORT_CONTENT_TYPES.json : null;
  if (!type || file.type === type) return file;
  return new File([file], file.name, { type, lastModified: file.lastModified });
}

/** Refused before sending: a file over the server's limit would only be uploaded to be refused. */
export function tooLargeMessage(file: File): string | null {
  if (file.size <= DATA_IMPORT_LIMITS.maxBytes) return null;
  return `${file.name} is ${fileSize(file.size)}; files of up to ${fileSize(DATA_IMPORT_LIMITS.maxBytes)} can be imported. Nothing was imported.`;
}

/** How each layout reads on screen. */
export const LAYOUT_LABELS: Record<ImportLayout, string> = {
  'strong-without-units': 'Strong export',
  'strong-unit-columns': 'Strong export with unit columns',
  'strong-units-in-header': 'Strong export with units in the header',
  hevy: 'Hevy export',
  fittrack: 'FitTrack export',
};

/** Why a dry run or an import did not give a report to go on with. */
export type ImportFailure =
  /** The file does not say its weight unit: the member is asked, and the dry run runs again. */
  | { kind: 'weight-unit' }
  /** Some rows cannot be read and skipping them was not asked for: nothing stored, the rows listed. */
  | { kind: 'unreadable-rows'; message: string; report: ImportReport }
  /** Anything else: a sentence for the member, and nothing was stored. */
  | { kind: 'refused'; message: string };

const NOTHING_STORED = 'Nothing was imported.';

/** A 422's report, when the answer carries one. */
function refusedReport(error: HttpError): ImportReport | undefined {
  const body = error.body as { report?: unknown } | undefined;
  const report = body?.report;
  return typeof report === 'object' && report !== null && 'unreadableRows' in report
    ? (report as ImportReport)
    : undefined;
}

/** Ends a sentence with a full stop if it lacks one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** What a failed dry run or import means for the screen. */
export function failureOf(error: unknown): ImportFailure {
  if (!(error instanceof HttpError)) {
    return {
      kind: 'refused',
      message: `The file could not be sent: check your connection and try again. ${NOTHING_STORED}`,
    };
  }
  if (error.status === 400 && error.fields.weightUnit) return { kind: 'weight-unit' };
  if (error.status === 422) {
    const report = refusedReport(error);
    if (report) {
      // The server's sentence names its query parameter; the screen names its own button.
      const rows = counted(report.unreadableRows.total, 'row');
      const message = `${rows} of the file cannot be read, so nothing was imported. Skip them to import the rest, or fix the file and choose it again.`;
      return { kind: 'unreadable-rows', message, report };
    }
  }
  const explained = error.serverMessage ? sentence(error.serverMessage) : undefined;
  const message = (() => {
    switch (error.status) {
      case 413:
        return `The file is too large: files of up to ${fileSize(DATA_IMPORT_LIMITS.maxBytes)} can be imported.`;
      case 415:
        return 'Choose a Strong or Hevy CSV export (.csv) or a FitTrack export (.json).';
      case 429:
        return explained ?? 'You have imported many files in the last hour. Try again later.';
      case 400:
      case 422:
        return explained ?? 'The file cannot be read.';
      default:
        return explained ?? 'The import could not be finished. Please try again.';
    }
  })();
  // A refusal before the server stored anything, and an import is one transaction: nothing is half-done.
  return { kind: 'refused', message: `${message} ${NOTHING_STORED}` };
}

/** Whether importing would add anything: sessions, workouts, or what a FitTrack export restores. */
export function addsAnything(report: ImportReport): boolean {
  const restored = report.restored ? Object.values(report.restored).some((count) => count > 0) : false;
  return report.added.sessions > 0 || report.added.workouts > 0 || restored;
}

/** The import button's words: the workouts it adds, as this app counts them. */
export function importLabel(report: ImportReport): string {
  if (report.unreadableRows.total > 0) return 'Skip the unreadable rows and import the rest';
  return report.added.workouts > 0 ? `Import ${counted(report.added.workouts, 'workout')}` : 'Import';
}

/** "2 sessions, 5 workouts and 14 sets". */
export function countsText(counts: ImportReport['added']): string {
  return `${counted(counts.sessions, 'session')}, ${counted(counts.workouts, 'workout')} and ${counted(counts.sets, 'set')}`;
}

/** What a FitTrack export brings beside sessions, as a list ("2 routines, 1 goal"), or null. */
export function restoredText(restored: ImportReport['restored']): string | null {
  if (!restored) return null;
  const parts = [
    [restored.routines, 'routine'],
    [restored.calendarNotes, 'calendar note'],
    [restored.goals, 'weekly goal'],
    [restored.customExercises, 'custom exercise'],
  ] as const;
  const named = parts.filter(([count]) => count > 0).map(([count, noun]) => counted(count, noun));
  return named.length > 0 ? named.join(', ') : null;
}

/** The success message after an import: what was added, what was already here, what is new. */
export function importedText(report: ImportReport): string {
  const lines = [
    report.added.sessions > 0 || report.added.workouts > 0
      ? `Added ${countsText(report.added)} to your history.`
      : 'No new workouts: everything in the file was already here.',
  ];
  const restored = restoredText(report.restored);
  if (restored) lines.push(`Also restored: ${restored}.`);
  if (report.duplicates.sessions > 0) {
    const one = report.duplicates.sessions === 1;
    lines.push(
      `${counted(report.duplicates.sessions, 'session')} already here ${one ? 'was left as it was' : 'were left as they were'}.`,
    );
  }
  if (report.exercises.created.length > 0) {
    lines.push(`${counted(report.exercises.created.length, 'new exercise')} added to your own exercises.`);
  }
  if (report.unreadableRows.total > 0) {
    lines.push(`${counted(report.unreadableRows.total, 'unreadable row')} left out.`);
  }
  return lines.join(' ');
}

/** The unreadable rows' heading, saying when the list shows only the first of them. */
export function unreadableRowsText(rows: ImportReport['unreadableRows']): string {
  const total = `${counted(rows.total, 'row')} cannot be read`;
  return rows.rows.length < rows.total ? `${total}; the first ${rows.rows.length} are listed` : total;
}

/** The progress bar of a real import: its value and maximum (none while the server works) and its label. */
export function progressOf(progress: UploadProgress | null): {
  value: number | undefined;
  max: number;
  label: string;
} {
  if (progress?.phase === 'sending' && progress.total) {
    const percent = Math.min(100, Math.floor((progress.sent / progress.total) * 100));
    return { value: percent, max: 100, label: `Uploading your file: ${percent}%` };
  }
  if (progress?.phase === 'processing') {
    return { value: undefined, max: 100, label: 'Saving your workouts…' };
  }
  return { value: undefined, max: 100, label: 'Uploading your file…' };
}
