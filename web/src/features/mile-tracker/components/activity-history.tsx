import type { MileSession } from '@contract/mile-tracker.ts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ChevronDown, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadMore } from '@/components/load-more.tsx';
import { formatPace, useUnits } from '@/lib/units.ts';
import { mileQueries } from '../api.ts';
import { activityLabel, formatDuration, formatTracked } from '../format.ts';
import { gpxFileName, toGpx } from '../gpx.ts';
import { ActivityIcon } from './activity-icon.tsx';
import { RouteMap } from './route-map.tsx';
import { SplitsList } from './splits-list.tsx';

/** "Tue, Nov 24, 2026, 6:05 PM" */
const startedLabel = (iso: string) => format(new Date(iso), 'EEE, MMM d, yyyy, h:mm a');

function downloadGpx(session: MileSession, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/gpx+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = gpxFileName(session);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A finished GPS session's route: the drawing and the GPX export, loaded when the session is opened. */
function SessionRoute({ session }: { session: MileSession }) {
  const route = useQuery(mileQueries.route(session.id));
  if (route.isPending)
    return <div className="skeleton h-40 rounded-box" role="status" aria-label="Loading route" />;
  if (route.isError) {
    return (
      <div role="alert" className="alert alert-error alert-soft flex justify-between">
        <span>Unable to load the route</span>
        <button type="button" className="btn btn-sm" onClick={() => route.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { points } = route.data;
  return (
    <div className="flex flex-col gap-2">
      <RouteMap
        points={points}
        label={`Route of this ${activityLabel(session.activityType).toLowerCase()}: ${points.length} points`}
      />
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        onClick={() => downloadGpx(session, toGpx(session, points))}
      >
        <Download size={16} aria-hidden />
        Export GPX
      </button>
    </div>
  );
}

function HistoryEntry({ session }: { session: MileSession }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const units = useUnits();
  const figures = [
    { label: 'Distance', value: formatTracked(session.totalDistance, units) },
    { label: 'Moving Time', value: formatDuration(session.totalTime) },
    { label: 'Average Pace', value: formatPace(session.averagePace, units) },
    { label: 'Paused', value: formatDuration(session.pausedTime) },
  ];
  return (
    <article aria-labelledby={titleId} className="card bg-base-200">
      <div className="card-body gap-3 p-4 md:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <ActivityIcon activity={session.activityType} size={18} className="text-primary" />
          <h2 id={titleId} className="font-semibold">
            {activityLabel(session.activityType)} · {startedLabel(session.startedAt)}
          </h2>
          {session.trackingMode === 'gps' && <span className="badge badge-outline badge-sm">GPS</span>}
        </div>
        <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {figures.map(({ label, value }) => (
            <div key={label} className="rounded-box bg-base-100 px-3 py-2">
              <dt className="text-xs uppercase tracking-wide opacity-70">{label}</dt>
              <dd className="font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          className="btn btn-ghost btn-sm self-start"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronDown size={16} aria-hidden className={open ? 'rotate-180' : ''} />
          {open ? 'Hide Splits' : 'Show Splits'}
        </button>
        {open && (
          <div id={detailsId} className={`grid gap-4 ${session.routePointCount > 1 ? 'md:grid-cols-2' : ''}`}>
            <SplitsList splits={session.splits} emptyText="No mile was completed in this session." />
            {session.routePointCount > 1 && <SessionRoute session={session} />}
          </div>
        )}
      </div>
    </article>
  );
}

/** Finished sessions, newest first; fetched only while this view is open. */
export function ActivityHistory() {
  const history = useInfiniteQuery(mileQueries.history());
  const sessions = history.data?.pages.flat() ?? [];
  return (
    <div className="flex flex-col gap-4">
      {history.isPending && (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading activity history">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton h-32 rounded-box" />
          ))}
        </div>
      )}
      {history.isError && (
        <div role="alert" className="alert alert-error flex justify-between">
          <span>Unable to load activity history</span>
          <button type="button" className="btn btn-sm" onClick={() => history.refetch()}>
            Try again
          </button>
        </div>
      )}
      {history.isSuccess && sessions.length === 0 && (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center opacity-80">
          No activities yet. Finished sessions appear here.
        </p>
      )}
      {sessions.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Finished sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <HistoryEntry session={session} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={history} failure="Unable to load more activities" />
    </div>
  );
}
