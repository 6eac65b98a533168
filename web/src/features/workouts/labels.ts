const DIFFICULTY_LABELS = ['Very Easy', 'Easy', 'Moderate', 'Hard', 'Very Hard'] as const;

/** Difficulty 1-5, Very Easy to Very Hard. */
export function difficultyLabel(level: number): string {
  return DIFFICULTY_LABELS[Math.min(Math.max(Math.round(level), 1), 5) - 1] ?? 'Moderate';
}

/** Exertion 1-10: 1-2 Very Light, 3-4 Light, 5-6 Moderate, 7-8 Hard, 9-10 Maximum Effort. */
export function exertionLabel(exertion: number): string {
  if (exertion <= 2) return 'Very Light';
  if (exertion <= 4) return 'Light';
  if (exertion <= 6) return 'Moderate';
  if (exertion <= 8) return 'Hard';
  return 'Maximum Effort';
}

export { CATEGORY_LABELS } from '@contract/workout-rules.ts';
