import { describe, expect, it } from 'vitest';
import { type CsvRecord, lineSpan, openCsv, UnreadableFile } from './read-csv.ts';

/** The bytes as a stream, cut every `size` bytes (a request's body arrives in pieces). */
function streamOf(content: string | Uint8Array, size = 7): ReadableStream<Uint8Array> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function readAll(content: string | Uint8Array, size?: number) {
  const csv = await openCsv(streamOf(content, size));
  const records: CsvRecord[] = [];
  for await (const record of csv.records) records.push(record);
  return { delimiter: csv.delimiter, header: csv.header, records };
}

describe('openCsv', () => {
  it('numbers records by the line they start on, past blank lines, CRLF and notes of several lines', async () => {
    const text = 'a,b,c\r\n1,2,3\r\n\r\n"two\nlines",5,6\r\n7,8,9\r\n';
    for (const size of [1, 3, 1000]) {
      const { header, records } = await readAll(text, size);
      expect(header).toEqual({ line: 1, fields: ['a', 'b', 'c'] });
      expect(records).toEqual([
        { line: 2, fields: ['1', '2', '3'] },
        { line: 4, fields: ['two\nlines', '5', '6'] },
        { line: 6, fields: ['7', '8', '9'] },
      ]);
    }
  });

  it('chooses the separator from the header, so decimal commas in the data stay in their field', async () => {
    const { delimiter, records } = await readAll('"Weight (kg)";"Reps"\n"42,5";"8"\n');
    expect(delimiter).toBe(';');
    expect(records).toEqual([{ line: 2, fields: ['42,5', '8'] }]);
  });

  it('skips a byte order mark and keeps characters cut between pieces whole', async () => {
    const { header, records } = await readAll('\ufeffDate,Note\n2024-03-05 6:05:00\u202fPM,Müde 💪\n', 1);
    expect(header.fields).toEqual(['Date', 'Note']);
    expect(records[0]?.fields).toEqual(['2024-03-05 6:05:00\u202fPM', 'Müde 💪']);
  });

  it('refuses a binary file, a file that is not UTF-8 and an empty one', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await expect(readAll(png)).rejects.toThrow(UnreadableFile);
    await expect(readAll(new Uint8Array([0x44, 0x61, 0xff, 0x0a]))).rejects.toThrow('not UTF-8');
    await expect(readAll('a,b\n1,\u0000\n')).rejects.toThrow('binary data');
    await expect(readAll('')).rejects.toThrow('empty');
  });

  it('refuses a quote that never closes, naming where', async () => {
    await expect(readAll('a,b\n1,"open\n2,3\n')).rejects.toThrow(/could not be read as CSV near line/);
  });

  it('passes on a failure of the stream itself unchanged', async () => {
    const failure = new Error('body too large');
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('a,b\n1,2\n'));
      },
      pull(controller) {
        controller.error(failure);
      },
    });
    const csv = await openCsv(failing);
    const reading = (async () => {
      for await (const _ of csv.records) {
        // read on until the stream fails
      }
    })();
    await expect(reading).rejects.toBe(failure);
  });
});

describe('lineSpan', () => {
  it('counts CRLF, LF and a lone CR as one break each', () => {
    expect(lineSpan('a,b\r\n')).toEqual({ blankBefore: 0, breaks: 1 });
    expect(lineSpan('\n\r\n"x\ny",1\n')).toEqual({ blankBefore: 2, breaks: 4 });
    expect(lineSpan('a\rb')).toEqual({ blankBefore: 0, breaks: 1 });
  });
});
