import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useOutboxSnapshot } from '@/lib/outbox/device-outbox.ts';
import { needsAttention } from '@/lib/outbox/outbox-item.ts';

/** In the header while any write the server refused waits for the member; hidden otherwise. */
export function NeedsAttentionLink() {
  const count = useOutboxSnapshot().items.filter(needsAttention).length;
  if (count === 0) return null;
  return (
    <Link
      to={paths.needsAttention.getHref()}
      className="btn btn-ghost btn-sm btn-square relative text-warning"
      aria-label={`Needs attention: ${count} change${count === 1 ? '' : 's'}`}
    >
      <TriangleAlert size={18} aria-hidden />
      <span className="badge badge-warning badge-xs absolute -top-1 -right-1 px-1" aria-hidden>
        {count > 9 ? '9+' : count}
      </span>
    </Link>
  );
}
