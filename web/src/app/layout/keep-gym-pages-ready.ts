import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '@/lib/offline/connection.ts';

/** After the page at hand has had the connection to itself. */
const READ_AHEAD_AFTER_MS = 4000;

/**
 * Reads ahead, once the page at hand has settled, what the gym pages show and a member may not
 * have opened on this device yet: the workout history, the routines a live session starts from,
 * and this month's calendar with its notes. The device keeps these answers
 * (lib/offline/device-rules.ts), so a member who only looked at the dashboard at home still finds
 * their routines and calendar in a basement without signal. An answer already held is not asked
 * again (queries never go stale here; writes refresh them), and a failure is left to the page that
 * needs it, which says so.
 */
export function useKeepGymPagesReady() {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    const timer = window.setTimeout(async () => {
      // Loaded here rather than imported: the signed-in shell's first chunk stays as it was.
      const [{ workoutQueries }, { routineQueries }, { calendarQueries }, { gridRange }] = await Promise.all([
        import('@/features/workouts/api.ts'),
        import('@/features/routines/api.ts'),
        import('@/features/calendar/api.ts'),
        import('@/features/calendar/month-grid.ts'),
      ]);
      const today = new Date();
      const month = gridRange(today.getFullYear(), today.getMonth());
      await Promise.allSettled([
        queryClient.prefetchInfiniteQuery(workoutQueries.history()),
        queryClient.prefetchQuery(routineQueries.list()),
        queryClient.prefetchQuery(calendarQueries.workoutsInRange(month.from, month.to)),
        queryClient.prefetchQuery(calendarQueries.notes()),
      ]);
    }, READ_AHEAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [online, queryClient]);
}
