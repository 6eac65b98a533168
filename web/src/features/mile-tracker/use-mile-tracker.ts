import type { ActivityType, TrackingMode } from '@contract/mile-tracker.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/toast.tsx';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { refreshAfter } from '@/lib/query-keys.ts';
import { mileQueries, startSession } from './api.ts';
import { formatDuration } from './format.ts';
import type { Fix } from './geo.ts';
import { localRecord } from './local-record.ts';
import { isFinishing, type OutboxItem } from './outbox.ts';
import {
  applyFix,
  completeMile as completeMileStep,
  finishBody,
  pauseTracker,
  reopenTracker,
  resumeTracker,
  startTracker,
  switchToManual as switchToManualStep,
  type TrackerState,
  tickTracker,
  trackerFromServer,
} from './tracker.ts';
import { checkLocationAccess, type GpsProblem, useGeolocation } from './use-geolocation.ts';
import { type Outbox, useOutbox } from './use-outbox.ts';
import { useWakeLock, type WakeLockStatus } from './use-wake-lock.ts';

export interface MileTracker {
  load: 'pending' | 'error' | 'ready';
  reload: () => void;
  tracker: TrackerState | null;
  /** The instant the screen shows (redrawn every second). */
  now: number;
  starting: boolean;
  startError: string | null;
  start: (activity: ActivityType, mode: TrackingMode) => Promise<void>;
  pause: () => void;
  resume: () => void;
  completeMile: () => void;
  /** Ends the session; by hand, the distance covered since the last mile (thousandths) may be given. */
  finish: (partialThousandths?: number) => void;
  switchToManual: () => void;
  gpsProblem: GpsProblem;
  wakeLock: WakeLockStatus;
  outbox: Outbox;
  /** A finish is waiting to reach the server: the next session waits for it. */
  finishing: boolean;
}

const splitId = (sessionId: string, mileNumber: number) => `${sessionId}:split:${mileNumber}`;
const activeKey = mileQueries.active().queryKey;

/**
 * The page's session: restored from the server and this browser's record on load, driven by the
 * member's taps, the one-second tick and GPS fixes, and kept in local storage at every change.
 * Splits and the finish go through the outbox, so a dropped connection loses nothing.
 */
