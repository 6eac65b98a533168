/**
 * Where a member goes after ticking a set, and whether a rest follows. Exercises sharing a superset
 * number next to each other are done in turn: a tick moves on to the next exercise of the group
 * that still has a set to do, and the rest comes once the round is over. A lone exercise rests
 * after every set.
 */

export interface SetPosition {
  exerciseKey: string;
  setKey: string;
}

interface ProgressExercise {
  key: string;
  supersetGroup: number | null;
  sets: readonly { key: string; done: boolean }[];
}

/** The first and last index of the exercises done in turn with the one at `index`. */
export function groupBounds(
  exercises: readonly Pick<ProgressExercise, 'supersetGroup'>[],
  index: number,
): { first: number; last: number } {
  const group = exercises[index]?.supersetGroup ?? null;
  if (group === null) return { first: index, last: index };
  let first = index;
  while (first > 0 && exercises[first - 1]?.supersetGroup === group) first -= 1;
  let last = index;
  while (last < exercises.length - 1 && exercises[last + 1]?.supersetGroup === group) last += 1;
  return { first, last };
}

function firstOpenSet(exercise: ProgressExercise | undefined): SetPosition | null {
  const set = exercise?.sets.find((candidate) => !candidate.done);
  return exercise && set ? { exerciseKey: exercise.key, setKey: set.key } : null;
}

function firstOpenIn<E extends ProgressExercise>(
  exercises: readonly E[],
  from: number,
  to: number,
): SetPosition | null {
  for (let index = from; index <= to; index += 1) {
    const open = firstOpenSet(exercises[index]);
    if (open) return open;
  }
  return null;
}

/**
 * After the set at `ticked` was done: the set to go to next, and the exercise whose rest starts
 * now (null while a superset's round is still going).
 */
export function nextAfterTick<E extends ProgressExercise>(
  exercises: readonly E[],
  ticked: SetPosition,
): { focus: SetPosition | null; restAfter: E | null } {
  const index = exercises.findIndex((exercise) => exercise.key === ticked.exerciseKey);
  if (index === -1) return { focus: null, restAfter: null };
  const { first, last } = groupBounds(exercises, index);
  const afterGroup = () => firstOpenIn(exercises, last + 1, exercises.length - 1);

  if (first === last) {
    const restAfter = exercises[index] ?? null;
    return { focus: firstOpenSet(exercises[index]) ?? afterGroup(), restAfter };
  }
  const laterInRound = firstOpenIn(exercises, index + 1, last);
  if (laterInRound) return { focus: laterInRound, restAfter: null };
  // The round is over: rest (as long as the group's last exercise says), then start the next round.
  return {
    focus: firstOpenIn(exercises, first, last) ?? afterGroup(),
    restAfter: exercises[last] ?? null,
  };
}
