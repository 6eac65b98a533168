import { type CoachDecision, MIN_SESSIONS } from '../domain/difficulty-coach.ts';
import type { ExerciseDecision } from './recompute.ts';

/** One sentence for one exercise, from its own figures. */
export function reasonFor(decision: CoachDecision): string {
  const awaiting = decision.awaitingEvidence;
  if (awaiting) {
    const needed = MIN_SESSIONS - awaiting.sessionsSince;
    return `You moved to level ${awaiting.appliedLevel}: log ${needed} more session${needed === 1 ? '' : 's'} at it, rating how hard ${needed === 1 ? 'it' : 'each'} felt, for the next suggestion.`;
  }
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
export function overallRecommendation(all: readonly ExerciseDecision[]): string {
  const holding = all.filter(({ decision }) => decision.awaitingEvidence);
  const decisions = all.filter(({ decision }) => !decision.awaitingEvidence);
  const holdingText = holding.length
    ? `${list(holding.map(({ exerciseName, decision }) => `${exerciseName} at level ${decision.currentDifficulty}`))}: new level${holding.length === 1 ? '' : 's'} applied, the coach waits for ${MIN_SESSIONS} sessions at ${holding.length === 1 ? 'it' : 'each'} before suggesting again.`
    : '';
  if (decisions.length === 0) {
    return (
      holdingText ||
      'Log at least 3 sessions of an exercise within 6 weeks, rating how hard each felt, and the coach will suggest your next level.'
    );
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
  if (holdingText) parts.push(holdingText);
  return parts.join(' ');
}
