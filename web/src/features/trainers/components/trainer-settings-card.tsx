import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { trainerQueries } from '../api.ts';

/** Settings' door to the trainer side: become one, or open the dashboard. */
export function TrainerSettingsCard() {
  const own = useQuery(trainerQueries.own());
  return (
    <section aria-labelledby="trainer-settings-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="trainer-settings-title" className="card-title">
          Personal training
        </h2>
        {own.isPending && <p aria-busy>Loading…</p>}
        {own.isError && (
          <p role="alert" className="text-sm text-error">
            Unable to load your trainer profile.
          </p>
        )}
        {own.isSuccess && (
          <>
            <p className="text-sm opacity-80">
              {own.data
                ? 'You are a trainer: manage your services, availability and requests.'
                : 'Offer sessions to other members: list your services and take bookings.'}
            </p>
            <Link to={paths.trainerDashboard.getHref()} className="btn btn-primary self-start">
              {own.data ? 'Trainer dashboard' : 'Become a trainer'}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
