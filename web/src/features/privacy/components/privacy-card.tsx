import type { PrivacySettings } from '@contract/privacy.ts';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { privacyQueries, useUpdatePrivacy } from '../api.ts';

interface ChoiceProps {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

function Choice({ label, description, checked, disabled, onChange }: ChoiceProps) {
  const inputId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={inputId} className="touch-target inline-flex cursor-pointer items-center font-medium">
          {label}
        </label>
        <p id={descriptionId} className="text-sm opacity-70">
          {description}
        </p>
      </div>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="toggle toggle-primary mt-1 shrink-0"
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

/** Settings card: whether the member appears on the leaderboard and shows their streak on posts. */
export function PrivacyCard() {
  const settings = useQuery(privacyQueries.settings());
  const update = useUpdatePrivacy();
  const toast = useToast();

  const save = (changes: Partial<PrivacySettings>) =>
    update.mutate(changes, {
      onSuccess: () => toast({ title: 'Privacy settings saved' }),
      onError: (error) =>
        toast({
          title: 'Could not save privacy settings',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="privacy-card-title" className="card bg-base-200">
      <div className="card-body gap-4">
        <h2 id="privacy-card-title" className="card-title">
          <ShieldCheck size={20} className="text-primary" aria-hidden />
          Privacy
        </h2>
        <p className="text-sm opacity-80">
          Choose what other members see of you in the community and on the leaderboard.
        </p>
        {settings.isPending && (
          <div className="flex flex-col gap-3" role="status" aria-label="Loading privacy settings">
            <div className="skeleton h-10 rounded-box" />
            <div className="skeleton h-10 rounded-box" />
          </div>
        )}
        {settings.isError && (
          <div role="alert" className="alert alert-error flex justify-between">
            <span>Unable to load privacy settings</span>
            <button type="button" className="btn btn-sm" onClick={() => settings.refetch()}>
              Try again
            </button>
          </div>
        )}
        {settings.isSuccess && (
          <>
            <Choice
              label="Show me on the leaderboard"
              description="When off, you never appear in the rankings, and your reps do not count in its figures."
              checked={settings.data.showOnLeaderboard}
              disabled={update.isPending}
              onChange={(checked) => save({ showOnLeaderboard: checked })}
            />
            <Choice
              label="Show my streak on my posts"
              description="When off, your posts in the community feed show no streak."
              checked={settings.data.showStreak}
              disabled={update.isPending}
              onChange={(checked) => save({ showStreak: checked })}
            />
          </>
        )}
      </div>
    </section>
  );
}
