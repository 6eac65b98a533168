import { CheckCircle2, Pencil, RotateCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { shortDay, timeOfDay } from '@/lib/dates.ts';
import { deviceOutbox, useOutboxSnapshot } from '@/lib/outbox/device-outbox.ts';
import { needsAttention, type OutboxItem } from '@/lib/outbox/outbox-item.ts';
import { describeWrite } from '../describe.ts';

interface NeedsAttentionListProps {
  /** Whether the write can be opened in its form (splits and finishes are measured, not typed). */
  canEdit: (item: OutboxItem) => boolean;
  onEdit: (item: OutboxItem) => void;
}

function RefusedWrite({
  item,
  canEdit,
  onEdit,
  onDiscard,
}: {
  item: OutboxItem;
  canEdit: boolean;
  onEdit: () => void;
  onDiscard: () => void;
}) {
  const titleId = useId();
  const { title, detail } = describeWrite(item);
  const made = new Date(item.madeAt);
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-box bg-base-200 p-4">
      <h2 id={titleId} className="font-semibold break-words">
        {title}
      </h2>
      {detail && <p className="line-clamp-3 text-sm break-words opacity-80">{detail}</p>}
      <p className="rounded-field bg-error/10 px-3 py-2 text-sm">
        <span className="font-medium">The server said:</span> {item.refusal?.message}
      </p>
      <p className="text-xs opacity-70">
        Made on this device {shortDay(made)} at {timeOfDay(made)}
      </p>
      <div className="flex flex-wrap gap-2">
        {canEdit ? (
          <button type="button" className="btn btn-primary h-11 min-h-11" onClick={onEdit}>
            <Pencil size={16} aria-hidden />
            Edit
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary h-11 min-h-11"
            onClick={() => void deviceOutbox().resend(item.id)}
          >
            <RotateCw size={16} aria-hidden />
            Send again
          </button>
        )}
        <button type="button" className="btn btn-ghost h-11 min-h-11 text-error" onClick={onDiscard}>
          <Trash2 size={16} aria-hidden />
          Discard
        </button>
      </div>
    </article>
  );
}

/**
 * The writes the server refused when they were sent, each with the server's sentence: edit it
 * (its form opens with what was sent) or discard it. Nothing refused is dropped without the member.
 */
export function NeedsAttentionList({ canEdit, onEdit }: NeedsAttentionListProps) {
  const snapshot = useOutboxSnapshot();
  const refused = snapshot.items.filter(needsAttention);
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);

  if (!snapshot.ready) {
    return (
      <p role="status" className="flex items-center gap-2 opacity-70">
        <span className="loading loading-spinner loading-sm" aria-hidden />
        Loading the changes saved on this device...
      </p>
    );
  }
  if (refused.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 p-6 text-center">
        <CheckCircle2 className="text-success" size={28} aria-hidden />
        <p>Nothing needs your attention: the server took every change made on this device.</p>
        <Link to={paths.dashboard.getHref()} className="btn btn-ghost h-11 min-h-11">
          Back to the dashboard
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Changes the server refused">
        {refused.map((item) => (
          <li key={item.id}>
            <RefusedWrite
              item={item}
              canEdit={canEdit(item)}
              onEdit={() => onEdit(item)}
              onDiscard={() => setDiscarding(item)}
            />
          </li>
        ))}
      </ul>
      <Dialog
        open={discarding !== null}
        title="Discard this change?"
        description={
          discarding
            ? `${describeWrite(discarding).title}: the server never saved it, and it will be gone from this device too.`
            : undefined
        }
        onClose={() => setDiscarding(null)}
      >
        <div className="modal-action">
          <button type="button" className="btn h-11 min-h-11" onClick={() => setDiscarding(null)}>
            Keep it
          </button>
          <button
            type="button"
            className="btn btn-error h-11 min-h-11"
            onClick={() => {
              if (discarding) void deviceOutbox().discard(discarding.id);
              setDiscarding(null);
            }}
          >
            Discard change
          </button>
        </div>
      </Dialog>
    </>
  );
}
