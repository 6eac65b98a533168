import { routineBodySchema } from '@contract/strength-log.ts';
import { describe, expect, it } from 'vitest';
import {
  addExercise,
  addSet,
  bodyOf,
  canLinkToNext,
  draftOf,
  emptyDraft,
  isLinkedToNext,
  linkToNext,
  moveExercise,
  type RoutineDraft,
  removeExercise,
  unitErrorsOf,
  unlinkFromNext,
} from './routine-draft.ts';

/** A draft of lifts named A, B, C... in order. */
function draftWith(...names: string[]): RoutineDraft {
  return names.reduce((draft, name) => addExercise(draft, { name, category: 'strength' }), {
    ...emptyDraft(),
    name: 'Test',
  });
}

const names = (draft: RoutineDraft) => draft.exercises.map((exercise) => exercise.name);
/** Each exercise's superset number as saved (0 for none). */
const groups = (draft: RoutineDraft) =>
  bodyOf(draft, 'imperial').exercises.map((exercise) => exercise.supersetGroup ?? 0);

describe('supersets', () => {
  it('links an exercise with the next one, and numbers supersets in order when saved', () => {
    let draft = draftWith('A', 'B', 'C', 'D');
    draft = linkToNext(draft, 2);
    draft = linkToNext(draft, 0);
    expect(groups(draft)).toEqual([1, 1, 2, 2]);
    expect(isLinkedToNext(draft, 0)).toBe(true);
    expect(isLinkedToNext(draft, 1)).toBe(false);
  });

  it('merges two supersets linked across their boundary', () => {
    let draft = linkToNext(linkToNext(draftWith('A', 'B', 'C', 'D'), 0), 2);
    draft = linkToNext(draft, 1);
    expect(groups(draft)).toEqual([1, 1, 1, 1]);
  });

  it('splits a superset when unlinked, and a lone exercise left over joins none', () => {
    let draft = linkToNext(linkToNext(draftWith('A', 'B', 'C'), 0), 1);
    draft = unlinkFromNext(draft, 0);
    expect(groups(draft)).toEqual([0, 1, 1]);
    draft = unlinkFromNext(draft, 1);
    expect(groups(draft)).toEqual([0, 0, 0]);
  });

  it('never links a cardio exercise', () => {
    const draft = addExercise(draftWith('A'), { name: 'Running', category: 'cardio' });
    expect(canLinkToNext(draft, 0)).toBe(false);
    expect(groups(linkToNext(draft, 0))).toEqual([0, 0]);
  });

  it('dissolves a superset whose other exercise is removed', () => {
    const draft = removeExercise(linkToNext(draftWith('A', 'B', 'C'), 0), 1);
    expect(names(draft)).toEqual(['A', 'C']);
    expect(groups(draft)).toEqual([0, 0]);
  });
});

describe('reordering', () => {
  it('swaps neighbours and keeps their superset when both are in it', () => {
    const draft = moveExercise(linkToNext(draftWith('A', 'B', 'C'), 0), 1, -1);
    expect(names(draft)).toEqual(['B', 'A', 'C']);
    expect(groups(draft)).toEqual([1, 1, 0]);
  });

  it('steps an exercise over a whole superset, which stays together', () => {
    const up = moveExercise(linkToNext(draftWith('A', 'B', 'C'), 0), 2, -1);
    expect(names(up)).toEqual(['C', 'A', 'B']);
    expect(groups(up)).toEqual([0, 1, 1]);
    const down = moveExercise(linkToNext(draftWith('A', 'B', 'C'), 1), 0, 1);
    expect(names(down)).toEqual(['B', 'C', 'A']);
    expect(groups(down)).toEqual([1, 1, 0]);
  });

  it('takes an exercise moved past the edge of its superset out of it', () => {
    const draft = moveExercise(linkToNext(linkToNext(draftWith('A', 'B', 'C', 'D'), 0), 1), 2, 1);
    expect(names(draft)).toEqual(['A', 'B', 'D', 'C']);
    expect(groups(draft)).toEqual([1, 1, 0, 0]);
  });

  it('leaves the draft as it is at either end', () => {
    const draft = draftWith('A', 'B');
    expect(moveExercise(draft, 0, -1)).toBe(draft);
    expect(moveExercise(draft, 1, 1)).toBe(draft);
  });
});

