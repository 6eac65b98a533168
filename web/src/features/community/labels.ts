import type { PostType } from '@contract/community.ts';

export const POST_TYPE_LABELS: Record<PostType, string> = {
  message: 'Message',
  workout_progress: 'Workout Progress',
  goal_achievement: 'Goal Achievement',
};

export { CATEGORY_LABELS } from '@contract/workout-rules.ts';

/** What Create First Post puts in the composer (a sample text the member can edit). */
export const SAMPLE_POST = 'Just finished a great workout! Feeling stronger every day. 💪';

/** Initials for the author's disc: first letters of the first two words of their name. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  return letters.toUpperCase() || '?';
}
