import type { ImportReport } from '@contract/data-import.ts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/api/http-error.ts';
import {
  addsAnything,
  asImportBody,
  failureOf,
  importedText,
  importLabel,
  progressOf,
  restoredText,
  tooLargeMessage,
  unreadableRowsText,
} from './import-report.ts';

const none = { sessions: 0, workouts: 0, sets: 0 };

function report(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    source: 'strong',
    layout: 'strong-without-units',
    dryRun: true,
    stored: false,
    found: { sessions: 2, workouts: 5, sets: 13 },
    dateRange: { from: '2024-01-08T17:02:11.000Z', to: '2024-01-10T18:15:00.000Z' },
    added: { sessions: 2, workouts: 5, sets: 13 },
    duplicates: none,
    exercises: { matched: [], created: [] },
    unreadableRows: { total: 0, rows: [] },
    preview: [],
    restored: null,
    ...overrides,
  };
}

const refusal = (status: number, body: unknown) => new HttpError(status, JSON.stringify(body), '');

describe('asImportBody', () => {
  it('sends a .csv as text/csv whatever the browser called it', () => {
    const excel = new File(['Date'], 'strong.CSV', { type: 'application/vnd.ms-excel' });
    const sent = asImportBody(excel);
    expect(sent.type).toBe('text/csv');
    expect(sent.name).toBe('strong.CSV');
    expect(sent.size).toBe(excel.size);
  });

  it('sends a .json as application/json, and a typed file as it is', () => {
    expect(asImportBody(new File(['{}'], 'fittrack-export.json')).type).toBe('application/json');
    const csv = new File(['Date'], 'strong.csv', { type: 'text/csv' });
    expect(asImportBody(csv)).toBe(csv);
  });

  it('leaves any other file as the browser typed it, for the server to answer', () => {
    expect(asImportBody(new File(['x'], 'photo.png', { type: 'image/png' })).type).toBe('image/png');
  });
});

it('refuses a file over 20 MB before sending it, and says nothing was imported', () => {
  const big = { name: 'strong.csv', size: 21 * 1024 * 1024 } as File;
  expect(tooLargeMessage(big)).toBe(
    'strong.csv is 21 MB; files of up to 20 MB can be imported. Nothing was imported.',
  );
  expect(tooLargeMessage({ name: 'big.json', size: 20.5 * 1024 * 1024 } as File)).toBe(
    'big.json is 20.5 MB; files of up to 20 MB can be imported. Nothing was imported.',
  );
  expect(tooLargeMessage({ name: 'strong.csv', size: 20 * 1024 * 1024 } as File)).toBeNull();
});

describe('failureOf', () => {
  it('asks for the weight unit when the 400 names weightUnit', () => {
    const error = refusal(400, {
      error: 'weight_unit_required',
      message:
        'weightUnit: this Strong export does not say whether its weights are in kg or lb; name it (kg or lb).',
      fields: { weightUnit: 'required: the file does not say whether its weights are in kg or lb' },
    });
    expect(failureOf(error)).toEqual({ kind: 'weight-unit' });
  });

  it('keeps the report of a 422, and words it with the screen’s own button', () => {
    const refused = report({
      unreadableRows: { total: 3, rows: [{ line: 9, reason: 'Weight is not a number' }] },
    });
    const error = refusal(422, {
      error: 'unreadable_rows',
      message:
        '3 rows of the file cannot be read, so nothing was imported. Fix them, or import again with skipInvalid=true to leave them out.',
      report: refused,
    });
    expect(failureOf(error)).toEqual({
      kind: 'unreadable-rows',
      report: refused,
      message:
        '3 rows of the file cannot be read, so nothing was imported. Skip them to import the rest, or fix the file and choose it again.',
    });
  });

  it('says a file is too large or of the wrong kind in the member’s words, and that nothing was stored', () => {
    expect(
      failureOf(refusal(413, { error: 'payload_too_large', message: 'The request is larger...' })),
    ).toEqual({
      kind: 'refused',
      message: 'The file is too large: files of up to 20 MB can be imported. Nothing was imported.',
    });
    expect(
      failureOf(refusal(415, { error: 'unsupported_media_type', message: 'Send this request as text/csv.' })),
    ).toEqual({
      kind: 'refused',
      message:
        'Choose a Strong or Hevy CSV export (.csv) or a FitTrack export (.json). Nothing was imported.',
    });
  });

  it('shows the server’s sentence for a file it cannot read, and for too many imports', () => {
    const layout = refusal(400, {
      error: 'unknown_layout',
      message: 'The header row is not one of a Strong export: it lacks Workout Name.',
    });
    expect(failureOf(layout)).toEqual({
      kind: 'refused',
      message: 'The header row is not one of a Strong export: it lacks Workout Name. Nothing was imported.',
    });
    const limited = refusal(429, {
      error: 'too_many_attempts',
      message: 'You have imported many files in the last hour. Try again in 12 minutes.',
    });
    expect(failureOf(limited)).toMatchObject({
      message:
        'You have imported many files in the last hour. Try again in 12 minutes. Nothing was imported.',
    });
  });

  it('says the file could not be sent when the network failed', () => {
    expect(failureOf(new TypeError('Network request failed'))).toEqual({
      kind: 'refused',
      message: 'The file could not be sent: check your connection and try again. Nothing was imported.',
    });
  });
});

