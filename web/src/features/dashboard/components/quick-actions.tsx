import { Calendar, Dumbbell, Play, Plus, TrendingUp, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { paths } from '@/config/paths.ts';

/** The floating button and its Quick Actions dialog. */
export function QuickActions({ onLogQuickWorkout }: { onLogQuickWorkout: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const linkClass = 'btn btn-outline w-full justify-start';
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-circle btn-lg fixed right-4 bottom-20 z-30 shadow-xl md:right-6 md:bottom-6"
        aria-label="Quick actions"
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden />
      </button>
      <Dialog open={open} title="Quick Actions" onClose={close}>
        <ul className="flex flex-col gap-2">
          <li>
            <Link to={paths.liveWorkout.getHref()} className={linkClass} onClick={close}>
              <Play size={18} aria-hidden />
              Start Live Workout
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={linkClass}
              onClick={() => {
                close();
                onLogQuickWorkout();
              }}
            >
              <Zap size={18} aria-hidden />
              Log Quick Workout
            </button>
          </li>
          <li>
            <Link to={paths.workouts.getHref()} className={linkClass} onClick={close}>
              <Dumbbell size={18} aria-hidden />
              Browse Workouts
            </Link>
          </li>
          <li>
            <Link to={paths.progress.getHref()} className={linkClass} onClick={close}>
              <TrendingUp size={18} aria-hidden />
              View Progress
            </Link>
          </li>
          <li>
            <Link to={paths.calendar.getHref()} className={linkClass} onClick={close}>
              <Calendar size={18} aria-hidden />
              Check Calendar
            </Link>
          </li>
        </ul>
      </Dialog>
    </>
  );
}
