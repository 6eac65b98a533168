import { parse } from 'csv-parse/stream';
import { detectDelimiter } from './layouts.ts';

/**
 * A CSV read as it arrives, record by record, with csv-parse (quotes, separators inside quotes
 * and line breaks inside notes are its business). Only the header line is looked at first, to
 * choose the separator: a semicolon file's data holds decimal commas, so the separator cannot be
 * guessed from the data.
 */

/** The file is not a CSV this can read (binary, not UTF-8, a broken quote): nothing of it is used. */
export class UnreadableFile extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableFile';
  }
}

export interface CsvRecord {
  /** The line the record starts on, as a text editor counts them (the header is line 1). */
  line: number;
  fields: string[];
}

export interface OpenedCsv {
  delimiter: string;
  header: CsvRecord;
  records: AsyncIterable<CsvRecord>;
}

/** A header longer than this is not one: the file is something else. */
const HEADER_MAX_BYTES = 64 * 1024;
/** No legitimate row (a set with its notes) comes near this; a runaway quote does. */
const RECORD_MAX_BYTES = 64 * 1024;

/**
 * Passes the bytes on unchanged, refusing what no export is: bytes that are not UTF-8, and NUL
 * (which only binary files hold).
 */
function utf8Only(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const refuse = () => new UnreadableFile('The file is not a text file: it is not UTF-8 encoded.');
  return new TransformStream({
    transform(chunk, controller) {
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw refuse();
      }
      if (text.includes('\u0000'))
        throw new UnreadableFile('The file is not a text file: it holds binary data.');
      controller.enqueue(chunk);
    },
    flush() {
      try {
        decoder.decode();
      } catch {
        throw refuse();
      }
    },
  });
}

const NEWLINE = 10;
const CARRIAGE_RETURN = 13;

const isLineBreakAt = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  // "\r\n" is one break, counted at its "\n"; a lone "\r" is one too.
  return code === NEWLINE || (code === CARRIAGE_RETURN && text.charCodeAt(index + 1) !== NEWLINE);
};

/**
 * The line breaks in a record's raw text, and how many of them end blank lines before it (the
 * parser skips blank lines but keeps them in the next record's raw text).
 */
export function lineSpan(raw: string): { blankBefore: number; breaks: number } {
  let blankBefore = 0;
  let breaks = 0;
  let content = false;
  for (let index = 0; index < raw.length; index += 1) {
    const code = raw.charCodeAt(index);
    if (isLineBreakAt(raw, index)) {
      breaks += 1;
      if (!content) blankBefore += 1;
    } else if (code !== CARRIAGE_RETURN) {
      content = true;
    }
  }
  return { blankBefore, breaks };
}

interface ParsedRecord {
  record: string[];
  raw: string;
}

/**
 * Opens a CSV stream: its separator (from the header line), its header record and the records
 * after it. Throws UnreadableFile for a file that is not a readable CSV; errors of the stream
 * itself (a body over its limit) pass through as they are.
 */
export async function openCsv(stream: ReadableStream<Uint8Array>): Promise<OpenedCsv> {
  const reader = stream.pipeThrough(utf8Only()).getReader();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    head.push(value);
    headBytes += value.byteLength;
    if (value.includes(NEWLINE) || value.includes(CARRIAGE_RETURN)) break;
    if (headBytes > HEADER_MAX_BYTES) {
      await reader.cancel();
      throw new UnreadableFile('The file is not a CSV file: its first line is not a header row.');
    }
  }
  const headText = new TextDecoder().decode(concat(head, headBytes));
  const headerLine = headText.replace(/^\ufeff/, '').split(/\r\n|\n|\r/)[0] ?? '';
  if (headerLine.trim() === '') {
    await reader.cancel();
    throw new UnreadableFile('The file is empty or does not start with a header row.');
  }
  const delimiter = detectDelimiter(headerLine);

  const replayed = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const parsed: ReadableStream<ParsedRecord> = replayed.pipeThrough(
    parse({
      delimiter,
      bom: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: RECORD_MAX_BYTES,
    }),
  );
  const iterator = parsed[Symbol.asyncIterator]();
  let linesSoFar = 0;
  const next = async (): Promise<CsvRecord | undefined> => {
    let step: IteratorResult<ParsedRecord>;
    try {
      step = await iterator.next();
    } catch (error) {
      throw asUnreadable(error, linesSoFar + 1);
    }
    if (step.done) return undefined;
    const { blankBefore, breaks } = lineSpan(step.value.raw);
    const line = linesSoFar + 1 + blankBefore;
    linesSoFar += breaks;
    return { line, fields: step.value.record };
  };

  const header = await next();
  if (!header) throw new UnreadableFile('The file is empty or does not start with a header row.');
  return {
    delimiter,
    header,
    records: {
      [Symbol.asyncIterator]: () => ({
        next: async () => {
          const record = await next();
          return record ? { done: false, value: record } : { done: true, value: undefined };
        },
        return: async () => {
          await iterator.return?.();
          return { done: true, value: undefined };
        },
      }),
    },
  };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/** csv-parse's refusals (a quote never closed, a runaway field) as the file's; others unchanged. */
function asUnreadable(error: unknown, line: number): unknown {
  if (error instanceof UnreadableFile) return error;
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')) {
    const at = 'lines' in error && typeof error.lines === 'number' ? error.lines : line;
    return new UnreadableFile(`The file could not be read as CSV near line ${at}: ${error.message}`);
  }
  return error;
}
