import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { isWaiting, type OutboxItem, type OutboxRequest, type Refusal } from './outbox-item.ts';
import { retryDelayMs, verdictOf } from './verdict.ts';

/** Where the items live (IndexedDB in the browser), one list per member, oldest first. */
export interface OutboxStorage {
  read(userId: string): Promise<OutboxItem[]>;
  /** Changes the member's list in one step (no other tab writes in between) and returns it. */
  update(userId: string, change: (items: OutboxItem[]) => OutboxItem[]): Promise<OutboxItem[]>;
}

/**
 * - `idle`: nothing waiting, or everything sent.
 * - `sending`: a write is on its way.
 * - `retrying`: the last attempt got no answer (or a busy server); the next is scheduled.
 * - `waiting-for-sign-in`: the session is gone; the writes go out once the member signs in again.
 */
export type OutboxStatus = 'idle' | 'sending' | 'retrying' | 'waiting-for-sign-in';

export interface OutboxSnapshot {
  /** The signed-in member whose items these are; null while no one is. */
  userId: string | null;
  /** False until the member's items were read from the device. */
  ready: boolean;
  /** The member's items, oldest first: those waiting and those the server refused. */
  items: readonly OutboxItem[];
  status: OutboxStatus;
}

export type OutboxEvent =
  | { type: 'delivered'; item: OutboxItem; answer: unknown }
  | { type: 'refused'; item: OutboxItem };

/**
 * How a write a form handed over went:
 * - `sent`: the server has it (`answer` is its reply; undefined when another tab sent it).
 * - `saved`: kept on this device, to be sent once the connection (or the session) is back.
 * - `refused`: the server refused it while the form was still open: the form shows why, and the
 *   write is not kept (the member is right there to correct it).
 */
export type SubmitResult =
  | { status: 'sent'; answer: unknown }
  | { status: 'saved' }
  | { status: 'refused'; error: unknown };

export interface OutboxDeps {
  storage: OutboxStorage;
  send: (request: OutboxRequest) => Promise<unknown>;
  /** Whether a call made now would go out with this member's session (never another's). */
  signedInAs: (userId: string) => boolean;
  /** Runs before a delivered item leaves the list (refresh what it changed, so no view loses it). */
  afterDelivery?: (item: OutboxItem, answer: unknown) => Promise<void>;
  /** Runs `work` while no other tab sends this member's items (Web Locks in the browser). */
  exclusive?: (name: string, work: () => Promise<void>) => Promise<void>;
  /** Tells other tabs the member's list changed. */
  announce?: (userId: string) => void;
  now?: () => number;
}

/** How long a form waits for its write's first attempt before saying it is saved on this device. */
export const SUBMIT_WAIT_MS = 8000;

/** The id a create carries (the row's, made on the device); edits get one of their own. */
function idOf(request: OutboxRequest): string | null {
  switch (request.kind) {
    case 'workout-session':
    case 'workout':
    case 'calendar-note':
    case 'goal':
      return request.body.id;
    default:
      return null;
  }
}

function refusalOf(error: unknown, at: number): Refusal {
  const status = error instanceof HttpError ? error.status : 400;
  return { status, message: messageOf(error, `The server refused this change (${status}).`), at };
}

/**
 * The outbox: writes a member made are kept on the device and sent one at a time, in the order
 * they were made, until the server has each of them; the server stores a write sent twice once
 * (each carries an id made on the device). A failed send is judged by `verdictOf`: retried with
 * backoff, held until the member signs in again, or set aside as refused for the member to edit
 * or discard. Only the signed-in member's items are loaded, shown and sent.
 */
