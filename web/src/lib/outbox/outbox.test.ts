import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/api/http-error.ts';
import { createOutbox, type OutboxDeps, type OutboxStorage } from './outbox.ts';
import type { OutboxItem, OutboxRequest } from './outbox-item.ts';
import { retryDelayMs, verdictOf } from './verdict.ts';

const MAYA = '00000000-0000-4000-8000-00000000000a';
const LEO = '00000000-0000-4000-8000-00000000000b';

/** The device's store as IndexedDB keeps it: one list per member. */
function memoryStorage(): OutboxStorage & { lists: Map<string, OutboxItem[]> } {
  const lists = new Map<string, OutboxItem[]>();
  return {
    lists,
    read: async (userId) => structuredClone(lists.get(userId) ?? []),
    update: async (userId, change) => {
      const next = change(structuredClone(lists.get(userId) ?? []));
      lists.set(userId, next);
      return structuredClone(next);
    },
  };
}

const offline = () => new TypeError('Failed to fetch');
const refused = (status: number, message: string) =>
  new HttpError(status, JSON.stringify({ error: 'refused', message }), '');

const note = (id: string, text: string): OutboxRequest => ({
  kind: 'calendar-note',
  body: { id, date: '2026-11-20', note: text, changedAt: '2026-11-20T18:00:00.000Z' },
});
const split = (sessionId: string, mileNumber: number): OutboxRequest => ({
  kind: 'mile-split',
  sessionId,
  body: { mileNumber, splitTime: 400, cumulativeTime: 400 * mileNumber },
});
const finish = (sessionId: string): OutboxRequest => ({
  kind: 'mile-finish',
  sessionId,
  body: { status: 'completed', totalDistance: 2, totalTime: 800 },
});

/** An outbox whose server answers with `answer` (a function of each request, or a failure to throw). */
function setUp(overrides: Partial<OutboxDeps> = {}) {
  const storage = memoryStorage();
  const sent: OutboxRequest[] = [];
  const delivered: OutboxRequest[] = [];
  let answer: (request: OutboxRequest) => unknown = (request) => ({ ok: request.kind });
  let signedInAs = MAYA;
  const outbox = createOutbox({
    storage,
    send: async (request) => {
      sent.push(request);
      const reply = answer(request);
      if (reply instanceof Error) throw reply;
      delivered.push(request);
      return reply;
    },
    signedInAs: (userId) => userId === signedInAs,
    ...overrides,
  });
  return {
    outbox,
    storage,
    sent,
    answerWith: (next: (request: OutboxRequest) => unknown) => {
      answer = next;
    },
    signIn: (userId: string) => {
      signedInAs = userId;
    },
    /** The notes the server took, in order. */
    texts: () =>
      delivered.map((request) => (request.kind === 'calendar-note' ? request.body.note : request.kind)),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what a failed send means', () => {
  it('retries when no answer came, on request timeouts, rate limits and server failures', () => {
    expect(verdictOf(offline())).toBe('retry');
    expect(verdictOf(new HttpError(408, '', 'Request Timeout'))).toBe('retry');
    expect(verdictOf(new HttpError(429, '', 'Too Many Requests'))).toBe('retry');
    expect(verdictOf(new HttpError(503, '', 'Service Unavailable'))).toBe('retry');
  });

  it('waits for sign-in on a 401 and sets any other 4xx aside as refused', () => {
    expect(verdictOf(new HttpError(401, '', 'Unauthorized'))).toBe('sign-in');
    expect(verdictOf(new HttpError(400, '{"error":"split_out_of_order"}', 'Bad Request'))).toBe('refused');
    expect(verdictOf(new HttpError(404, '', 'Not Found'))).toBe('refused');
    expect(verdictOf(new HttpError(409, '{"error":"id_taken"}', 'Conflict'))).toBe('refused');
  });

  it('waits 2 s, 4 s, 8 s ... and at most 5 minutes between attempts', () => {
    expect([0, 1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 256_000, 300_000, 300_000,
    ]);
  });
});

