/** The browser's IANA time zone, read on this thread (a first use of Intl here costs its locale data). */
export const browserTimeZoneHere = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The browser's IANA time zone ("Europe/Paris"), read in a worker where the browser has workers:
 * the screens a member opens first use no other Intl, so reading it on the page would load Intl's
 * locale data on the main thread just for this.
 */
export function readBrowserTimeZone(): Promise<string> {
  if (typeof Worker === 'undefined') return Promise.resolve(browserTimeZoneHere());
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      // Refused as it is made (an address the browser will not load a worker from).
      resolve(browserTimeZoneHere());
      return;
    }
    const answer = (zone: string) => {
      worker.terminate();
      resolve(zone);
    };
    worker.addEventListener('message', (event: MessageEvent<unknown>) =>
      answer(typeof event.data === 'string' ? event.data : browserTimeZoneHere()),
    );
    // A worker the browser would not start (a policy, a private mode): the page reads it itself.
    worker.addEventListener('error', () => answer(browserTimeZoneHere()));
  });
}