describe('what the import offers', () => {
  it('names the workouts it adds, and offers skipping when rows cannot be read', () => {
    expect(importLabel(report())).toBe('Import 5 workouts');
    expect(importLabel(report({ added: { sessions: 1, workouts: 1, sets: 3 } }))).toBe('Import 1 workout');
    expect(importLabel(report({ unreadableRows: { total: 1, rows: [{ line: 4, reason: 'x' }] } }))).toBe(
      'Skip the unreadable rows and import the rest',
    );
  });

  it('adds nothing when every session is already stored, unless an export restores something else', () => {
    const stored = report({ added: none, duplicates: { sessions: 2, workouts: 5, sets: 13 } });
    expect(addsAnything(stored)).toBe(false);
    expect(addsAnything(report())).toBe(true);
    const routinesOnly = report({
      added: none,
      restored: { routines: 1, calendarNotes: 0, goals: 0, customExercises: 0 },
    });
    expect(addsAnything(routinesOnly)).toBe(true);
    expect(restoredText(routinesOnly.restored)).toBe('1 routine');
  });

  it('says how many unreadable rows there are, and when only the first are listed', () => {
    const rows = Array.from({ length: 100 }, (_, index) => ({ line: index + 2, reason: 'x' }));
    expect(unreadableRowsText({ total: 250, rows })).toBe(
      '250 rows cannot be read; the first 100 are listed',
    );
    expect(unreadableRowsText({ total: 1, rows: rows.slice(0, 1) })).toBe('1 row cannot be read');
  });
});

it('reports what an import added, what it left alone and what it created', () => {
  const done = report({
    dryRun: false,
    stored: true,
    added: { sessions: 1, workouts: 3, sets: 9 },
    duplicates: { sessions: 1, workouts: 2, sets: 4 },
    exercises: { matched: [], created: [{ name: 'Cable Crossover', category: 'strength' }] },
    unreadableRows: { total: 2, rows: [] },
  });
  expect(importedText(done)).toBe(
    'Added 1 session, 3 workouts and 9 sets to your history. 1 session already here was left as it was. ' +
      '1 new exercise added to your own exercises. 2 unreadable rows left out.',
  );
  expect(importedText(report({ added: none, duplicates: { sessions: 2, workouts: 5, sets: 13 } }))).toBe(
    'No new workouts: everything in the file was already here. 2 sessions already here were left as they were.',
  );
});

describe('progressOf', () => {
  it('shows the upload’s share while bytes go, then an indeterminate bar while the server stores', () => {
    expect(progressOf(null)).toEqual({ value: undefined, max: 100, label: 'Uploading your file…' });
    expect(progressOf({ phase: 'sending', sent: 1_234, total: 4_000 })).toEqual({
      value: 30,
      max: 100,
      label: 'Uploading your file: 30%',
    });
    expect(progressOf({ phase: 'sending', sent: 10, total: null })).toMatchObject({ value: undefined });
    expect(progressOf({ phase: 'processing' })).toEqual({
      value: undefined,
      max: 100,
      label: 'Saving your workouts…',
    });
  });
});
