import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverValues } from '../../supabase/functions/_shared/db/rows.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * The row types (db/rows.ts) say what postgres.js returns for the types it parses itself; these
 * ask the driver, connected as the app connects, so a change to its parsers fails here first.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const samples: { [Type in keyof DriverValues]: { literal: string; value: DriverValues[Type] } } = {
  timestamptz: {
    literal: "'2026-11-22 10:30:00.123+00'::timestamptz",
    value: new Date('2026-11-22T10:30:00.123Z'),
  },
  timestamp: { literal: "'2026-11-22 10:30:00.123'::timestamp", value: new Date('2026-11-22T10:30:00.123') },
  date: { literal: "'2026-11-22'::date", value: '2026-11-22' },
  numeric: { literal: '185.50::numeric', value: '185.50' },
  int8: { literal: '9007199254740993::int8', value: '9007199254740993' },
};

describe('postgres.js values, as the row types say', () => {
  for (const [type, { literal, value }] of Object.entries(samples)) {
    it(`returns ${type} as ${value instanceof Date ? 'a Date' : 'text'}, alone and in an array`, async () => {
      const [row] = await database.sql.unsafe<{ single: unknown; list: unknown }[]>(
        `select ${literal} as single, array[${literal}] as list`,
      );
      expect(row?.single).toStrictEqual(value);
      expect(row?.list).toStrictEqual([value]);
    });
  }
});