describe('the body sent to the API', () => {
  it('turns typed figures into numbers and blanks into open values, valid for the API schema', () => {
    let draft = draftWith('Bench Press');
    draft = {
      ...draft,
      exercises: draft.exercises.map((exercise) => ({
        ...exercise,
        restSeconds: '120',
        sets: [{ key: 's', weight: '135.5', reps: '' }],
      })),
    };
    const body = bodyOf(draft, 'imperial');
    expect(body.exercises).toEqual([
      {
        name: 'Bench Press',
        category: 'strength',
        restSeconds: 120,
        supersetGroup: null,
        sets: [{ weight: 135.5, reps: null }],
      },
    ]);
    expect(routineBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps text that is not a number, so validation names the field', () => {
    const draft = draftWith('Bench Press');
    const typed = {
      ...draft,
      exercises: draft.exercises.map((exercise) => ({ ...exercise, restSeconds: 'soon' })),
    };
    const parsed = routineBodySchema.safeParse(bodyOf(typed, 'imperial'));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['exercises.0.restSeconds']);
  });

  it('round-trips a saved routine: order, supersets and sets', () => {
    const draft = draftOf(
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Push',
        createdAt: '',
        updatedAt: '',
        exercises: [
          {
            exerciseId: null,
            name: 'A',
            category: 'strength',
            restSeconds: 60,
            supersetGroup: 4,
            sets: [{ weight: 50, reps: 10 }],
          },
          { exerciseId: null, name: 'B', category: 'dumbbells', restSeconds: 60, supersetGroup: 4, sets: [] },
          {
            exerciseId: null,
            name: 'C',
            category: 'strength',
            restSeconds: 90,
            supersetGroup: null,
            sets: [{ weight: null, reps: 5 }],
          },
        ],
      },
      'imperial',
    );
    expect(bodyOf(draft, 'imperial')).toEqual({
      name: 'Push',
      exercises: [
        {
          name: 'A',
          category: 'strength',
          restSeconds: 60,
          supersetGroup: 1,
          sets: [{ weight: 50, reps: 10 }],
        },
        { name: 'B', category: 'dumbbells', restSeconds: 60, supersetGroup: 1, sets: [] },
        {
          name: 'C',
          category: 'strength',
          restSeconds: 90,
          supersetGroup: null,
          sets: [{ weight: null, reps: 5 }],
        },
      ],
    });
  });

  it("sends a metric member's planned kilograms as pounds, a weight opened unchanged to the last digit", () => {
    const draft = draftOf(
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Pull',
        createdAt: '',
        updatedAt: '',
        exercises: [
          {
            exerciseId: null,
            name: 'Row',
            category: 'strength',
            restSeconds: 90,
            supersetGroup: null,
            sets: [
              { weight: 135, reps: 8 },
              { weight: 135, reps: 8 },
            ],
          },
        ],
      },
      'metric',
    );
    expect(draft.exercises[0]?.sets.map((set) => set.weight)).toEqual(['61.23', '61.23']);
    const typed = {
      ...draft,
      exercises: draft.exercises.map((exercise) => ({
        ...exercise,
        sets: [...exercise.sets.slice(0, 1), { key: 'new', weight: '62.5', reps: '8' }],
      })),
    };
    // 61.23 kg typed afresh would be 134.99 lb; shown unchanged it stays the 135 lb it was.
    expect(bodyOf(typed, 'metric').exercises[0]?.sets).toEqual([
      { weight: 135, reps: 8 },
      { weight: 137.79, reps: 8 },
    ]);
  });

  it('names a weight beyond the limit in the member’s unit, under its field', () => {
    const draft = draftWith('Bench Press');
    const typed = {
      ...draft,
      exercises: draft.exercises.map((exercise) => ({
        ...exercise,
        sets: [{ key: 's', weight: '910', reps: '5' }],
      })),
    };
    expect(unitErrorsOf(typed, 'metric')).toEqual({
      'exercises.0.sets.0.weight': 'Weight must be between 0 and 907.18 kg',
    });
    expect(unitErrorsOf(typed, 'imperial')).toEqual({});
  });

  it('plans three open sets for a lift and repeats the last set when one is added', () => {
    const draft = draftWith('A');
    const exercise = draft.exercises[0];
    if (!exercise) throw new Error('no exercise');
    expect(exercise.sets).toHaveLength(3);
    const filled = { ...exercise, sets: [{ key: 'x', weight: '100', reps: '5' }] };
    expect(addSet(filled).sets.map(({ weight, reps }) => ({ weight, reps }))).toEqual([
      { weight: '100', reps: '5' },
      { weight: '100', reps: '5' },
    ]);
  });
});
