import type { ImportReport } from '@contract/data-import.ts';
import { CATEGORY_LABELS } from '@contract/workout-rules.ts';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { longDate, timeOfDay } from '@/lib/dates.ts';
import { formatFigure } from '@/lib/units.ts';
import { counted, countsText, LAYOUT_LABELS, restoredText, unreadableRowsText } from '../import-report.ts';

/** Up to this many unreadable rows are listed open; more are folded behind their heading. */
const UNREADABLE_ROWS_SHOWN_OPEN = 5;

const when = (instant: string) => {
  const date = new Date(instant);
  return `${longDate(date)}, ${timeOfDay(date)}`;
};

/** A list of names that may run long, folded away behind its count. */
function FoldedList({ summary, items }: { summary: string; items: { key: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <details className="group rounded-box bg-base-200">
      <summary className="touch-target flex cursor-pointer list-none [&::-webkit-details-marker]:hidden items-center justify-between gap-2 px-3 text-sm font-medium">
        {summary}
        <ChevronDown size={16} className="shrink-0 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <ul className="flex flex-col gap-1 px-3 pb-3 text-sm">
        {items.map(({ key, text }) => (
          <li key={key} className="break-words">
            {text}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * A dry run's report: what the file holds, what importing adds and leaves alone, the exercises it
 * matches and creates, the rows it cannot read and the first sessions, before anything is stored.
 */
export function ImportSummary({ report, fileName }: { report: ImportReport; fileName: string }) {
  const titleId = useId();
  const previewId = useId();
  const restored = restoredText(report.restored);
  const { matched, created } = report.exercises;
  const figures = [
    ['Sessions', report.found.sessions],
    ['Workouts', report.found.workouts],
    ['Sets', report.found.sets],
  ] as const;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-box bg-base-100 p-4">
      <div>
        <h4 id={titleId} className="font-semibold">
          What the file holds
        </h4>
        <p className="break-words text-sm opacity-70">
          {fileName}, read as a {LAYOUT_LABELS[report.layout]}
        </p>
      </div>

      <dl className="grid grid-cols-3 gap-2 text-center">
        {figures.map(([term, value]) => (
          <div key={term} className="flex flex-col-reverse rounded-box bg-base-200 p-2">
            <dt className="text-xs uppercase tracking-wide opacity-70">{term}</dt>
            <dd className="text-xl font-bold">{formatFigure(value)}</dd>
          </div>
        ))}
      </dl>

      <ul className="flex flex-col gap-1 text-sm">
        {report.dateRange && (
          <li>
            From <strong>{longDate(new Date(report.dateRange.from))}</strong> to{' '}
            <strong>{longDate(new Date(report.dateRange.to))}</strong>
          </li>
        )}
        <li>
          New: <strong>{countsText(report.added)}</strong>
        </li>
        {report.duplicates.sessions > 0 && (
          <li>Already here, left as they are: {countsText(report.duplicates)}</li>
        )}
        {restored && <li>Also restored: {restored}</li>}
      </ul>

      <FoldedList
        summary={`${counted(matched.length, 'exercise')} matched`}
        items={matched.map(({ name, exercise, library }) => ({
          key: name,
          text:
            name === exercise
              ? `${name}${library ? '' : ' (your own)'}`
              : `${name} → ${exercise}${library ? '' : ' (your own)'}`,
        }))}
      />
      <FoldedList
        summary={`${counted(created.length, 'new exercise')} to be added as your own`}
        items={created.map(({ name, category }) => ({
          key: name,
          text: `${name} (${CATEGORY_LABELS[category]})`,
        }))}
      />

      {report.unreadableRows.total > 0 && (
        // A few rows show at once; a long list waits behind its heading.
        <details
          open={report.unreadableRows.rows.length <= UNREADABLE_ROWS_SHOWN_OPEN}
          className="group rounded-box border border-warning/60 text-sm"
        >
          <summary className="touch-target flex cursor-pointer list-none [&::-webkit-details-marker]:hidden items-center gap-2 px-3 font-medium text-warning">
            <TriangleAlert size={16} className="shrink-0" aria-hidden />
            <span className="flex-1">{unreadableRowsText(report.unreadableRows)}</span>
            <ChevronDown
              size={16}
              className="shrink-0 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <ul className="flex flex-col gap-1 px-3 pb-3" aria-label="Rows that cannot be read">
            {report.unreadableRows.rows.map(({ line, reason }) => (
              <li key={`${line}:${reason}`} className="break-words">
                Line {line}: {reason}
              </li>
            ))}
          </ul>
        </details>
      )}

      {report.preview.length > 0 && (
        <div className="flex flex-col gap-2">
          <h5 id={previewId} className="text-sm font-semibold">
            {report.found.sessions > report.preview.length
              ? `The first ${counted(report.preview.length, 'session')}`
              : 'Sessions'}
          </h5>
          <ol className="flex flex-col gap-2" aria-labelledby={previewId}>
            {report.preview.map((session) => (
              <li key={`${session.startedAt}:${session.title ?? ''}`} className="rounded-box bg-base-200 p-3">
                <p className="flex flex-wrap items-center gap-x-2 font-medium">
                  <span className="break-words">{session.title ?? 'Untitled session'}</span>
                  {session.duplicate && <span className="badge badge-sm badge-ghost">Already here</span>}
                </p>
                <p className="text-sm opacity-70">{when(session.startedAt)}</p>
                <ul className="mt-1 text-sm">
                  {session.exercises.map((exercise, index) => (
                    // An exercise may come twice in a session (done again later in it).
                    // biome-ignore lint/suspicious/noArrayIndexKey: the order is the session's and never changes.
                    <li key={index} className="flex justify-between gap-2">
                      <span className="min-w-0 break-words">{exercise.name}</span>
                      <span className="shrink-0 opacity-70">{counted(exercise.sets, 'set')}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
