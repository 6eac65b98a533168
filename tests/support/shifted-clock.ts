import { rmSync } from 'node:fs';

/**
 * Preloaded into a test's own standalone server (`node --import tsx --import <this file>`), never
 * by the product: the process's wall clock runs `offsetMs` from the real one, and the test moves it
 * while the server runs, as time passing would. Everything the server asks the time of follows:
 * its own code and jose read `Date`/`Date.now`, and PGlite's `now()` comes from emscripten's
 * CLOCK_REALTIME, which calls `Date.now()` at every read. Monotonic clocks (`performance.now`,
 * timers) are left alone: they measure durations, which shifting the wall clock does not change.
 *
 * The test holds the other end of an IPC channel: `{ clockOffsetMs }` sets the offset and is
 * answered with `{ clockOffsetApplied }` once every later read sees it. CLOCK_OFFSET_MS gives the
 * offset from the first line of the server on.
 */

export interface ClockMessage {
  clockOffsetMs: number;
}

export interface ClockAnswer {
  clockOffsetApplied: number;
}

const isClockMessage = (message: unknown): message is ClockMessage =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as ClockMessage).clockOffsetMs === 'number';

const RealDate = Date;
const realNow = Date.now;
let offsetMs = Number(process.env.CLOCK_OFFSET_MS ?? 0);
const shiftedNow = () => realNow() + offsetMs;

// On the constructor itself, so that a module holding the original `Date` reads the shifted time.
Date.now = shiftedNow;
// `new Date()` without arguments reads the engine's clock, not `Date.now`: only that case changes.
// Every date is still a real Date (same prototype), so `instanceof Date` holds either way.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget),
  apply: () => new RealDate(shiftedNow()).toString(),
});

process.on('message', (message) => {
  if (!isClockMessage(message)) return;
  offsetMs = message.clockOffsetMs;
  process.send?.({ clockOffsetApplied: offsetMs } satisfies ClockAnswer);
});
// A test worker that dies without stopping its server leaves no server behind: the channel closes,
// and the server shuts down as on any SIGTERM. With REMOVE_DATA_DIR_IF_ORPHANED=1 (a temporary
// directory the worker would have deleted) the server's last act is to delete it.
process.on('disconnect', () => {
  const dataDir = process.env.DATA_DIR;
  if (process.env.REMOVE_DATA_DIR_IF_ORPHANED === '1' && dataDir) {
    process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  }
  process.kill(process.pid, 'SIGTERM');
});
