import { useQuery } from '@tanstack/react-query';
import { Brain } from 'lucide-react';
import { PremiumUpsell } from '@/components/premium-upsell.tsx';
import { isPremiumRequired, usePremiumAccess } from '@/lib/subscription-status.ts';
import { coachQueries } from '../api.ts';
import { confidenceBadgeClass } from '../badges.ts';
import { TrendIcon } from './trend-icon.tsx';

/** The dashboard's AI performance analytics: each followed exercise's trend and confidence. */
export function AiAnalytics() {
  const { hasPremium } = usePremiumAccess();
  const recommendations = useQuery({ ...coachQueries.recommendations(), enabled: hasPremium === true });
  const locked = hasPremium === false || isPremiumRequired(recommendations.error);
  const exercises = recommendations.data?.exercises ?? [];
  return (
    <section aria-labelledby="ai-analytics-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="ai-analytics-title" className="card-title text-xl">
          <Brain size={20} className="text-primary" aria-hidden />
          AI Performance Analytics
        </h2>
        {locked && <PremiumUpsell feature="AI performance analytics" />}
        {!locked && recommendations.isPending && (
          <div className="skeleton h-20 rounded-box" role="status" aria-label="Loading AI analytics" />
        )}
        {!locked && recommendations.isError && (
          <p role="alert" className="text-sm text-error">
            Unable to load AI analytics
          </p>
        )}
        {recommendations.isSuccess && exercises.length === 0 && (
          <p className="text-sm opacity-75">Complete more workouts for personalized difficulty suggestions</p>
        )}
        {exercises.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Exercises the coach follows">
            {exercises.map((exercise) => (
              <li
                key={exercise.exerciseId}
                className="flex items-center justify-between gap-2 rounded-box bg-base-100 p-3 text-sm"
              >
                <span className="flex items-center gap-2">
                  <TrendIcon trend={exercise.performanceTrend} />
                  <span className="font-medium">{exercise.exerciseName}</span>
                  <span className="opacity-60">level {exercise.currentDifficulty}</span>
                </span>
                <span className={`badge badge-sm ${confidenceBadgeClass(exercise.confidence)}`}>
                  {exercise.confidence}% confidence
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
