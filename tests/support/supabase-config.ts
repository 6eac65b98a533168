import { readFile } from 'node:fs/promises';
import path from 'node:path';

const CONFIG_FILE = path.resolve(import.meta.dirname, '../../supabase/config.toml');

/** How supabase/config.toml has Supabase configure its Data API (PostgREST). */
export interface DataApiSettings {
  /** The schemas PostgREST exposes. */
  schemas: string[];
  /** Schemas added to every request's search path. */
  extraSearchPath: string[];
  /** The most rows one request answers. */
  maxRows: number;
}

/**
 * Reads the `[api]` section. Only the value shapes that section uses are understood (an array of
 * strings, an integer), and anything else fails loudly rather than being guessed at.
 */
export async function readDataApiSettings(): Promise<DataApiSettings> {
  const values = sectionValues(await readFile(CONFIG_FILE, 'utf8'), 'api');
  return {
    schemas: stringsOf(values, 'schemas'),
    extraSearchPath: stringsOf(values, 'extra_search_path'),
    maxRows: integerOf(values, 'max_rows'),
  };
}

/** `[db] major_version`: the PostgreSQL the migrations are tested on, and schema.sql is dumped with. */
export async function readDatabaseMajorVersion(): Promise<number> {
  return integerOf(sectionValues(await readFile(CONFIG_FILE, 'utf8'), 'db'), 'major_version');
}

interface SectionValues {
  section: string;
  values: Map<string, string>;
}

function sectionValues(toml: string, section: string): SectionValues {
  const values = new Map<string, string>();
  let current = '';
  for (const line of toml.split('\n')) {
    const trimmed = line.trim();
    const header = trimmed.match(/^\[([^\]]+)\]$/);
    if (header?.[1]) current = header[1].trim();
    else if (current === section) {
      const entry = trimmed.match(/^([A-Za-z0-9_]+)\s*=\s*(.+)$/);
      if (entry?.[1] && entry[2]) values.set(entry[1], entry[2]);
    }
  }
  return { section, values };
}

function stringsOf(values: SectionValues, key: string): string[] {
  const parsed = parsedValue(values, key);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string'))
    throw new Error(`supabase/config.toml: [${values.section}] ${key} is not an array of strings`);
  return parsed;
}

function integerOf(values: SectionValues, key: string): number {
  const parsed = parsedValue(values, key);
  if (!Number.isInteger(parsed))
    throw new Error(`supabase/config.toml: [${values.section}] ${key} is not an integer`);
  return parsed as number;
}

/** A TOML array of basic strings, or an integer, reads the same as JSON. */
function parsedValue({ section, values }: SectionValues, key: string): unknown {
  const text = values.get(key);
  if (text === undefined) throw new Error(`supabase/config.toml: [${section}] has no ${key}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(
      `supabase/config.toml: [${section}] ${key} = ${text} is not a value this reader understands`,
    );
  }
}
