import type { QueryClient } from '@tanstack/react-query';
import { calendarQueries } from '@/features/calendar/api.ts';
import { WorkoutCalendar } from '@/features/calendar/components/workout-calendar.tsx';

/** The answers of the first view (screens.ts asks for them as the chunk arrives). */
export function prefetchData(client: QueryClient) {
  // The month's workouts are left to the calendar, whose weeks follow the member's time zone.
  void client.prefetchQuery(calendarQueries.notes());
}

/** /calendar: the month at a glance; a day opens its workouts and note. */
export default function CalendarPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-6">
      <WorkoutCalendar headingLevel={1} />
    </main>
  );
}
