import { useEffect, useRef } from 'react';
import type { RestTimer } from '../live-session-state.ts';
import { announceRestOver } from '../rest-alarm.ts';
import { formatClock, restProgress, restSecondsLeft } from '../rest-timer.ts';
import { useNow } from '../use-now.ts';

export const REST_STEP_SECONDS = 15;

interface RestBarProps {
  rest: RestTimer;
  onAdjust: (seconds: number) => void;
  onEnd: () => void;
}

/**
 * The rest timer, fixed above the bottom navigation so it stays in reach while scrolling. It ends
 * itself at the stored end time; one that ran out while the page was closed ends without a buzz.
 */
export function RestBar({ rest, onAdjust, onEnd }: RestBarProps) {
  const now = useNow(250);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    const left = rest.endsAt - Date.now();
    if (left <= 0) {
      onEndRef.current();
      return;
    }
    const timer = setTimeout(() => {
      announceRestOver();
      onEndRef.current();
    }, left);
    return () => clearTimeout(timer);
  }, [rest.endsAt]);

  const seconds = restSecondsLeft(rest, now);
  const button = 'btn btn-outline h-11 min-h-11 px-3';
  return (
    <section
      aria-label="Rest timer"
      className="fixed inset-x-0 bottom-16 z-30 border-t border-base-300 bg-base-100/95 px-4 py-2 backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex items-baseline gap-2">
            <span className="text-sm opacity-70">Rest</span>
            <span
              role="timer"
              aria-label="Rest time left"
              className="font-mono text-2xl font-bold tabular-nums"
            >
              {formatClock(seconds)}
            </span>
          </p>
          <progress
            className="progress progress-primary h-1.5 w-full"
            value={restProgress(rest, now)}
            max={1}
            aria-hidden
          />
        </div>
        <button type="button" className={button} onClick={() => onAdjust(-REST_STEP_SECONDS)}>
          −{REST_STEP_SECONDS} s
        </button>
        <button type="button" className={button} onClick={() => onAdjust(REST_STEP_SECONDS)}>
          +{REST_STEP_SECONDS} s
        </button>
        <button
          type="button"
          className="btn btn-primary h-11 min-h-11 px-3"
          aria-label="Skip rest"
          onClick={onEnd}
        >
          Skip
        </button>
      </div>
    </section>
  );
}
