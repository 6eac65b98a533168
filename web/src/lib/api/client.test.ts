import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage.ts';
import { session } from '../session.ts';
import { apiHref, callApi, onServerReachability, setSessionEndedHandler } from './client.ts';
import { ConnectionError } from './connection-error.ts';
import { HttpError } from './http-error.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const GOAL_ID = '5f0c6a3e-8d6b-4c1e-9a57-2b1d3c4e5f60';

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sessionEnded = vi.fn();
  const sent = (call: number) => {
    const [url, init] = fetchMock.mock.calls[call] ?? [];
    return { url, init, headers: new Headers(init?.headers) };
  };

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

  it('sends the access token, the cookie and a JSON body to the operation’s path', async () => {
    session.store({ token: 'access-1', refreshToken: 'refresh-1' });
    fetchMock.mockResolvedValueOnce(json(200, { showOnLeaderboard: false, showStreak: true }));
    await expect(callApi('updatePrivacySettings', { body: { showOnLeaderboard: false } })).resolves.toEqual({
      showOnLeaderboard: false,
      showStreak: true,
    });
    const { url, init, headers } = sent(0);
    expect(url).toBe('/api/user/privacy');
    expect(init?.method).toBe('PATCH');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"showOnLeaderboard":false}');
    expect(init?.credentials).toBe('include');
  });

  it('fills path parameters and leaves out query values that are not given', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetchMock.mockResolvedValueOnce(json(200, []));
    await expect(callApi('deleteGoal', { params: { id: GOAL_ID } })).resolves.toBeUndefined();
    await callApi('listWorkouts', { query: { limit: 10, before: undefined } });
    expect(sent(0).url).toBe(`/api/goals/${GOAL_ID}`);
    expect(sent(0).init?.method).toBe('DELETE');
    expect(sent(0).init?.body).toBeUndefined();
    expect(sent(1).url).toBe('/api/workouts?limit=10');
  });

  it('sends a multipart body as form data, with the browser choosing its content type', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const picture = new Blob(['png'], { type: 'image/png' });
    await callApi('uploadProfilePicture', {
      body: { fields: { firstName: 'Maya', lastName: 'Okafor' }, files: { profileImage: picture } },
    });
    const { init, headers } = sent(0);
    expect(headers.get('Content-Type')).toBeNull();
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['profileImage', 'firstName', 'lastName']);
    expect(form.get('firstName')).toBe('Maya');
    expect(form.get('profileImage')).toBeInstanceOf(Blob);
  });

  it('sends a file as the body itself, typed as the file is', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    const file = new Blob(['Date,Workout Name\n'], { type: 'text/csv' });
    await callApi('importData', { query: { dryRun: true, weightUnit: 'kg' }, body: file });
    const { url, init, headers } = sent(0);
    expect(url).toBe('/api/import?dryRun=true&weightUnit=kg');
    expect(init?.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('text/csv');
    expect(init?.body).toBe(file);
  });

  it('throws the answer of a refused call as an HttpError with the API’s error body', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: 'invalid_body',
        message: 'Nothing to update',
        fields: { form: 'Nothing to update' },
      }),
    );
    const refused = await callApi('updatePrivacySettings', { body: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, serverMessage: 'Nothing to update' });
  });

  it('renews an expired token once, without the expired token, and repeats the call', async () => {
    session.store({ token: 'expired', refreshToken: 'refresh-1' });
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'invalid_token', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { token: 'access-2', refreshToken: 'refresh-2', user: {} }))
      .mockResolvedValueOnce(json(200, { value: 42 }));
    await expect(callApi('getStats')).resolves.toEqual({ value: 42 });
    expect(sent(1).url).toBe('/api/auth/refresh');
    expect(JSON.parse(String(sent(1).init?.body))).toEqual({ token: 'refresh-1' });
    expect(sent(1).headers.get('Authorization')).toBeNull();
    expect(sent(2).headers.get('Authorization')).toBe('Bearer access-2');
    expect(session.refreshToken()).toBe('refresh-2');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('renews once for calls that hit the expired token together', async () => {
    session.store({ token: 'expired', refreshToken: 'refresh-1' });
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/auth/refresh')
        return json(200, { token: 'access-2', refreshToken: 'refresh-2', user: {} });
      const authorization = new Headers(init?.headers).get('Authorization');
      return authorization === 'Bearer access-2' ? json(200, {}) : json(401, { error: 'invalid_token' });
    });
    await Promise.all([callApi('getStats'), callApi('listGoals')]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out when the refresh token is refused', async () => {
    session.store({ token: 'expired', refreshToken: 'revoked' });
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'invalid_token', message: 'expired' }))
      .mockResolvedValueOnce(json(401, { error: 'invalid_refresh_token', message: 'ended' }));
    await expect(callApi('getStats')).rejects.toMatchObject({ status: 401 });
    expect(session.hasToken()).toBe(false);
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('throws a ConnectionError when the server cannot be reached, keeping the session', async () => {
    session.store({ token: 'access-1', refreshToken: 'refresh-1' });
    const heard: boolean[] = [];
    const stop = onServerReachability((reachable) => heard.push(reachable));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(503, {}));
    await expect(callApi('getStats')).rejects.toBeInstanceOf(ConnectionError);
    // Any answer, even a refusal, proves the server is there.
    await expect(callApi('getStats')).rejects.toBeInstanceOf(HttpError);
    stop();
    expect(heard).toEqual([false, true]);
    expect(session.accessToken()).toBe('access-1');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('keeps the session when the connection drops while renewing it', async () => {
    session.store({ token: 'expired', refreshToken: 'refresh-1' });
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'invalid_token', message: 'expired' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi('getStats')).rejects.toBeInstanceOf(ConnectionError);
    expect(session.refreshToken()).toBe('refresh-1');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('lets a call the app cancelled fail as cancelled, not as a lost connection', async () => {
    const heard = vi.fn();
    const stop = onServerReachability(heard);
    const cancel = new AbortController();
    cancel.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(callApi('getStats', { signal: cancel.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    stop();
    expect(heard).not.toHaveBeenCalled();
  });

  it('does not try to renew a session the browser never had', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: 'unauthorized', message: 'Sign in to continue.' }));
    await expect(callApi('getStats')).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

it('gives the href of the API’s browser navigations', () => {
  expect(apiHref('startGoogleSignIn')).toBe('/api/auth/google');
  expect(apiHref('logout')).toBe('/api/logout');
});

it('accepts only what the contract defines (checked by tsc; never run)', () => {
  const typeChecksOnly = () => {
    // @ts-expect-error: no operation of that id
    void callApi('listWorkout');
    // @ts-expect-error: the field is showStreak
    void callApi('updatePrivacySettings', { body: { showStreaks: true } });
    // @ts-expect-error: a goal's id is a path parameter the call must give
    void callApi('deleteGoal');
    // @ts-expect-error: limit is a number
    void callApi('listWorkouts', { query: { limit: '10' } });
    // @ts-expect-error: a JSON call, not a navigation
    apiHref('getStats');
    void callApi('getPrivacySettings').then((settings) => {
      // @ts-expect-error: the answer has no such field
      void settings.showStreaks;
    });
  };
  expect(typeChecksOnly).toBeTypeOf('function');
});
