import { describe, expect, it } from 'vitest';
import type { OutboxItem as WriteItem } from '@/lib/outbox/outbox-item.ts';
import { isFinishing, mileItemOf, requestOf, waitingMileItems } from './outbox.ts';

describe('the outbox', () => {
  it('knows a session whose finish is waiting', () => {
    const body = { status: 'completed' as const, totalDistance: 0, totalTime: 1 };
    expect(isFinishing([{ id: '1', kind: 'finish', sessionId: 'a', body }], 'a')).toBe(true);
    expect(isFinishing([{ id: '1', kind: 'finish', sessionId: 'a', body }], 'b')).toBe(false);
  });

  it("keeps splits and finishes in the app's one outbox, and reads back only those still waiting", () => {
    const split = {
      id: 'a:split:1',
      kind: 'split' as const,
      sessionId: 'a',
      body: { mileNumber: 1, splitTime: 400, cumulativeTime: 400 },
    };
    const kept = (id: string, request: WriteItem['request'], refused = false): WriteItem => ({
      id,
      userId: 'member',
      madeAt: 1,
      request,
      refusal: refused ? { status: 400, message: 'Splits must be recorded in order', at: 2 } : null,
    });
    const finish = {
      id: 'a:finish',
      kind: 'finish' as const,
      sessionId: 'a',
      body: { status: 'completed' as const, totalDistance: 1000, totalTime: 400 },
    };
    const items = [
      kept(split.id, requestOf(split)),
      kept('note', {
        kind: 'calendar-note',
        body: { id: 'note', date: '2026-11-20', note: 'Easy run', changedAt: '2026-11-20T18:00:00.000Z' },
      }),
      kept(
        'a:split:2',
        requestOf({ ...split, id: 'a:split:2', body: { ...split.body, mileNumber: 2 } }),
        true,
      ),
      kept(finish.id, requestOf(finish)),
    ];
    expect(waitingMileItems(items)).toEqual([split, finish]);
    expect(mileItemOf(items[1] as WriteItem)).toBeNull();
  });
});
