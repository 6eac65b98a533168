import { describe, expect, it } from 'vitest';
import { groupBounds, nextAfterTick } from './set-progression.ts';

const exercise = (key: string, supersetGroup: number | null, done: boolean[]) => ({
  key,
  supersetGroup,
  sets: done.map((isDone, index) => ({ key: `${key}${index + 1}`, done: isDone })),
});

describe('groupBounds', () => {
  it('spans the neighbours sharing the group number', () => {
    const list = [exercise('a', null, []), exercise('b', 2, []), exercise('c', 2, []), exercise('d', 2, [])];
    expect(groupBounds(list, 2)).toEqual({ first: 1, last: 3 });
    expect(groupBounds(list, 0)).toEqual({ first: 0, last: 0 });
  });
});

describe('nextAfterTick', () => {
  it('goes to the next set of a lone exercise and rests after it', () => {
    const list = [exercise('a', null, [true, false]), exercise('b', null, [false])];
    const next = nextAfterTick(list, { exerciseKey: 'a', setKey: 'a1' });
    expect(next.focus).toEqual({ exerciseKey: 'a', setKey: 'a2' });
    expect(next.restAfter?.key).toBe('a');
  });

  it('goes on to the next exercise once a lone exercise is done', () => {
    const list = [exercise('a', null, [true, true]), exercise('b', null, [false])];
    expect(nextAfterTick(list, { exerciseKey: 'a', setKey: 'a2' }).focus).toEqual({
      exerciseKey: 'b',
      setKey: 'b1',
    });
  });

  it('moves within a superset’s round without a rest', () => {
    const list = [
      exercise('a', 1, [true, false]),
      exercise('b', 1, [false, false]),
      exercise('c', 1, [false]),
    ];
    const next = nextAfterTick(list, { exerciseKey: 'a', setKey: 'a1' });
    expect(next).toEqual({ focus: { exerciseKey: 'b', setKey: 'b1' }, restAfter: null });
  });

  it('skips an exercise of the round that has no set left', () => {
    const list = [
      exercise('a', 1, [true, true, false]),
      exercise('b', 1, [true, true]),
      exercise('c', 1, [false]),
    ];
    expect(nextAfterTick(list, { exerciseKey: 'a', setKey: 'a2' }).focus).toEqual({
      exerciseKey: 'c',
      setKey: 'c1',
    });
  });

  it('rests after the last exercise of the round, then starts the next round at the first', () => {
    const list = [exercise('a', 1, [true, false]), exercise('b', 1, [true, false])];
    const next = nextAfterTick(list, { exerciseKey: 'b', setKey: 'b1' });
    expect(next.restAfter?.key).toBe('b');
    expect(next.focus).toEqual({ exerciseKey: 'a', setKey: 'a2' });
  });

  it('leaves the group for the exercise after it when every set of the group is done', () => {
    const list = [exercise('a', 1, [true]), exercise('b', 1, [true]), exercise('c', null, [false])];
    const next = nextAfterTick(list, { exerciseKey: 'b', setKey: 'b1' });
    expect(next.focus).toEqual({ exerciseKey: 'c', setKey: 'c1' });
    expect(next.restAfter?.key).toBe('b');
  });

  it('has nowhere to go once every set is done', () => {
    const list = [exercise('a', null, [true])];
    expect(nextAfterTick(list, { exerciseKey: 'a', setKey: 'a1' }).focus).toBeNull();
  });
});