describe('the outbox', () => {
  it('sends writes in the order they were made, one at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const { outbox } = setUp({
      send: async (request) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await vi.advanceTimersByTimeAsync(50);
        inFlight -= 1;
        return request;
      },
    });
    const sent: string[] = [];
    outbox.onEvent((event) => {
      if (event.type === 'delivered' && event.item.request.kind === 'calendar-note') {
        sent.push(event.item.request.body.note);
      }
    });
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await outbox.enqueue(note('a2', 'second'));
    await outbox.enqueue(note('a3', 'third'));
    await outbox.flush();
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(most).toBe(1);
    expect(outbox.getSnapshot().items).toEqual([]);
  });

  it('keeps writes made without a connection and retries them with a growing wait', async () => {
    const { outbox, sent, answerWith, texts } = setUp();
    answerWith(offline);
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await outbox.settled();
    expect(outbox.getSnapshot()).toMatchObject({ status: 'retrying', items: [{ id: 'a1' }] });
    expect(sent).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    // The next wait is twice as long, then twice that.
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(7999);
    expect(sent).toHaveLength(3);

    answerWith((request) => request);
    await vi.advanceTimersByTimeAsync(1);
    await outbox.settled();
    expect(texts()).toEqual(['first']);
    expect(outbox.getSnapshot()).toMatchObject({ status: 'idle', items: [] });
  });

  it('sends at once when the connection comes back, from the shortest wait again', async () => {
    const { outbox, sent, answerWith } = setUp();
    answerWith(offline);
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await outbox.settled();
    for (let step = 0; step < 5; step += 1) await vi.advanceTimersByTimeAsync(retryDelayMs(step));
    const attempts = sent.length;
    expect(attempts).toBe(6);

    await outbox.retryNow();
    expect(sent.length).toBe(attempts + 1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.length).toBe(attempts + 2);
  });

  it('waits for the member to sign in again after a 401, then sends', async () => {
    const { outbox, sent, answerWith, signIn, texts } = setUp();
    answerWith(() => new HttpError(401, '{"error":"session_ended"}', 'Unauthorized'));
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await outbox.flush();
    expect(outbox.getSnapshot().status).toBe('waiting-for-sign-in');
    signIn('nobody');
    const attempts = sent.length;
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await outbox.flush();
    expect(sent.length).toBe(attempts);
    expect(outbox.getSnapshot().items.map((item) => item.id)).toEqual(['a1']);

    signIn(MAYA);
    answerWith((request) => request);
    await outbox.flush();
    expect(texts().at(-1)).toBe('first');
    expect(outbox.getSnapshot().items).toEqual([]);
  });

  it('sets a refused write aside under Needs attention with the server message and sends the rest', async () => {
    const { outbox, sent, answerWith } = setUp();
    const notes = () => sent.map((request) => (request.kind === 'calendar-note' ? request.body.note : ''));
    answerWith((request) =>
      request.kind === 'calendar-note' && request.body.note === 'second'
        ? refused(409, 'A note already exists for this day.')
        : request,
    );
    const refusedItems: OutboxItem[] = [];
    outbox.onEvent((event) => {
      if (event.type === 'refused') refusedItems.push(event.item);
    });
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await outbox.enqueue(note('a2', 'second'));
    await outbox.enqueue(note('a3', 'third'));
    await outbox.flush();

    expect(notes()).toEqual(['first', 'second', 'third']);
    const [kept] = outbox.getSnapshot().items;
    expect(outbox.getSnapshot().items).toHaveLength(1);
    expect(kept).toMatchObject({
      id: 'a2',
      refusal: { status: 409, message: 'A note already exists for this day.' },
    });
    expect(refusedItems.map((item) => item.id)).toEqual(['a2']);

    // Set aside, it is not sent again, however often the outbox runs.
    await outbox.retryNow();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(notes()).toEqual(['first', 'second', 'third']);
  });

  it('retries a busy server, a request timeout and a rate limit rather than refusing them', async () => {
    for (const status of [408, 429, 500, 503]) {
      const { outbox, answerWith } = setUp();
      answerWith(() => new HttpError(status, '', ''));
      await outbox.start(MAYA);
      await outbox.enqueue(note('a1', 'first'));
      await outbox.flush();
      expect(outbox.getSnapshot()).toMatchObject({
        status: 'retrying',
        items: [{ id: 'a1', refusal: null }],
      });
    }
  });

  it("never shows or sends one member's writes as another, and sends them once their member is back", async () => {
    const { outbox, storage, answerWith, signIn, texts } = setUp();
    answerWith(offline);
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'Maya offline'));
    await outbox.flush();
    // Maya's session ends by itself; Leo signs in on the same device.
    outbox.stop();
    answerWith((request) => request);
    signIn(LEO);
    await outbox.start(LEO);
    expect(outbox.getSnapshot().items).toEqual([]);
    await outbox.enqueue(note('b1', 'Leo online'));
    await outbox.flush();
    expect(texts()).not.toContain('Maya offline');
    expect(storage.lists.get(MAYA)?.map((item) => item.userId)).toEqual([MAYA]);

    // While the session is still Leo's, Maya's writes wait even if her list is the one loaded.
    outbox.stop();
    await outbox.start(MAYA);
    expect(outbox.getSnapshot()).toMatchObject({ status: 'waiting-for-sign-in', items: [{ id: 'a1' }] });
    expect(texts()).not.toContain('Maya offline');

    signIn(MAYA);
    await outbox.flush();
    expect(texts().at(-1)).toBe('Maya offline');
  });

  it("discards only the signed-in member's writes", async () => {
    const { outbox, storage, answerWith, signIn } = setUp();
    answerWith(offline);
    signIn(LEO);
    await outbox.start(LEO);
    await outbox.enqueue(note('b1', 'Leo'));
    outbox.stop();
    signIn(MAYA);
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'Maya'));
    await outbox.enqueue(note('a2', 'Maya again'));
    await outbox.discardAll();
    expect(outbox.getSnapshot().items).toEqual([]);
    expect(storage.lists.get(LEO)?.map((item) => item.id)).toEqual(['b1']);
  });

  it('keeps a delivered write listed until what it changed is refreshed', async () => {
    let release = () => {};
    const refreshed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { outbox } = setUp({ afterDelivery: () => refreshed });
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.getSnapshot().items.map((item) => item.id)).toEqual(['a1']);
    release();
    await outbox.flush();
    expect(outbox.getSnapshot().items).toEqual([]);
  });
});

