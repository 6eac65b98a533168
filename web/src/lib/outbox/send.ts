import { callApi } from '@/lib/api/client.ts';
import type { Write } from '@/lib/query-keys.ts';
import type { OutboxKind, OutboxRequest } from './outbox-item.ts';

/** Sends one kept write as the API call it stands for; rejects as `callApi` does. */
export function sendRequest(request: OutboxRequest): Promise<unknown> {
  switch (request.kind) {
    case 'workout-session':
      return callApi('recordWorkoutSession', { body: request.body });
    case 'workout':
      return callApi('logWorkout', { body: request.body });
    case 'calendar-note':
      return callApi('createCalendarNote', { body: request.body });
    case 'calendar-note-edit':
      return callApi('updateCalendarNote', { params: { id: request.noteId }, body: request.body });
    case 'goal':
      return callApi('createGoal', { body: request.body });
    case 'goal-edit':
      return callApi('updateGoal', { params: { id: request.goalId }, body: request.body });
    case 'mile-split':
      return callApi('recordMileSplit', { params: { sessionId: request.sessionId }, body: request.body });
    case 'mile-finish':
      return callApi('finishMileSession', { params: { id: request.sessionId }, body: request.body });
  }
}

/** What each kind of write changes once the server has it (lib/query-keys.ts refreshes those views). */
export const writeOf: Record<OutboxKind, Write> = {
  'workout-session': 'workoutWritten',
  workout: 'workoutWritten',
  'calendar-note': 'calendarNoteWritten',
  'calendar-note-edit': 'calendarNoteWritten',
  goal: 'goalWritten',
  'goal-edit': 'goalWritten',
  'mile-split': 'mileSessionWritten',
  'mile-finish': 'mileSessionWritten',
};
