import { describe, expect, it } from 'vitest';
import type { OutboxItem, OutboxRequest } from '@/lib/outbox/outbox-item.ts';
import { describeWrite, keptElsewhere } from './describe.ts';

const itemOf = (request: OutboxRequest): OutboxItem => ({
  id: 'item',
  userId: 'member',
  madeAt: Date.parse('2026-11-20T18:00:00Z'),
  request,
  refusal: null,
});

describe('a kept write as the Needs attention list names it', () => {
  it('names a workout, a note, a goal and a mile with what they held', () => {
    expect(
      describeWrite(
        itemOf({
          kind: 'workout',
          body: {
            id: 'w',
            name: 'Running',
            category: 'cardio',
            duration: 30,
            caloriesBurned: 156,
            date: '2026-11-19T12:00:00.000Z',
          },
        }),
      ),
    ).toEqual({ title: 'Workout: Running', detail: '30 min · Nov 19' });
    expect(
      describeWrite(
        itemOf({
          kind: 'calendar-note',
          body: { id: 'n', date: '2026-11-21', note: 'Leg day', changedAt: '2026-11-20T18:00:00.000Z' },
        }),
      ),
    ).toEqual({ title: 'Note for Saturday, November 21, 2026', detail: 'Leg day' });
    expect(
      describeWrite(
        itemOf({
          kind: 'goal',
          body: { id: 'g', type: 'minutes', target: 200, changedAt: '2026-11-20T18:00:00.000Z' },
        }),
      ),
    ).toEqual({ title: 'New weekly goal: Active minutes', detail: '200 min a week' });
    expect(
      describeWrite(
        itemOf({
          kind: 'mile-split',
          sessionId: 's',
          body: { mileNumber: 2, splitTime: 425, cumulativeTime: 850 },
        }),
      ),
    ).toEqual({ title: 'Mile 2 of a tracked session', detail: 'Split time 7:05' });
  });
});

describe('an edit that lost to a newer one made elsewhere', () => {
  const noteEdit = itemOf({
    kind: 'calendar-note-edit',
    noteId: 'n',
    date: '2026-11-21',
    body: { note: 'Offline text', changedAt: '2026-11-20T18:00:00.000Z' },
  });

  it('is told when the server kept other text', () => {
    expect(keptElsewhere(noteEdit, { id: 'n', date: '2026-11-21', note: 'Newer text' })).toMatch(
      /^The note for Saturday, November 21, 2026 was changed elsewhere/,
    );
  });

  it('says nothing when the edit stands', () => {
    expect(keptElsewhere(noteEdit, { id: 'n', date: '2026-11-21', note: 'Offline text' })).toBeNull();
  });

  it('compares only the goal fields the edit changed', () => {
    const goalEdit = itemOf({
      kind: 'goal-edit',
      goalId: 'g',
      body: { target: 4, changedAt: '2026-11-20T18:00:00.000Z' },
    });
    expect(keptElsewhere(goalEdit, { id: 'g', type: 'minutes', target: 4 })).toBeNull();
    expect(keptElsewhere(goalEdit, { id: 'g', type: 'workouts', target: 6 })).toMatch(/newer change is kept/);
  });
});
