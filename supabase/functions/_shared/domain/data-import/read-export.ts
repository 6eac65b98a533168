import type { DistanceUnit, WeightUnit } from '../../contract/data-import.ts';
import { type CsvSource, detectLayout, isUnknownLayout, type Layout, withRequestedUnits } from './layouts.ts';
import { type OpenedCsv, openCsv } from './read-csv.ts';
import { rowReader } from './read-rows.ts';
import { ImportCollector } from './sessions.ts';
import { UnreadableRow } from './units.ts';

/** The header row matches no layout of the app (or of either app): the closest one's missing columns. */
export class UnknownLayoutError extends Error {
  constructor(
    readonly source: CsvSource,
    readonly missing: readonly string[],
  ) {
    super(`The header row is not a ${source === 'strong' ? 'Strong' : 'Hevy'} export's`);
    this.name = 'UnknownLayoutError';
  }
}

/** A Strong export that does not say its weight unit, imported without naming one. */
export class WeightUnitNeededError extends Error {
  constructor() {
    super('The file does not say whether its weights are in kg or lb');
    this.name = 'WeightUnitNeededError';
  }
}

export interface CsvImportOptions {
  source?: CsvSource | undefined;
  weightUnit?: WeightUnit | undefined;
  distanceUnit?: DistanceUnit | undefined;
}

async function abandon(csv: OpenedCsv) {
  await csv.records[Symbol.asyncIterator]().return?.();
}

/**
 * Reads a Strong or Hevy CSV as it arrives: its layout from the header, then each row into the
 * collector (sessions, or a reason the row cannot be read). Nothing but the collected sessions is
 * kept, so memory follows what the file holds, not its text.
 */
export async function readCsvExport(
  stream: ReadableStream<Uint8Array>,
  options: CsvImportOptions,
): Promise<{ layout: Layout; collector: ImportCollector }> {
  const csv = await openCsv(stream);
  const detected = detectLayout(csv.header.fields, csv.delimiter, options.source);
  if (isUnknownLayout(detected)) {
    await abandon(csv);
    throw new UnknownLayoutError(detected.source, detected.missing);
  }
  if (detected.weightUnit === undefined && options.weightUnit === undefined) {
    await abandon(csv);
    throw new WeightUnitNeededError();
  }
  const layout = withRequestedUnits(detected, options);
  const readRow = rowReader(layout);
  const collector = new ImportCollector();
  for await (const record of csv.records) {
    try {
      const row = readRow(record.line, record.fields);
      if (row) collector.add(row);
    } catch (error) {
      if (!(error instanceof UnreadableRow)) throw error;
      collector.refuse(record.line, error.message);
    }
  }
  return { layout, collector };
}
