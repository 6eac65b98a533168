import type { MileTracker } from '../use-mile-tracker.ts';
import { ActiveSession } from './active-session.tsx';
import { StartCard } from './start-card.tsx';
import { SyncStatus } from './sync-status.tsx';

/** Loading, the load error, the start screen, or the active session. */
export function TrackerPanel({ mile }: { mile: MileTracker }) {
  if (mile.load === 'pending') {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label="Loading your session">
        <div className="skeleton h-64 rounded-box" />
        <div className="skeleton h-24 rounded-box" />
      </div>
    );
  }
  if (mile.load === 'error') {
    return (
      <div role="alert" className="alert alert-error flex justify-between">
        <span>Unable to load your session</span>
        <button type="button" className="btn btn-sm" onClick={mile.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (mile.tracker) return <ActiveSession tracker={mile.tracker} mile={mile} />;
  return (
    <div className="flex flex-col gap-4">
      <SyncStatus outbox={mile.outbox} />
      <StartCard
        onStart={(activity, mode) => void mile.start(activity, mode)}
        starting={mile.starting}
        startError={mile.startError}
        finishing={mile.finishing}
      />
    </div>
  );
}
