import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage.ts';
import { session } from '../session.ts';
import { callApiForResponse } from './client.ts';
import { fileNameOf } from './download.ts';
import { HttpError } from './http-error.ts';

describe('fileNameOf', () => {
  it('reads the quoted file name the export sends', () => {
    expect(fileNameOf('attachment; filename="fittrack-export-maya_runs-2026-11-26.json"')).toBe(
      'fittrack-export-maya_runs-2026-11-26.json',
    );
  });

  it('reads an unquoted name, and any letter case of the parameter', () => {
    expect(fileNameOf('attachment; FILENAME=workouts.csv')).toBe('workouts.csv');
  });

  it('prefers the UTF-8 name of filename* over the plain one', () => {
    expect(
      fileNameOf(`attachment; filename="Sessions.csv"; filename*=UTF-8''S%C3%A9ances%20d%27hiver.csv`),
    ).toBe("Séances d'hiver.csv");
  });

  it('falls back to the plain name when filename* cannot be decoded', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''bad%E0%A4%A.csv; filename="plain.csv"`)).toBe(
      'plain.csv',
    );
  });

  it('unescapes a quoted name and keeps a semicolon inside the quotes', () => {
    expect(fileNameOf('attachment; filename="a \\"big\\" week; legs.csv"')).toBe('a "big" week; legs.csv');
  });

  it('keeps only the last part of a name that tries to name a folder', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment; filename="C:\\\\Users\\\\x\\\\data.json"')).toBe('data.json');
  });

  it('gives null when no usable name is given', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
    expect(fileNameOf('attachment; filename=".."')).toBeNull();
  });
});

describe('callApiForResponse', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('answers the download itself, headers and body unread, sent with the session', async () => {
    session.store({ token: 'access-1', refreshToken: 'refresh-1' });
    const csv = 'Date,Workout Name\r\n';
    fetchMock.mockResolvedValueOnce(
      new Response(csv, {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="w.csv"' },
      }),
    );
    const response = await callApiForResponse('exportWorkoutsCsv');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/export/workouts.csv');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(init?.credentials).toBe('include');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="w.csv"');
    await expect(response.text()).resolves.toBe(csv);
  });

  it('refuses as every call does: a 429 is an HttpError with the server’s sentence', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          error: 'too_many_attempts',
          message: 'You have downloaded your data several times this hour. Try again in 42 minutes.',
        }),
        { status: 429, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const refused = await callApiForResponse('exportData').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 429,
      serverMessage: 'You have downloaded your data several times this hour. Try again in 42 minutes.',
    });
  });
});
