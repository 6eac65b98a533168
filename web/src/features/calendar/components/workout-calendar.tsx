import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Dumbbell, StickyNote, UserCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { localDayKey, monthAndDay, monthAndYear, parseDay, timeOfDay } from '@/lib/dates.ts';
import { useNotesWithPending, usePendingWorkouts } from '@/lib/outbox/device-outbox.ts';
import { withPendingWorkouts } from '@/lib/outbox/pending-views.ts';
import { formatFigure } from '@/lib/units.ts';
import { calendarQueries } from '../api.ts';
import { dotsByDay, gridRange, MARKERS, type MarkerCategory, monthGrid, monthStats } from '../month-grid.ts';
import { DayDialog } from './day-dialog.tsx';

/**
 * Each category has a colour from the Okabe-Ito palette (told apart with every common kind of
 * colour blindness) and a shape of its own, so the markers never depend on colour alone.
 */
const MARKER_STYLE: Record<MarkerCategory, { label: string; color: string; shape: string }> = {
  strength: { label: 'Strength Training', color: '#E69F00', shape: 'rounded-full' },
  cardio: { label: 'Cardio', color: '#56B4E9', shape: 'rounded-[2px]' },
  yoga: { label: 'Yoga', color: '#009E73', shape: '[clip-path:polygon(50%_0,100%_100%,0_100%)]' },
  swimming: { label: 'Swimming', color: '#F0E442', shape: 'scale-90 rotate-45 rounded-[1px]' },
};

function Marker({ category, size }: { category: MarkerCategory; size: 'day' | 'legend' }) {
  const style = MARKER_STYLE[category];
  return (
    <span
      aria-hidden
      className={`inline-block shrink-0 ${size === 'day' ? 'size-2.5' : 'size-3'} ${style.shape}`}
      style={{ backgroundColor: style.color }}
    />
  );
}
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The month's stats, legend, tip, 42-cell grid with markers, and the day dialog (workouts and note).
 * Workouts and notes still on this device count and show as if the server had them.
 */
