import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage.ts';
import { session } from '../session.ts';
import { HttpError } from './http-error.ts';
import { callApiWithUploadProgress, parseResponseHeaders, type UploadProgress } from './upload.ts';

/** What the server answers to one request, and how the upload's bytes go out before it does. */
interface Answer {
  status: number;
  body: string;
  headers?: string;
  /** Bytes sent as the upload goes, each reported as a progress event. */
  chunks?: number[];
}

/** A stand-in XMLHttpRequest that records what is sent and answers from a queue. */
function fakeXhr(answers: Answer[]) {
  const sent: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body: unknown;
    withCredentials: boolean;
  }[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
      onload: (() => void) | null;
    } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private answerHeaders = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return this.answerHeaders;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ ...this.request, body, withCredentials: this.withCredentials });
      const answer = answers.shift();
      if (!answer) throw new Error('no answer queued');
      queueMicrotask(() => {
        const total = answer.chunks?.at(-1) ?? 0;
        for (const loaded of answer.chunks ?? []) {
          this.upload.onprogress?.({ loaded, total, lengthComputable: true });
        }
        this.upload.onload?.();
        this.status = answer.status;
        this.responseText = answer.body;
        this.answerHeaders = answer.headers ?? 'content-type: application/json\r\n';
        this.onload?.();
      });
    }
  }
  return { FakeXhr, sent };
}

const REPORT = {
  source: 'strong',
  layout: 'strong-without-units',
  dryRun: false,
  stored: true,
  found: { sessions: 2, workouts: 4, sets: 13 },
  dateRange: { from: '2024-01-08T17:02:11.000Z', to: '2024-01-10T18:15:00.000Z' },
  added: { sessions: 2, workouts: 4, sets: 13 },
  duplicates: { sessions: 0, workouts: 0, sets: 0 },
  exercises: { matched: [], created: [] },
  unreadableRows: { total: 0, rows: [] },
  preview: [],
  restored: null,
};

describe('callApiWithUploadProgress', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the file with the session, reports the bytes as they go and then the server at work', async () => {
    session.store({ token: 'access-1', refreshToken: 'refresh-1' });
    const { FakeXhr, sent } = fakeXhr([
      { status: 200, body: JSON.stringify(REPORT), chunks: [400, 900, 1000] },
    ]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['Date,Workout Name\n'], 'strong.csv', { type: 'text/csv' });
    const progress: UploadProgress[] = [];

    const answer = await callApiWithUploadProgress((step) => progress.push(step), 'importData', {
      query: { weightUnit: 'kg', skipInvalid: true },
      body: file,
    });

    expect(answer).toEqual(REPORT);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/import?weightUnit=kg&skipInvalid=true',
        headers: { authorization: 'Bearer access-1', 'content-type': 'text/csv' },
        body: file,
        withCredentials: true,
      },
    ]);
    expect(progress).toEqual([
      { phase: 'sending', sent: 400, total: 1000 },
      { phase: 'sending', sent: 900, total: 1000 },
      { phase: 'sending', sent: 1000, total: 1000 },
      { phase: 'processing' },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses as every call does: a 422 is an HttpError whose body carries the report', async () => {
    const refusal = {
      error: 'unreadable_rows',
      message: '1 row of the file cannot be read.',
      report: REPORT,
    };
    const { FakeXhr } = fakeXhr([{ status: 422, body: JSON.stringify(refusal) }]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = await callApiWithUploadProgress(() => {}, 'importData', {
      query: {},
      body: new Blob(['x'], { type: 'text/csv' }),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 422, serverMessage: '1 row of the file cannot be read.' });
    expect((refused as HttpError).body).toMatchObject({ report: REPORT });
  });

  it('renews an expired token through the client and sends the file again', async () => {
    session.store({ token: 'expired', refreshToken: 'refresh-1' });
    const { FakeXhr, sent } = fakeXhr([
      { status: 401, body: JSON.stringify({ error: 'invalid_token', message: 'expired' }) },
      { status: 200, body: JSON.stringify(REPORT) },
    ]);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ token: 'access-2', refreshToken: 'refresh-2', user: {} }), {
        status: 200,
      }),
    );
    await expect(
      callApiWithUploadProgress(() => {}, 'importData', {
        query: {},
        body: new Blob(['x'], { type: 'text/csv' }),
      }),
    ).resolves.toEqual(REPORT);
    expect(sent.map((request) => request.headers.authorization)).toEqual([
      'Bearer expired',
      'Bearer access-2',
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/refresh');
  });

  it('fails as every call does when the network does: a ConnectionError', async () => {
    class BrokenXhr {
      upload = {};
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', BrokenXhr);
    await expect(
      callApiWithUploadProgress(() => {}, 'importData', {
        query: {},
        body: new Blob(['x'], { type: 'text/csv' }),
      }),
    ).rejects.toMatchObject({ name: 'ConnectionError', cause: expect.any(TypeError) });
  });
});

it('reads the response headers XMLHttpRequest gives as text', () => {
  const headers = parseResponseHeaders(
    'content-type: application/json\r\ncontent-disposition: attachment; filename="a:b.json"\r\n\r\n',
  );
  expect(headers.get('Content-Type')).toBe('application/json');
  expect(headers.get('Content-Disposition')).toBe('attachment; filename="a:b.json"');
});
