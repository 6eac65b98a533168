import type { CoachDecision } from '../domain/difficulty-coach.ts';
import type { ExerciseDecision } from './recompute.ts';

/** One sentence for one exercise, from its own figures. */
export function reasonFor(decision: CoachDecision): string {
  const { averageExertion, averageCompletion, sessionsCounted } = decision.figures;
  const base = `Average exertion ${averageExertion}/10 with ${averageCompletion}% completion over ${sessionsCounted} sessions`;
  if (decision.direction === 'raise')
    return `${base}: level ${decision.currentDifficulty} has become easy, try level ${decision.suggestedDifficulty}.`;
  if (decision.direction === 'lower')
    return `${base}: level ${decision.currentDifficulty} is too hard right now, ease to level ${decision.suggestedDifficulty}.`;
  return `${base}: level ${decision.currentDifficulty} keeps you in the productive zone.`;
}

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The Overall Assessment, written from the member's own figures. */
export function overallRecommendation(decisions: readonly ExerciseDecision[]): string {
  if (decisions.length === 0) {
    return 'Log at least 3 sessions of an exercise within 6 weeks, rating how hard each felt, and the coach will suggest your next level.';
  }
  const sessions = decisions.reduce((sum, { decision }) => sum + decision.figures.sessionsCounted, 0);
  const exertion =
    decisions.reduce(
      (sum, { decision }) => sum + decision.figures.averageExertion * decision.figures.sessionsCounted,
      0,
    ) / sessions;
  const completion =
    decisions.reduce(
      (sum, { decision }) => sum + decision.figures.averageCompletion * decision.figures.sessionsCounted,
      0,
    ) / sessions;
  const raise = decisions
    .filter(({ decision }) => decision.direction === 'raise')
    .map(({ exerciseName }) => exerciseName);
  const lower = decisions
    .filter(({ decision }) => decision.direction === 'lower')
    .map(({ exerciseName }) => exerciseName);
  const improving = decisions.filter(({ decision }) => decision.trend === 'improving').length;
  const parts = [
    `Across ${decisions.length} exercise${decisions.length === 1 ? '' : 's'} and ${sessions} recent sessions you averaged ${exertion.toFixed(1)}/10 exertion and ${Math.round(completion)}% completion.`,
  ];
  if (raise.length > 0)
    parts.push(`${list(raise)} ${raise.length === 1 ? 'is' : 'are'} ready for a harder level.`);
  if (lower.length > 0) parts.push(`Ease off on ${list(lower)} until sessions feel manageable again.`);
  if (raise.length === 0 && lower.length === 0)
    parts.push('Every exercise sits in the productive zone: keep your current levels.');
  if (improving > 0) parts.push(`${improving} exercise${improving === 1 ? ' is' : 's are'} trending better.`);
  return parts.join(' ');
}