describe("a form's write", () => {
  it('is answered by the server when the connection is there', async () => {
    const { outbox } = setUp();
    await outbox.start(MAYA);
    const result = await outbox.submit(note('a1', 'first'));
    expect(result).toEqual({ status: 'sent', answer: { ok: 'calendar-note' } });
    expect(outbox.getSnapshot().items).toEqual([]);
  });

  it('is saved on the device when there is no connection', async () => {
    const { outbox, answerWith } = setUp();
    answerWith(offline);
    await outbox.start(MAYA);
    expect(await outbox.submit(note('a1', 'first'))).toEqual({ status: 'saved' });
    expect(outbox.getSnapshot().items.map((item) => item.id)).toEqual(['a1']);
  });

  it('is saved on the device when its first attempt takes too long, and still sent', async () => {
    const { outbox } = setUp({
      send: async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 20_000));
        return request;
      },
    });
    await outbox.start(MAYA);
    const result = outbox.submit(note('a1', 'first'), { waitMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toEqual({ status: 'saved' });
    await vi.advanceTimersByTimeAsync(15_000);
    await outbox.flush();
    expect(outbox.getSnapshot().items).toEqual([]);
  });

  it('refused while the form is open, is handed back to the form and not kept', async () => {
    const { outbox, answerWith } = setUp();
    const error = refused(400, 'Write something before saving');
    answerWith(() => error);
    await outbox.start(MAYA);
    expect(await outbox.submit(note('a1', ' '))).toEqual({ status: 'refused', error });
    expect(outbox.getSnapshot().items).toEqual([]);
  });

  it('corrects a refused write: the refused one goes once the correction is sent, and stays if that is refused too', async () => {
    const { outbox, answerWith } = setUp();
    answerWith(() => refused(409, 'A note already exists for this day.'));
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await outbox.flush();
    expect(outbox.getSnapshot().items[0]?.refusal?.status).toBe(409);

    const again = await outbox.submit(note('a2', 'first, corrected'), { replacing: 'a1' });
    expect(again.status).toBe('refused');
    expect(outbox.getSnapshot().items.map((item) => item.id)).toEqual(['a1']);

    answerWith((request) => request);
    expect((await outbox.submit(note('a3', 'first, corrected'), { replacing: 'a1' })).status).toBe('sent');
    expect(outbox.getSnapshot().items).toEqual([]);
  });

  it('waits behind writes made before it', async () => {
    const { outbox, answerWith, texts } = setUp();
    answerWith(offline);
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await outbox.flush();
    answerWith((request) => request);
    expect((await outbox.submit(note('a2', 'second'))).status).toBe('sent');
    expect(texts().slice(-2)).toEqual(['first', 'second']);
  });
});

describe("the mile tracker's splits and finish", () => {
  it('go out in order, a mile queued twice is sent once, and the finish comes last', async () => {
    const { outbox, sent, answerWith } = setUp();
    answerWith(offline);
    await outbox.start(MAYA);
    await outbox.enqueue(split('run', 1), { id: 'run:split:1' });
    await outbox.enqueue(split('run', 2), { id: 'run:split:2' });
    await outbox.enqueue(split('run', 2), { id: 'run:split:2' });
    await outbox.enqueue(finish('run'), { id: 'run:finish' });
    expect(outbox.getSnapshot().items.map((item) => item.id)).toEqual([
      'run:split:1',
      'run:split:2',
      'run:finish',
    ]);
    sent.length = 0;
    answerWith((request) => request);
    await outbox.retryNow();
    expect(
      sent.map((request) => (request.kind === 'mile-split' ? request.body.mileNumber : 'finish')),
    ).toEqual([1, 2, 'finish']);
  });

  it('a split the server refuses waits under Needs attention instead of being dropped', async () => {
    const { outbox, answerWith } = setUp();
    answerWith(() => refused(400, 'Splits must be recorded in order'));
    await outbox.start(MAYA);
    await outbox.enqueue(split('run', 3), { id: 'run:split:3' });
    await outbox.flush();
    expect(outbox.getSnapshot().items).toMatchObject([
      { id: 'run:split:3', refusal: { status: 400, message: 'Splits must be recorded in order' } },
    ]);
  });
});

describe('a refused write sent again unchanged', () => {
  it('goes out in its place and leaves Needs attention once the server takes it', async () => {
    const { outbox, answerWith, texts } = setUp();
    answerWith(() => refused(404, 'Routine not found'));
    await outbox.start(MAYA);
    await outbox.enqueue(note('a1', 'first'));
    await outbox.settled();
    expect(outbox.getSnapshot().items[0]?.refusal?.status).toBe(404);

    answerWith((request) => request);
    await outbox.resend('a1');
    expect(texts()).toEqual(['first']);
    expect(outbox.getSnapshot().items).toEqual([]);
  });
});
