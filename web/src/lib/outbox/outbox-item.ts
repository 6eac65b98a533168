import type { CreateCalendarNoteBody, UpdateCalendarNoteBody } from '@contract/calendar-notes.ts';
import type { CreateGoalBody, UpdateGoalBody } from '@contract/goals.ts';
import type { FinishMileSessionBody, RecordSplitBody } from '@contract/mile-tracker.ts';
import type { CreateWorkoutSessionBody } from '@contract/strength-log.ts';
import type { CreateWorkoutBody } from '@contract/workouts.ts';

/**
 * A create sent from the outbox names the row's id, made on the device: sent twice (an answer lost
 * on the way back), the server stores it once.
 */
type WithClientId<Body> = Body & { id: string };
/**
 * When the member made the change on their device (ISO 8601): the server keeps, per field, the
 * latest change by this time, so an edit that waited offline does not overwrite a newer one.
 */
type WithChangedAt<Body> = Body & { changedAt: string };

/** One write the outbox can hold: what to send, and to which row. */
export type OutboxRequest =
  | { kind: 'workout-session'; body: CreateWorkoutSessionBody }
  | { kind: 'workout'; body: WithClientId<CreateWorkoutBody> }
  | { kind: 'calendar-note'; body: WithChangedAt<WithClientId<CreateCalendarNoteBody>> }
  /** `date`: the note's day, so the change can be shown and reopened without asking the server. */
  | { kind: 'calendar-note-edit'; noteId: string; date: string; body: WithChangedAt<UpdateCalendarNoteBody> }
  | { kind: 'goal'; body: WithChangedAt<WithClientId<CreateGoalBody>> }
  | { kind: 'goal-edit'; goalId: string; body: WithChangedAt<UpdateGoalBody> }
  | { kind: 'mile-split'; sessionId: string; body: RecordSplitBody }
  | { kind: 'mile-finish'; sessionId: string; body: FinishMileSessionBody };

export type OutboxKind = OutboxRequest['kind'];

/** A refusal the server meant (400, 404, 409 ...): the member decides what becomes of the write. */
export interface Refusal {
  status: number;
  /** The server's sentence, shown to the member as it came. */
  message: string;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * A write kept on this device until the server has it. Every item names the member who made it:
 * only they see it, and it is only ever sent with their session.
 */
export interface OutboxItem {
  /** Unique among the member's items: a create's row id, or one made for the change. */
  id: string;
  userId: string;
  /** When the member made the write (epoch milliseconds); items are sent in this order. */
  madeAt: number;
  request: OutboxRequest;
  /** Set once the server refused the write: it waits under "Needs attention" and is not sent again. */
  refusal: Refusal | null;
}

export const isWaiting = (item: OutboxItem) => item.refusal === null;
export const needsAttention = (item: OutboxItem) => item.refusal !== null;

/** An item whose write is of one of the given kinds. */
export type ItemOf<Kind extends OutboxKind> = OutboxItem & {
  request: Extract<OutboxRequest, { kind: Kind }>;
};

export const isItemOf = <Kind extends OutboxKind>(item: OutboxItem, ...kinds: Kind[]): item is ItemOf<Kind> =>
  (kinds as OutboxKind[]).includes(item.request.kind);