export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? ((_name: string, work: () => Promise<void>) => work());
  let snapshot: OutboxSnapshot = { userId: null, ready: false, items: [], status: 'idle' };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: OutboxEvent) => void>();
  const waiters = new Map<string, (result: SubmitResult) => void>();
  // Bumped whenever the member changes: work started for an earlier member stops where it stands.
  let generation = 0;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let running: { generation: number; done: Promise<void> } | null = null;
  let again = false;

  function publish(next: Partial<OutboxSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  const own = (userId: string, items: readonly OutboxItem[]) =>
    items.filter((item) => item.userId === userId);

  async function load(userId: string, at: number): Promise<OutboxItem[]> {
    const items = own(userId, await deps.storage.read(userId));
    if (at === generation) publish({ items, ready: true });
    return items;
  }

  async function change(userId: string, edit: (items: OutboxItem[]) => OutboxItem[]) {
    const items = own(userId, await deps.storage.update(userId, edit));
    if (snapshot.userId === userId) publish({ items, ready: true });
    deps.announce?.(userId);
    return items;
  }

  const without = (id: string) => (items: OutboxItem[]) => items.filter((item) => item.id !== id);

  function settle(id: string, result: SubmitResult) {
    const waiter = waiters.get(id);
    if (!waiter) return;
    waiters.delete(id);
    waiter(result);
  }

  function emit(event: OutboxEvent) {
    for (const listener of eventListeners) listener(event);
  }

  function scheduleRetry() {
    const delay = retryDelayMs(failures);
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), delay);
    publish({ status: 'retrying' });
  }

  /** Sends the member's waiting items, oldest first, until none is left or one cannot go yet. */
  async function sendAll(userId: string, at: number) {
    for (;;) {
      if (at !== generation) return;
      const items = await load(userId, at);
      if (at !== generation) return;
      const head = items.find(isWaiting);
      if (!head) {
        publish({ status: 'idle' });
        return;
      }
      if (!deps.signedInAs(userId)) {
        publish({ status: 'waiting-for-sign-in' });
        return;
      }
      publish({ status: 'sending' });
      let answer: unknown;
      try {
        answer = await deps.send(head.request);
      } catch (error) {
        if (at !== generation) return;
        const verdict = verdictOf(error);
        if (verdict === 'sign-in') {
          publish({ status: 'waiting-for-sign-in' });
          return;
        }
        if (verdict === 'retry') {
          scheduleRetry();
          return;
        }
        if (waiters.has(head.id)) {
          await change(userId, without(head.id));
          settle(head.id, { status: 'refused', error });
        } else {
          const refused = { ...head, refusal: refusalOf(error, now()) };
          await change(userId, (list) => list.map((item) => (item.id === head.id ? refused : item)));
          emit({ type: 'refused', item: refused });
        }
        continue;
      }
      failures = 0;
      // The server has it, whoever is signed in by now: it leaves the list in any case.
      await deps.afterDelivery?.(head, answer).catch(() => undefined);
      await change(userId, without(head.id));
      emit({ type: 'delivered', item: head, answer });
      settle(head.id, { status: 'sent', answer });
    }
  }

  /** Starts sending now (a pass already under way goes round once more). */
  function flush(): Promise<void> {
    const userId = snapshot.userId;
    if (!userId) return Promise.resolve();
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (running?.generation === generation) {
      again = true;
      return running.done;
    }
    const at = generation;
    const pass = { generation: at, done: Promise.resolve() };
    pass.done = (async () => {
      try {
        do {
          again = false;
          await exclusive(`fittrack-outbox:${userId}`, () => sendAll(userId, at));
        } while (again && at === generation);
      } finally {
        if (running === pass) running = null;
        if (at === generation) {
          // Writes still here wait for the connection; those gone were sent by another tab.
          for (const id of [...waiters.keys()]) {
            settle(
              id,
              snapshot.items.some((item) => item.id === id)
                ? { status: 'saved' }
                : { status: 'sent', answer: undefined },
            );
          }
        }
      }
    })();
    running = pass;
    return pass.done;
  }

  function requireMember(): string {
    if (!snapshot.userId) throw new Error('The outbox keeps writes of a signed-in member only');
    return snapshot.userId;
  }

  /** Keeps a write for the signed-in member, after every write made before it. */
  async function keep(request: OutboxRequest, id: string): Promise<OutboxItem> {
    const userId = requireMember();
    const item: OutboxItem = { id, userId, madeAt: now(), request, refusal: null };
    // The same write handed over twice (a double tap) is kept once.
    await change(userId, (items) => (items.some((other) => other.id === item.id) ? items : [...items, item]));
    return item;
  }

  /** Keeps a write and starts sending; resolves once it is on the device. */
  async function enqueue(request: OutboxRequest, options: { id?: string } = {}): Promise<OutboxItem> {
    const item = await keep(request, options.id ?? idOf(request) ?? crypto.randomUUID());
    void flush();
    return item;
  }

  function stop() {
    generation += 1;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    failures = 0;
    for (const id of [...waiters.keys()]) settle(id, { status: 'saved' });
    publish({ userId: null, ready: false, items: [], status: 'idle' });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Hears each write the server took, and each it refused that moved to "Needs attention". */
    onEvent(listener: (event: OutboxEvent) => void): () => void {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },

    /** The member signed in (or the app started signed in): load their items and send them. */
    start(userId: string): Promise<void> {
      if (snapshot.userId === userId) return flush();
      stop();
      const at = generation;
      publish({ userId, ready: false, items: [], status: 'idle' });
      return load(userId, at).then(
        () => flush(),
        () => publish({ ready: true }),
      );
    },

    /** No member is signed in any more: stop sending; their items stay on the device. */
    stop,

    enqueue,

    /**
     * A form's write: kept, sent in its turn, and answered as soon as its first attempt settles
     * (or after `waitMs`). `replacing`: a refused item this write corrects; it goes once the new
     * one is sent or kept, and stays if the new one is refused too.
     */
    async submit(
      request: OutboxRequest,
      options: { replacing?: string; waitMs?: number } = {},
    ): Promise<SubmitResult> {
      const userId = requireMember();
      const id = idOf(request) ?? crypto.randomUUID();
      await keep(request, id);
      // The same write handed over again while the first is still waiting: the first form is told.
      settle(id, { status: 'saved' });
      const result = new Promise<SubmitResult>((resolve) => {
        const timer = setTimeout(() => settle(id, { status: 'saved' }), options.waitMs ?? SUBMIT_WAIT_MS);
        waiters.set(id, (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        });
      });
      // Only now, with the write kept and awaited: a pass that is just ending cannot miss it.
      void flush();
      const outcome = await result;
      if (options.replacing && outcome.status !== 'refused') await change(userId, without(options.replacing));
      return outcome;
    },

    /** Sends at once, from the shortest wait again (coming back online, the member's Retry). */
    retryNow() {
      failures = 0;
      return flush();
    },

    flush,

    /** Resolves once the pass under way, if any, has ended (without starting another). */
    settled: (): Promise<void> => running?.done ?? Promise.resolve(),

    /** Another tab changed this member's items: show them as they are now. */
    async reload() {
      const userId = snapshot.userId;
      if (userId) await load(userId, generation);
    },

    /** Sends a refused item again, unchanged, in its place (the member fixed what stood in its way). */
    async resend(id: string) {
      await change(requireMember(), (items) =>
        items.map((item) => (item.id === id ? { ...item, refusal: null } : item)),
      );
      return flush();
    },

    /** Drops one of the signed-in member's items (a refused write they give up, a note deleted here). */
    async discard(id: string) {
      await change(requireMember(), without(id));
    },

    async discardWhere(matches: (item: OutboxItem) => boolean) {
      await change(requireMember(), (items) => items.filter((item) => !matches(item)));
    },

    /** Drops every item of the signed-in member (a sign-out they confirmed). */
    async discardAll() {
      await change(requireMember(), () => []);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
