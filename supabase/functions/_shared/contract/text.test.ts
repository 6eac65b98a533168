import { describe, expect, it } from 'vitest';
import { passwordSchema } from './auth.ts';
import {
  calendarDay,
  isoInstant,
  isStorableText,
  multiLineText,
  singleLineText,
  timeZoneName,
} from './text.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('text rules every schema reuses', () => {
  it('refuses NUL and unpaired surrogates, keeps paired ones (emoji)', () => {
    expect(isStorableText('plain')).toBe(true);
    expect(isStorableText('💪 lift')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('x\udcaa')).toBe(false);
  });

  it('checks the length first and stops there, so nothing else reads a huge text', () => {
    let patternRuns = 0;
    const schema = singleLineText({ label: 'Name', max: 10 }).refine(() => {
      patternRuns += 1;
      return true;
    });
    expect(messageOf(schema.safeParse('x'.repeat(1_000_000)))).toEqual([
      'Name must be at most 10 characters',
    ]);
    expect(patternRuns).toBe(0);
  });

  it('refuses control characters in one-line text and allows line breaks in multi-line text', () => {
    expect(singleLineText({ label: 'Name', max: 20 }).safeParse('a\tb').success).toBe(false);
    expect(singleLineText({ label: 'Name', max: 20 }).safeParse('a\u0007').success).toBe(false);
    expect(multiLineText({ label: 'Note', max: 20 }).safeParse('line 1\nline 2\ttab').success).toBe(true);
    expect(multiLineText({ label: 'Note', max: 20 }).safeParse('bell\u0007').success).toBe(false);
  });

  it('refuses a 200,000-character password at once, with the length message only', () => {
    const started = performance.now();
    const result = passwordSchema.safeParse('x'.repeat(200_000));
    expect(performance.now() - started).toBeLessThan(50);
    expect(messageOf(result)).toEqual(['Password must be at most 72 characters']);
    expect(messageOf(passwordSchema.safeParse('alllowercase1'))).toEqual([
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ]);
    expect(passwordSchema.safeParse('Training123').success).toBe(true);
  });

  it('bounds days and instants to years PostgreSQL and people use', () => {
    expect(calendarDay().safeParse('0000-01-01').success).toBe(false);
    expect(calendarDay().safeParse('2026-02-29').success).toBe(false);
    expect(calendarDay().safeParse('2028-02-29').success).toBe(true);
    expect(isoInstant().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(isoInstant().safeParse('2026-11-23T10:00:00+01:00').success).toBe(true);
  });

  it('answers time zones in their canonical spelling', () => {
    expect(timeZoneName().parse('europe/berlin')).toBe('Europe/Berlin');
    expect(timeZoneName().parse('utc')).toBe('UTC');
    expect(timeZoneName().safeParse('Mars/Olympus').success).toBe(false);
  });
});
