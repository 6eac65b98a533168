import { GOAL_LABELS } from '@contract/goal-rules.ts';
import { fullDate, parseDay, shortDay } from '@/lib/dates.ts';
import type { OutboxItem } from '@/lib/outbox/outbox-item.ts';
import { formatFigure } from '@/lib/units.ts';

/** How a kept write reads in the Needs attention list: what it is, and what it held. */
export interface WriteDescription {
  title: string;
  detail: string;
}

const dayOf = (instant: string | undefined, fallback: number) => shortDay(new Date(instant ?? fallback));

const seconds = (total: number) =>
  `${Math.floor(total / 60)}:${String(Math.round(total % 60)).padStart(2, '0')}`;

export function describeWrite(item: OutboxItem): WriteDescription {
  const { request } = item;
  switch (request.kind) {
    case 'workout':
      return {
        title: `Workout: ${request.body.name}`,
        detail: `${request.body.duration} min · ${dayOf(request.body.date, item.madeAt)}`,
      };
    case 'workout-session':
      return {
        title: `Live workout of ${dayOf(request.body.startedAt, item.madeAt)}`,
        detail: request.body.exercises.map((exercise) => exercise.name).join(', '),
      };
    case 'calendar-note':
      return { title: `Note for ${fullDate(parseDay(request.body.date))}`, detail: request.body.note };
    case 'calendar-note-edit':
      return { title: `Note for ${fullDate(parseDay(request.date))} (edited)`, detail: request.body.note };
    case 'goal': {
      const { title, unit } = GOAL_LABELS[request.body.type];
      return {
        title: `New weekly goal: ${title}`,
        detail: `${formatFigure(request.body.target)} ${unit} a week`,
      };
    }
    case 'goal-edit': {
      const labels = request.body.type ? GOAL_LABELS[request.body.type] : null;
      return {
        title: `Weekly goal change${labels ? `: ${labels.title}` : ''}`,
        detail:
          request.body.target === undefined
            ? 'New goal type'
            : `${formatFigure(request.body.target)}${labels ? ` ${labels.unit}` : ''} a week`,
      };
    }
    case 'mile-split':
      return {
        title: `Mile ${request.body.mileNumber} of a tracked session`,
        detail: `Split time ${seconds(request.body.splitTime)}`,
      };
    case 'mile-finish':
      return {
        title: 'The finish of a tracked session',
        detail: `Total time ${seconds(request.body.totalTime)}`,
      };
  }
}

/**
 * When the server kept a newer change made elsewhere over this device's older edit (it answers
 * with the row as stored), the sentence that tells the member; null when their edit stands.
 */
export function keptElsewhere(item: OutboxItem, answer: unknown): string | null {
  const { request } = item;
  if (typeof answer !== 'object' || answer === null) return null;
  if (request.kind === 'calendar-note-edit') {
    const stored = 'note' in answer ? answer.note : undefined;
    return stored === request.body.note
      ? null
      : `The note for ${fullDate(parseDay(request.date))} was changed elsewhere after your edit on this device; the newer text is kept.`;
  }
  if (request.kind === 'goal-edit') {
    const lost =
      (request.body.type !== undefined && 'type' in answer && answer.type !== request.body.type) ||
      (request.body.target !== undefined && 'target' in answer && answer.target !== request.body.target);
    return lost
      ? 'A goal was changed elsewhere after your edit on this device; the newer change is kept.'
      : null;
  }
  return null;
}
