import { fullDate, timeOfDay } from '@/lib/dates.ts';
import { useUnits } from '@/lib/units.ts';
import { type ExerciseSession, setKindLabel, setLine, summaryLine } from '../history-figures.ts';

/** One past session of the exercise: its day, the note, and each set (or the summary it was logged as). */
function SessionEntry({ session }: { session: ExerciseSession }) {
  const date = new Date(session.date);
  const units = useUnits();
  let workingNumber = 0;
  return (
    <article aria-label={fullDate(date)} className="flex flex-col gap-2 rounded-box bg-base-100 p-3 sm:p-4">
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
        <span>{fullDate(date)}</span>
        <span className="text-sm font-normal opacity-70">{timeOfDay(date)}</span>
      </h3>
      {session.note && <p className="text-sm italic opacity-80">{session.note}</p>}
      {session.sets ? (
        <ol className="flex flex-col gap-1" aria-label="Sets">
          {session.sets.map((set, index) => {
            const mark = setKindLabel(set.kind);
            if (set.kind !== 'warmup') workingNumber += 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a set has no id; its place in the session is its identity
              <li key={index} className="flex flex-wrap items-center gap-x-3 gap-y-1 tabular-nums">
                <span className="w-6 text-right text-sm opacity-60" aria-hidden>
                  {set.kind === 'warmup' ? 'W' : workingNumber}
                </span>
                <span className={set.kind === 'warmup' ? 'opacity-70' : undefined}>
                  {setLine(set, units)}
                </span>
                {mark && <span className="badge badge-sm badge-ghost">{mark}</span>}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="tabular-nums">{summaryLine(session.summary, units)}</p>
      )}
    </article>
  );
}

/** Every loaded session of the exercise, newest first. */
export function SessionHistory({ sessions }: { sessions: readonly ExerciseSession[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Sessions">
      {sessions.map((session) => (
        <li key={session.workoutId}>
          <SessionEntry session={session} />
        </li>
      ))}
    </ul>
  );
}
