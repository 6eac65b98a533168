import { elapsedSeconds, formatClock } from '../rest-timer.ts';
import { useNow } from '../use-now.ts';

/** The session's running time, from its start timestamp; redraws on its own, not the whole screen. */
export function ElapsedClock({ startedAt }: { startedAt: number }) {
  const now = useNow(1000);
  return (
    <span role="timer" aria-label="Elapsed time" className="font-mono text-lg font-semibold tabular-nums">
      {formatClock(elapsedSeconds(startedAt, now))}
    </span>
  );
}
