import { WifiOff } from 'lucide-react';
import type { Outbox } from '../use-outbox.ts';

/** Splits and finishes waiting for the connection, and any the server refused. */
export function SyncStatus({ outbox }: { outbox: Outbox }) {
  const count = outbox.items.length;
  return (
    <>
      {outbox.waiting && count > 0 && (
        <div role="status" className="alert alert-warning alert-soft w-full text-left">
          <WifiOff size={18} aria-hidden />
          <span className="flex-1">
            No connection: {count === 1 ? '1 change is' : `${count} changes are`} waiting and will be sent as
            soon as the connection is back.
          </span>
          <button type="button" className="btn btn-sm" onClick={outbox.retryNow}>
            Retry Now
          </button>
        </div>
      )}
      {outbox.refused && (
        <div role="alert" className="alert alert-error alert-soft w-full text-left">
          <span className="flex-1">{outbox.refused}</span>
          <button type="button" className="btn btn-sm btn-ghost" onClick={outbox.dismissRefusal}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
