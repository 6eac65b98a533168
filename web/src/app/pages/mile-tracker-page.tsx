import { ArrowLeft, History } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ActivityHistory } from '@/features/mile-tracker/components/activity-history.tsx';
import { TrackerPanel } from '@/features/mile-tracker/components/tracker-panel.tsx';
import { useMileTracker } from '@/features/mile-tracker/use-mile-tracker.ts';

/**
 * /mile-tracker: the tracker, and Activity History toggled in the page. The
 * session lives at page level, so it keeps running while the history is open.
 */
export default function MileTrackerPage() {
  const mile = useMileTracker();
  const [view, setView] = useState<'tracker' | 'history'>('tracker');
  const heading = useRef<HTMLHeadingElement>(null);

  // After a toggle, the new view's heading takes the focus, so keyboard and screen-reader users land on it.
  const show = (next: 'tracker' | 'history') => {
    flushSync(() => setView(next));
    heading.current?.focus();
  };

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 md:p-6">
      {view === 'history' ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => show('tracker')}>
              <ArrowLeft size={16} aria-hidden />
              Back
            </button>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none md:text-3xl">
              Activity History
            </h1>
          </div>
          <ActivityHistory />
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none md:text-3xl">
              Mile Tracker
            </h1>
            <button type="button" className="btn btn-outline" onClick={() => show('history')}>
              <History size={16} aria-hidden />
              Activity History
            </button>
          </div>
          <TrackerPanel mile={mile} />
        </>
      )}
    </main>
  );
}
