import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage.ts';
import { apiRequest, HttpError, messageOf, setSessionEndedHandler } from './api-client.ts';
import { session } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('HttpError', () => {
  it('reads "STATUS: body" as the seed says, and the status text when the body is empty', () => {
    expect(new HttpError(409, '{"message":"taken"}', 'Conflict').message).toBe('409: {"message":"taken"}');
    expect(new HttpError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it('exposes the server sentence and field messages for forms and toasts', () => {
    const error = new HttpError(
      409,
      JSON.stringify({
        error: 'username_taken',
        message: 'Username is already taken',
        fields: { username: 'x' },
      }),
      'Conflict',
    );
    expect(error.serverMessage).toBe('Username is already taken');
    expect(error.fields).toEqual({ username: 'x' });
    expect(messageOf(error, 'fallback')).toBe('Username is already taken');
    expect(messageOf(new HttpError(500, 'oops', ''), 'fallback')).toBe('fallback');
    expect(messageOf(new TypeError('network'), 'fallback')).toBe('fallback');
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sessionEnded = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
    setSessionEndedHandler(sessionEnded);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionEnded.mockReset();
  });

  it('sends the access token and JSON body', async () => {
    session.store({ token: 'access-1', refreshToken: 'refresh-1' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await apiRequest('POST', '/api/things', { body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.credentials).toBe('include');
  });

  it('renews an expired token once and repeats the call', async () => {
    session.store({ token: 'expired', refreshToken: 'refresh-1' });
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'invalid_token', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { token: 'access-2', refreshToken: 'refresh-2', user: {} }))
      .mockResolvedValueOnce(json(200, { value: 42 }));
    await expect(apiRequest('GET', '/api/stats')).resolves.toEqual({ value: 42 });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ token: 'refresh-1' });
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('Authorization')).toBe('Bearer access-2');
    expect(session.refreshToken()).toBe('refresh-2');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('signs out when the refresh token is refused', async () => {
    session.store({ token: 'expired', refreshToken: 'revoked' });
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'invalid_token', message: 'expired' }))
      .mockResolvedValueOnce(json(401, { error: 'invalid_refresh_token', message: 'ended' }));
    await expect(apiRequest('GET', '/api/stats')).rejects.toMatchObject({ status: 401 });
    expect(session.hasToken()).toBe(false);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('does not try to renew a session the browser never had', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: 'unauthorized', message: 'Sign in to continue.' }));
    await expect(apiRequest('GET', '/api/stats')).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
