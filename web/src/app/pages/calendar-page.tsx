import { WorkoutCalendar } from '@/features/calendar/components/workout-calendar.tsx';

/** /calendar: the month at a glance; a day opens its workouts and note. */
export default function CalendarPage() {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 md:p-6">
      <WorkoutCalendar headingLevel={1} />
    </main>
  );
}
