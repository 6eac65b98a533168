import { FASTEST_MILE_SECONDS } from '@contract/mile-rules.ts';
import { Flag, Pause, Play, Satellite, Square, Sun } from 'lucide-react';
import { useState } from 'react';
import { elapsedAt } from '../clock.ts';
import { activityLabel, formatDuration, livePace } from '../format.ts';
import {
  canCompleteMile,
  currentMile,
  distanceThousandths,
  movingSeconds,
  pausedSeconds,
  secondsIntoMile,
  type TrackerState,
} from '../tracker.ts';
import type { MileTracker } from '../use-mile-tracker.ts';
import { ActivityIcon } from './activity-icon.tsx';
import { FinishDialog } from './finish-dialog.tsx';
import { RouteMap, trailPoints } from './route-map.tsx';
import { SessionStats } from './session-stats.tsx';
import { SplitsList } from './splits-list.tsx';
import { SyncStatus } from './sync-status.tsx';

function GpsStatus({ tracker, mile }: { tracker: TrackerState; mile: MileTracker }) {
  if (tracker.mode !== 'gps') return null;
  if (mile.gpsProblem) {
    return (
      <div role="alert" className="alert alert-warning alert-soft w-full text-left">
        <Satellite size={18} aria-hidden />
        <span className="flex-1">
          {mile.gpsProblem === 'denied'
            ? 'Location access was turned off, so GPS cannot follow this session.'
            : 'No GPS signal right now. Distance is counted again once it is back.'}
        </span>
        <button type="button" className="btn btn-sm" onClick={mile.switchToManual}>
          Continue by Hand
        </button>
      </div>
    );
  }
  const { accuracy } = tracker.gps;
  return (
    <p className="flex items-center gap-2 text-sm opacity-80">
      <Satellite size={16} aria-hidden />
      {accuracy === null ? 'Waiting for GPS...' : `GPS accuracy ±${Math.round(accuracy)} m`}
      {tracker.pause === 'auto' && ' · Auto-paused: it resumes when you move'}
    </p>
  );
}

/** The timer, pause / resume, Complete Mile, Finish, the stats cards and the splits. */
export function ActiveSession({ tracker, mile }: { tracker: TrackerState; mile: MileTracker }) {
  const [finishing, setFinishing] = useState(false);
  const { now } = mile;
  const moving = movingSeconds(tracker, now);
  const paused = pausedSeconds(tracker, now);
  const thousandths = distanceThousandths(tracker);
  const running = tracker.pause === null;
  const unsaved = new Set(
    mile.outbox.items.flatMap((item) =>
      item.kind === 'split' && item.sessionId === tracker.sessionId ? [item.body.mileNumber] : [],
    ),
  );
  const fastest = FASTEST_MILE_SECONDS[tracker.activityType];
  const tooSoon = running && tracker.mode === 'manual' && secondsIntoMile(tracker, now) < fastest;

  const finish = () => {
    if (tracker.mode === 'manual') setFinishing(true);
    else mile.finish();
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Current session" className="card bg-base-200">
        <div className="card-body items-center gap-4 text-center">
          <div className="flex flex-wrap items-center justify-center gap-2">
            <span className="badge badge-primary gap-1">
              <ActivityIcon activity={tracker.activityType} size={14} />
              {activityLabel(tracker.activityType)}
            </span>
            <span className="badge badge-outline">{tracker.mode === 'gps' ? 'GPS' : 'Manual'}</span>
            <span className={`badge ${running ? 'badge-success' : 'badge-warning'}`}>
              {running ? 'Running' : tracker.pause === 'auto' ? 'Auto-paused' : 'Paused'}
            </span>
          </div>
          <p
            role="timer"
            aria-label="Moving time"
            className="font-mono text-6xl font-bold tabular-nums md:text-7xl"
          >
            {formatDuration(moving)}
          </p>
          <p className="text-sm opacity-70">
            Elapsed {formatDuration(Math.floor(elapsedAt(tracker.clock, now) / 1000))} · Paused{' '}
            {formatDuration(paused)}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {running ? (
              <button type="button" className="btn btn-lg" onClick={mile.pause}>
                <Pause size={18} aria-hidden />
                Pause
              </button>
            ) : (
              <button type="button" className="btn btn-primary btn-lg" onClick={mile.resume}>
                <Play size={18} aria-hidden />
                Resume
              </button>
            )}
            {tracker.mode === 'manual' && (
              <button
                type="button"
                className="btn btn-secondary btn-lg"
                disabled={!canCompleteMile(tracker, now)}
                onClick={mile.completeMile}
              >
                <Flag size={18} aria-hidden />
                Complete Mile
              </button>
            )}
            <button type="button" className="btn btn-error btn-outline btn-lg" onClick={finish}>
              <Square size={16} aria-hidden />
              Finish
            </button>
          </div>
          {tooSoon && (
            <p className="text-xs opacity-60">
              Complete Mile opens {formatDuration(fastest)} into a mile (no{' '}
              {activityLabel(tracker.activityType).toLowerCase()} mile is faster).
            </p>
          )}
          <GpsStatus tracker={tracker} mile={mile} />
          {mile.wakeLock === 'on' && (
            <p className="flex items-center gap-1 text-xs opacity-60">
              <Sun size={14} aria-hidden /> The screen stays on while you track.
            </p>
          )}
          <SyncStatus outbox={mile.outbox} />
        </div>
      </section>

      <SessionStats
        thousandths={thousandths}
        seconds={moving}
        pace={livePace(moving, thousandths)}
        currentMile={currentMile(tracker)}
      />

      <div className={`grid gap-6 ${tracker.mode === 'gps' ? 'md:grid-cols-2' : ''}`}>
        <section aria-labelledby="mile-splits-title" className="flex flex-col gap-3">
          <h2 id="mile-splits-title" className="text-lg font-semibold">
            Splits
          </h2>
          <SplitsList splits={tracker.splits} unsaved={unsaved} />
        </section>
        {tracker.mode === 'gps' && (
          <section aria-labelledby="mile-route-title" className="flex flex-col gap-3">
            <h2 id="mile-route-title" className="text-lg font-semibold">
              Route
            </h2>
            <RouteMap
              points={trailPoints(tracker.trail)}
              label={`Route so far: ${tracker.trail.length} ${tracker.trail.length === 1 ? 'point' : 'points'}`}
            />
          </section>
        )}
      </div>

      <FinishDialog
        open={finishing}
        mile={currentMile(tracker)}
        secondsIntoMile={secondsIntoMile(tracker, now)}
        onCancel={() => setFinishing(false)}
        onFinish={(partial) => {
          setFinishing(false);
          mile.finish(partial);
        }}
      />
    </div>
  );
}
