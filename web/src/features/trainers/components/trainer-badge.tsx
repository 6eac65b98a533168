import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useAppSettled } from '@/lib/use-app-settled.ts';
import { trainerQueries } from '../api.ts';

/**
 * In the header while something waits for the person: requests to answer (as a trainer), and
 * confirmations to see and reviews to leave (as a member). Hidden otherwise.
 */
export function TrainerBadge() {
  // A member who is no trainer has no bookings as one (an empty list), so the badge never asks for
  // the own trainer profile, whose 404 for them would be an error in every page's console.
  // The counts can wait for the first screen, which has the phone's network to itself meanwhile.
  const enabled = useAppSettled();
  const asMember = useQuery({ ...trainerQueries.bookings('member'), enabled });
  const asTrainer = useQuery({ ...trainerQueries.bookings('trainer'), enabled });
  const requests = asTrainer.data?.filter((b) => b.status === 'pending').length ?? 0;
  const now = Date.now();
  const memberItems =
    asMember.data?.filter(
      (b) =>
        (b.status === 'confirmed' && Date.parse(b.scheduledAt) > now) ||
        (b.status === 'completed' && !b.reviewed),
    ).length ?? 0;
  const count = requests + memberItems;
  if (count === 0) return null;
  const href = requests > 0 ? paths.trainerDashboard.getHref() : paths.bookings.getHref();
  return (
    <Link
      to={href}
      className="btn btn-ghost btn-sm btn-square relative"
      aria-label={`Bookings: ${count} waiting for you`}
    >
      <CalendarCheck size={18} aria-hidden />
      <span className="badge badge-primary badge-xs absolute -top-1 -right-1 px-1" aria-hidden>
        {count > 9 ? '9+' : count}
      </span>
    </Link>
  );
}