export function useMileTracker(): MileTracker {
  const userId = useSignedInUser().id;
  const queryClient = useQueryClient();
  const toast = useToast();
  const active = useQuery(mileQueries.active());

  const [tracker, setTrackerState] = useState<TrackerState | null>(null);
  const trackerRef = useRef<TrackerState | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const setTracker = useCallback(
    (next: TrackerState | null) => {
      if (next === trackerRef.current) return;
      trackerRef.current = next;
      localRecord.saveTracker(userId, next);
      setTrackerState(next);
    },
    [userId],
  );

  const onDelivered = useCallback(
    (item: OutboxItem) => {
      if (item.kind === 'split') {
        toast({
          title: 'Mile Completed!',
          description: `Mile ${item.body.mileNumber} in ${formatDuration(item.body.splitTime)}`,
        });
      } else {
        toast({ title: 'Session Completed!', description: 'Great job on your workout!' });
        queryClient.setQueryData(activeKey, (current) => (current?.id === item.sessionId ? null : current));
      }
      void refreshAfter(queryClient, 'mileSessionWritten');
    },
    [queryClient, toast],
  );
  const outbox = useOutbox(userId, onDelivered);

  // What the server says is active, merged once per answer with what this browser remembers.
  const hydratedAt = useRef(0);
  useEffect(() => {
    // A finish still on this device says the session is over: read the outbox before deciding.
    if (!active.isSuccess || !outbox.ready || active.dataUpdatedAt === hydratedAt.current) return;
    hydratedAt.current = active.dataUpdatedAt;
    const server = active.data;
    const current = trackerRef.current;
    const at = Date.now();
    if (!server || isFinishing(outbox.current(), server.id)) {
      setTracker(null);
      localRecord.saveTracker(userId, null);
      return;
    }
    if (current?.sessionId === server.id) return;
    const local = localRecord.tracker(userId);
    setTracker(
      local?.sessionId === server.id
        ? reopenTracker(local, server, localRecord.lastSeen(userId) ?? at, at)
        : trackerFromServer(server, at),
    );
    setNow(at);
  }, [active.isSuccess, active.data, active.dataUpdatedAt, outbox.ready, outbox, setTracker, userId]);

  // The tick redraws and checks for auto-pause; the clock itself reads timestamps.
  useEffect(() => {
    const tick = () => {
      const current = trackerRef.current;
      if (!current) return;
      const at = Date.now();
      setNow(at);
      localRecord.saveLastSeen(userId, at);
      setTracker(tickTracker(current, at));
    };
    const interval = setInterval(tick, 1000);
    const onVisibility = () => {
      if (trackerRef.current) tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onVisibility);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onVisibility);
    };
  }, [setTracker, userId]);

  const enqueueSplits = useCallback(
    (state: TrackerState, bodies: ReturnType<typeof applyFix>['bodies']) => {
      for (const body of bodies) {
        outbox.enqueue({
          id: splitId(state.sessionId, body.mileNumber),
          kind: 'split',
          sessionId: state.sessionId,
          body,
        });
      }
    },
    [outbox],
  );

  const onFix = useCallback(
    (fix: Fix) => {
      const current = trackerRef.current;
      if (!current) return;
      const { state, bodies } = applyFix(current, fix);
      setTracker(state);
      enqueueSplits(state, bodies);
    },
    [enqueueSplits, setTracker],
  );
  const gpsProblem = useGeolocation(tracker?.mode === 'gps', onFix);
  const wakeLock = useWakeLock(tracker !== null && tracker.pause !== 'manual');

  const start = useCallback(
    async (activity: ActivityType, mode: TrackingMode) => {
      setStartError(null);
      if (mode === 'gps') {
        const access = await checkLocationAccess();
        if (access !== 'ok') {
          setStartError(
            access === 'denied'
              ? 'Location access is blocked for this site. Allow it in your browser settings, or choose Manual.'
              : 'This browser cannot share your location. Choose Manual.',
          );
          return;
        }
      }
      setStarting(true);
      try {
        // An answer still on its way from before must not overwrite the new session.
        await queryClient.cancelQueries({ queryKey: activeKey });
        const session = await startSession(activity, mode);
        const at = Date.now();
        localRecord.saveLastSeen(userId, at);
        setTracker(
          startTracker({
            sessionId: session.id,
            activityType: session.activityType,
            mode: session.trackingMode,
            now: at,
          }),
        );
        setNow(at);
        queryClient.setQueryData(activeKey, session);
        toast({ title: 'Session Started!', description: 'The timer is running.' });
      } catch (error) {
        toast({
          title: 'Failed to start session',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        });
        // Already running elsewhere: show that session instead.
        if (error instanceof HttpError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: activeKey });
        }
      } finally {
        setStarting(false);
      }
    },
    [queryClient, setTracker, toast, userId],
  );

  const step = useCallback(
    (change: (state: TrackerState, at: number) => TrackerState) => {
      const current = trackerRef.current;
      if (!current) return;
      const at = Date.now();
      setTracker(change(current, at));
      setNow(at);
    },
    [setTracker],
  );

  const completeMile = useCallback(() => {
    const current = trackerRef.current;
    if (!current) return;
    const at = Date.now();
    const result = completeMileStep(current, at);
    if (!result) return;
    setTracker(result.state);
    setNow(at);
    enqueueSplits(result.state, [result.body]);
  }, [enqueueSplits, setTracker]);

  const finish = useCallback(
    (partialThousandths = 0) => {
      const current = trackerRef.current;
      if (!current) return;
      const body = finishBody(current, Date.now(), partialThousandths);
      // Finishing resets the timer and the mile counter.
      setTracker(null);
      outbox.enqueue({
        id: `${current.sessionId}:finish`,
        kind: 'finish',
        sessionId: current.sessionId,
        body,
      });
    },
    [outbox, setTracker],
  );

  return {
    load: active.isPending || !outbox.ready ? 'pending' : active.isError && !tracker ? 'error' : 'ready',
    reload: () => void active.refetch(),
    tracker,
    now,
    starting,
    startError,
    start,
    pause: () => step(pauseTracker),
    resume: () => step(resumeTracker),
    completeMile,
    finish,
    switchToManual: () => step(switchToManualStep),
    gpsProblem,
    wakeLock,
    outbox,
    finishing: outbox.items.some((item) => item.kind === 'finish'),
  };
}
