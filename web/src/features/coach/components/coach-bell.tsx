import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Bell, Brain, Check } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { PremiumUpsell } from '@/components/premium-upsell.tsx';
import { useToast } from '@/components/toast.tsx';
import { isPremiumRequired, usePremiumAccess } from '@/lib/subscription-status.ts';
import { useAppSettled } from '@/lib/use-app-settled.ts';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { coachQueries, useApplyAdjustments } from '../api.ts';
import { badgeCount, confidenceBadgeClass, directionClass } from '../badges.ts';
import { TrendIcon } from './trend-icon.tsx';

/** The AI suggestions bell and its AI Fitness Coach panel. */
export function CoachBell() {
  const [open, setOpen] = useState(false);
  // The coach's suggestions are Premium: without it the panel shows the upsell, not a failing call.
  const { hasPremium } = usePremiumAccess();
  // The badge's count can wait for the first screen; opening the panel asks at once.
  const settled = useAppSettled();
  const enabled = hasPremium === true && (settled || open);
  const pending = useQuery({ ...coachQueries.pending(), enabled });
  const recommendations = useQuery({ ...coachQueries.recommendations(), enabled });
  const locked =
    hasPremium === false || isPremiumRequired(pending.error) || isPremiumRequired(recommendations.error);
  const apply = useApplyAdjustments();
  const toast = useToast();
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  const suggestions = pending.data ?? [];
  const count = suggestions.length;

  useDismiss(open, container, () => setOpen(false));

  const applyIds = (exerciseIds: string[]) =>
    apply.mutate(exerciseIds, {
      onSuccess: ({ appliedCount }) =>
        toast({
          title: 'Adjustments Applied!',
          description: `Successfully applied ${appliedCount} difficulty adjustment${appliedCount === 1 ? '' : 's'}`,
        }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to apply difficulty adjustments. Please try again.',
          variant: 'destructive',
        }),
    });

  const smart = recommendations.data?.exercises ?? [];
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square relative"
        aria-label={count > 0 ? `AI suggestions, ${count} waiting` : 'AI suggestions'}
        aria-expanded={open}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Bell size={18} aria-hidden />
        {count > 0 && (
          <span className="badge badge-error badge-xs absolute -top-1 -right-1 px-1" aria-hidden>
            {badgeCount(count)}
          </span>
        )}
      </button>
      {open && (
        <section
          role="dialog"
          aria-labelledby={titleId}
          className="fixed inset-x-2 top-14 z-50 max-h-[75vh] overflow-y-auto rounded-box border border-base-300 bg-base-200 p-4 shadow-2xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-96"
        >
          <div className="mb-3 flex items-start gap-2">
            <Brain className="mt-0.5 text-primary" size={20} aria-hidden />
            <div>
              <h2 id={titleId} className="font-bold">
                AI Fitness Coach
              </h2>
              <p className="text-xs opacity-70">
                {count > 0
                  ? `${count} intelligent suggestion${count === 1 ? '' : 's'} waiting`
                  : 'No new suggestions'}
              </p>
            </div>
          </div>

          {locked && <PremiumUpsell feature="AI coaching" compact />}

          {!locked && (pending.isPending || recommendations.isPending) && (
            <p role="status" className="py-6 text-center text-sm opacity-75">
              Loading AI suggestions...
            </p>
          )}
          {!locked && pending.isError && (
            <p role="alert" className="text-sm text-error">
              Unable to load suggestions
            </p>
          )}

          {recommendations.data && (
            <section aria-labelledby={`${titleId}-overall`} className="mb-3 rounded-box bg-base-100 p-3">
              <h3 id={`${titleId}-overall`} className="mb-1 text-sm font-semibold">
                Overall Assessment
              </h3>
              <p className="text-sm opacity-85">{recommendations.data.overallRecommendation}</p>
            </section>
          )}

          {pending.isSuccess && count > 0 && (
            <section aria-labelledby={`${titleId}-ready`} className="mb-3">
              <div className="mb-2 flex items-center justify-between">
                <h3 id={`${titleId}-ready`} className="text-sm font-semibold">
                  Ready to Apply ({count})
                </h3>
                <button
                  type="button"
                  className="btn btn-primary btn-xs"
                  disabled={apply.isPending}
                  onClick={() => applyIds(suggestions.map((suggestion) => suggestion.exerciseId))}
                >
                  Apply All
                </button>
              </div>
              <ul className="flex flex-col gap-2">
                {suggestions.map((suggestion) => (
                  <li key={suggestion.id} className="rounded-box bg-base-100 p-3">
                    <div className="flex items-center justify-between gap-2">
                      <p className="flex items-center gap-2 font-medium">
                        <TrendIcon trend={suggestion.performanceTrend} />
                        {suggestion.exerciseName}
                      </p>
                      <span className={`badge badge-sm ${confidenceBadgeClass(suggestion.confidenceScore)}`}>
                        {suggestion.confidenceScore}% confident
                      </span>
                    </div>
                    <p
                      className={`mt-1 flex items-center gap-1 text-sm ${directionClass(suggestion.currentDifficulty, suggestion.suggestedDifficulty)}`}
                    >
                      Level {suggestion.currentDifficulty} <ArrowRight size={14} aria-label="to" /> Level{' '}
                      {suggestion.suggestedDifficulty}
                    </p>
                    <ul className="mt-1 list-disc pl-4 text-xs opacity-70">
                      {suggestion.reasoningFactors.slice(1, 4).map((factor) => (
                        <li key={factor}>{factor}</li>
                      ))}
                    </ul>
                    <button
                      type="button"
                      className="btn btn-outline btn-xs mt-2"
                      disabled={apply.isPending}
                      aria-label={`Apply level ${suggestion.suggestedDifficulty} for ${suggestion.exerciseName}`}
                      onClick={() => applyIds([suggestion.exerciseId])}
                    >
                      <Check size={12} aria-hidden />
                      Apply
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {smart.length > 0 && (
            <section aria-labelledby={`${titleId}-smart`} className="mb-3">
              <h3 id={`${titleId}-smart`} className="text-sm font-semibold">
                Smart Recommendations ({smart.length})
              </h3>
              <p className="mb-2 text-xs opacity-60">Based on your performance patterns</p>
              <ul className="flex flex-col gap-2">
                {smart.map((item) => (
                  <li key={item.exerciseId} className="rounded-box bg-base-100 p-2 text-sm">
                    <div className="flex items-center justify-between gap-2">
                      <span className="flex items-center gap-2 font-medium">
                        <TrendIcon trend={item.performanceTrend} />
                        {item.exerciseName}
                      </span>
                      <span className={`badge badge-xs ${confidenceBadgeClass(item.confidence)}`}>
                        {item.confidence}%
                      </span>
                    </div>
                    <p className="text-xs opacity-70">{item.reason}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {pending.isSuccess && recommendations.isSuccess && count === 0 && smart.length === 0 && (
            <div className="py-4 text-center">
              <p className="font-semibold">All Caught Up!</p>
              <p className="text-sm opacity-70">
                Complete more workouts for personalized difficulty suggestions
              </p>
            </div>
          )}

          <footer className="border-t border-base-300 pt-2 text-center text-xs opacity-60">
            Powered by AI • Updates automatically based on your workouts
          </footer>
        </section>
      )}
    </div>
  );
}
