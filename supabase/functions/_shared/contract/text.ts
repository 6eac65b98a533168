import { z } from 'zod';

/**
 * Text and date rules every schema reuses, so a new field is safe by default:
 * - the length is checked first and stops validation (`abort`), so no pattern or refinement ever
 *   runs on unbounded text;
 * - every pattern here is linear (no nested or overlapping quantifiers, no look-aheads);
 * - NUL (which PostgreSQL text cannot hold), unpaired UTF-16 surrogates (not Unicode) and, in
 *   single-line fields, the other control characters are refused with a sentence, not a 500.
 */

/**
 * True when the text can be stored as PostgreSQL text and encoded as UTF-8 without loss: no NUL
 * and no unpaired UTF-16 surrogate. Refused in every string the API reads.
 */
export function isStorableText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/** C0 and C1 control characters; multi-line text may hold tabs and line breaks. */
function hasControlCharacter(text: string, multiLine: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isControl = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (isControl && !(multiLine && isLineBreakOrTab(code))) return true;
  }
  return false;
}

interface TextOptions {
  /** Used in messages: "Name must be at most 100 characters". */
  label: string;
  /** Typical values, shown in the OpenAPI document (and used by the fuzz suite to build valid requests). */
  examples?: readonly string[];
  max: number;
  /** At least this many characters after trimming (0 allows empty text). */
  min?: number;
  minMessage?: string;
  maxMessage?: string;
  /** Keep surrounding whitespace (passwords). */
  keepWhitespace?: boolean;
}

function boundedText(options: TextOptions, multiLine: boolean) {
  const maxMessage = options.maxMessage ?? `${options.label} must be at most ${options.max} characters`;
  // Before trimming, whitespace may pad the text a little; anything far longer is refused unread.
  let schema = z
    .string({ message: `${options.label} must be text` })
    .max(options.max * 2 + 64, { message: maxMessage, abort: true });
  if (!options.keepWhitespace) schema = schema.trim();
  schema = schema.max(options.max, { message: maxMessage, abort: true });
  const min = options.min ?? 0;
  if (min > 0) {
    schema = schema.min(min, {
      message:
        options.minMessage ??
        (min === 1 ? `${options.label} is required` : `${options.label} must be at least ${min} characters`),
      abort: true,
    });
  }
  if (options.examples) schema = schema.meta({ examples: [...options.examples] });
  return schema
    .refine((text) => isStorableText(text), {
      message: `${options.label} contains a character that cannot be stored`,
      abort: true,
    })
    .refine((text) => !hasControlCharacter(text, multiLine), {
      message: `${options.label} must not contain control characters`,
      abort: true,
    });
}

/** A name, an identifier, a search: one line, trimmed, bounded. */
export const singleLineText = (options: TextOptions) => boundedText(options, false);

/** A note or a post: line breaks and tabs allowed, other control characters refused. */
export const multiLineText = (options: TextOptions) => boundedText(options, true);

/**
 * The years a stored day may fall in. PostgreSQL has no year 0 and JavaScript does, so without a
 * bound `0000-01-01` would pass here and fail in the database.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written yyyy-MM-dd, real (no 31 April) and within EARLIEST_YEAR..LATEST_YEAR. */
export const calendarDay = (label = 'Date') =>
  z
    .string({ message: `${label} is required` })
    .max(10, { message: `${label} must be a day written yyyy-MM-dd`, abort: true })
    .regex(DAY_PATTERN, { message: `${label} must be a day written yyyy-MM-dd`, abort: true })
    .meta({ format: 'date', examples: ['2026-11-20'] })
    .refine(
      (day) => {
        const parsed = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
      },
      { message: `${label} must be a real calendar day`, abort: true },
    )
    .refine((day) => {
      const year = Number(day.slice(0, 4));
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    }, `${label} must be between ${EARLIEST_YEAR} and ${LATEST_YEAR}`);

/** An ISO 8601 instant with its offset, within EARLIEST_YEAR..LATEST_YEAR. */
export const isoInstant = (label = 'Date') =>
  z
    .string({ message: `${label} must be an ISO date and time` })
    .max(40, { message: `${label} must be an ISO date and time`, abort: true })
    .meta({ format: 'date-time', examples: ['2026-11-20T07:30:00.000Z'] })
    .pipe(z.iso.datetime({ offset: true, message: `${label} must be an ISO date and time` }))
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    }, `${label} must be between ${EARLIEST_YEAR} and ${LATEST_YEAR}`);

/**
 * An IANA zone name, answered in its canonical spelling (`europe/berlin` becomes `Europe/Berlin`),
 * because the browser's Intl accepts any letter case and PostgreSQL does not.
 */
export const timeZoneName = () =>
  z
    .string({ message: 'Time zone must be text' })
    .max(64, { message: 'Time zone must be at most 64 characters', abort: true })
    .regex(/^[A-Za-z0-9_+/-]+$/, {
      message: 'Time zone must be an IANA name such as Europe/Berlin',
      abort: true,
    })
    .transform((zone, ctx) => {
      try {
        return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Unknown time zone' });
        return z.NEVER;
      }
    });