export function WorkoutCalendar({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const today = new Date();
  const [month, setMonth] = useState({ year: today.getFullYear(), index: today.getMonth() });
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { from, to } = gridRange(month.year, month.index);
  const serverWorkouts = useQuery(calendarQueries.workoutsInRange(from, to));
  const pending = usePendingWorkouts();
  const workoutsData = useMemo(
    () => (serverWorkouts.data ? withPendingWorkouts(serverWorkouts.data, pending) : undefined),
    [serverWorkouts.data, pending],
  );
  const workouts = {
    data: workoutsData,
    isPending: serverWorkouts.isPending,
    isError: serverWorkouts.isError,
    isFetching: serverWorkouts.isFetching,
    refetch: serverWorkouts.refetch,
  };
  const notes = useQuery(calendarQueries.notes());
  const sessions = useQuery(calendarQueries.trainingSessions());
  const shownNotes = useNotesWithPending(notes.data);

  // Each of the 42 days' spoken date, formatted once per month rather than at every answer's render.
  const cells = useMemo(
    () =>
      monthGrid(month.year, month.index).map((cell) => ({
        ...cell,
        dateLabel: monthAndDay(parseDay(cell.key)),
      })),
    [month.year, month.index],
  );
  const dots = dotsByDay(workouts.data ?? pending);
  const noteByDay = new Map(shownNotes.map((note) => [note.date, note]));
  // Sessions fall on the day of their local start.
  const sessionsByDay = new Map<string, NonNullable<typeof sessions.data>>();
  for (const session of sessions.data ?? []) {
    const key = localDayKey(new Date(session.scheduledAt));
    sessionsByDay.set(key, [...(sessionsByDay.get(key) ?? []), session]);
  }
  const monthSessions = (sessions.data ?? []).filter((session) => {
    const start = new Date(session.scheduledAt);
    return start.getFullYear() === month.year && start.getMonth() === month.index;
  });
  const stats = monthStats(workouts.data ?? pending, month.year, month.index);
  const monthLabel = monthAndYear(new Date(month.year, month.index, 1));
  const todayKey = localDayKey(today);
  const shift = (delta: number) =>
    setMonth(({ year, index }) => {
      const next = new Date(year, index + delta, 1);
      return { year: next.getFullYear(), index: next.getMonth() };
    });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section aria-labelledby="calendar-title" className="card bg-base-200">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading
            id="calendar-title"
            className={headingLevel === 1 ? 'text-2xl font-bold md:text-3xl' : 'card-title text-xl'}
          >
            Workout Calendar
          </Heading>
          {/* There is nothing to schedule: workouts are logged once done, on the Workouts page. */}
          <Link to={paths.workouts.getHref()} className="btn btn-primary btn-sm">
            <Dumbbell size={16} aria-hidden />
            Log Workout
          </Link>
        </div>

        <dl className="grid grid-cols-3 gap-2 text-center" aria-label={`${monthLabel} in numbers`}>
          <div className="rounded-box bg-base-100 p-2">
            <dt className="text-xs opacity-70">Workouts</dt>
            <dd className="text-xl font-bold">{stats.count}</dd>
          </div>
          <div className="rounded-box bg-base-100 p-2">
            <dt className="text-xs opacity-70">Hours</dt>
            <dd className="text-xl font-bold">{stats.hours}</dd>
          </div>
          <div className="rounded-box bg-base-100 p-2">
            <dt className="text-xs opacity-70">Calories</dt>
            <dd className="text-xl font-bold">{formatFigure(stats.calories)}</dd>
          </div>
        </dl>

        <div className="grid grid-cols-[auto_1fr_auto] items-center">
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label="Previous month"
            onClick={() => shift(-1)}
          >
            <ChevronLeft size={18} aria-hidden />
          </button>
          <p className="text-center font-semibold" aria-live="polite">
            {monthLabel}
          </p>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label="Next month"
            onClick={() => shift(1)}
          >
            <ChevronRight size={18} aria-hidden />
          </button>
        </div>

        {workouts.isError && (
          <p role="alert" className="text-sm text-error">
            Unable to load this month's workouts
          </p>
        )}
        <div className="grid grid-cols-7 gap-0 text-center text-xs opacity-60 sm:gap-1" aria-hidden>
          {WEEKDAYS.map((weekday) => (
            <span key={weekday} className="py-1">
              {weekday}
            </span>
          ))}
        </div>
        <ol
          className="-mt-3 grid grid-cols-7 gap-0 sm:gap-1"
          aria-label={`Days of ${monthLabel}`}
          aria-busy={workouts.isPending}
        >
          {cells.map((cell) => {
            const dayDots = dots.get(cell.key) ?? [];
            const note = noteByDay.get(cell.key);
            const daySessions = sessionsByDay.get(cell.key) ?? [];
            const description = [
              dayDots.map((marker) => MARKER_STYLE[marker].label).join(', '),
              note ? 'has a note' : '',
              daySessions.length
                ? `${daySessions.length} training session${daySessions.length === 1 ? '' : 's'}`
                : '',
            ]
              .filter(Boolean)
              .join('; ');
            return (
              <li key={cell.key}>
                <button
                  type="button"
                  onClick={() => setOpenDay(cell.key)}
                  aria-label={`${cell.dateLabel}${description ? `: ${description}` : ''}`}
                  className={`flex h-12 w-full flex-col items-center justify-between rounded-field p-1 text-sm md:h-14 hover:bg-base-300 ${cell.inMonth ? '' : 'text-base-content/60'} ${cell.key === todayKey ? 'ring-2 ring-primary' : ''}`}
                >
                  <span>{cell.day}</span>
                  <span className="flex h-3 items-center gap-0.5" aria-hidden>
                    {dayDots.map((marker) => (
                      <Marker key={marker} category={marker} size="day" />
                    ))}
                    {note && <StickyNote size={10} className="text-warning" />}
                    {daySessions.length > 0 && <UserCheck size={10} className="text-primary" />}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>

        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Legend">
          {MARKERS.map((marker) => (
            <li key={marker} className="flex items-center gap-1">
              <Marker category={marker} size="legend" />
              {MARKER_STYLE[marker].label}
            </li>
          ))}
          <li className="flex items-center gap-1">
            <StickyNote size={12} className="text-warning" aria-hidden />
            Note
          </li>
          <li className="flex items-center gap-1">
            <UserCheck size={12} className="text-primary" aria-hidden />
            Training session
          </li>
        </ul>
        {monthSessions.length > 0 && (
          <section aria-labelledby="training-sessions-title" className="rounded-box bg-base-100 p-3">
            <h3 id="training-sessions-title" className="font-semibold">
              Training sessions
            </h3>
            <ul className="text-sm">
              {monthSessions.map((session) => (
                <li key={`${session.id}-${session.withName}`}>
                  {monthAndDay(new Date(session.scheduledAt))}, {timeOfDay(new Date(session.scheduledAt))}:{' '}
                  {session.serviceName ?? 'Session'} with {session.withName}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="rounded-box bg-base-100 p-3 text-sm opacity-80">
          Tip: aim for 3-4 workouts per week, with rest days between hard sessions. Open a day to see its
          workouts and note.
        </p>
      </div>
      <DayDialog
        day={openDay}
        workouts={workouts}
        note={openDay ? noteByDay.get(openDay) : undefined}
        onClose={() => setOpenDay(null)}
      />
    </section>
  );
}
