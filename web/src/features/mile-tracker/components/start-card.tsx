import {
  ACTIVITY_TYPES,
  type ActivityType,
  DEFAULT_ACTIVITY,
  type TrackingMode,
} from '@contract/mile-rules.ts';
import { Hand, Play, Satellite } from 'lucide-react';
import { useState } from 'react';
import { PremiumUpsell } from '@/components/premium-upsell.tsx';
import { usePremiumAccess } from '@/lib/subscription-status.ts';
import { activityLabel } from '../format.ts';
import { geolocationAvailable } from '../use-geolocation.ts';
import { ActivityIcon } from './activity-icon.tsx';

const choice =
  'flex cursor-pointer items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary';

/** The activity chooser (run by default) and the start button, plus how to track. */
export function StartCard({
  onStart,
  starting,
  startError,
  finishing,
}: {
  onStart: (activity: ActivityType, mode: TrackingMode) => void;
  starting: boolean;
  startError: string | null;
  finishing: boolean;
}) {
  const [activity, setActivity] = useState<ActivityType>(DEFAULT_ACTIVITY);
  // GPS tracking is Premium (the server answers 402 without it): offered only with Premium open.
  const { hasPremium } = usePremiumAccess();
  const premiumLocked = hasPremium === false;
  const gps = geolocationAvailable() && !premiumLocked;
  const [mode, setMode] = useState<TrackingMode>('manual');

  return (
    <section aria-labelledby="mile-start-title" className="card bg-base-200">
      <form
        className="card-body gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onStart(activity, mode);
        }}
      >
        <h2 id="mile-start-title" className="card-title text-xl">
          Start a Session
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Activity</legend>
          <div className="grid grid-cols-3 gap-2">
            {ACTIVITY_TYPES.map((type) => (
              <label
                key={type}
                className={`${choice} justify-center gap-2 px-2 sm:justify-start sm:gap-3 sm:px-3`}
              >
                <input
                  type="radio"
                  name="activity"
                  value={type}
                  className="radio radio-primary radio-sm shrink-0"
                  checked={activity === type}
                  onChange={() => setActivity(type)}
                />
                {/* A third of a phone is too narrow for radio, icon and name in a row: the icon goes above its name. */}
                <span className="flex flex-col items-center gap-1 sm:flex-row sm:gap-3">
                  <ActivityIcon activity={type} size={18} />
                  <span>{activityLabel(type)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Tracking</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <label className={choice}>
              <input
                type="radio"
                name="tracking"
                value="manual"
                className="radio radio-primary radio-sm"
                checked={mode === 'manual'}
                onChange={() => setMode('manual')}
              />
              <Hand size={18} aria-hidden className="shrink-0" />
              <span>
                <span className="block font-medium">Manual</span>
                <span className="block text-xs opacity-70">
                  Tap Complete Mile at each mile: treadmills and tracks.
                </span>
              </span>
            </label>
            <label className={`${choice} ${gps ? '' : 'cursor-not-allowed opacity-50'}`}>
              <input
                type="radio"
                name="tracking"
                value="gps"
                className="radio radio-primary radio-sm"
                checked={mode === 'gps'}
                disabled={!gps}
                onChange={() => setMode('gps')}
              />
              <Satellite size={18} aria-hidden className="shrink-0" />
              <span>
                <span className="block font-medium">GPS</span>
                <span className="block text-xs opacity-70">
                  {premiumLocked
                    ? 'GPS tracking is part of Premium.'
                    : gps
                      ? 'Miles split by themselves from your position. Keep this page open.'
                      : 'This browser cannot share your location.'}
                </span>
              </span>
            </label>
          </div>
          {premiumLocked && <PremiumUpsell feature="GPS tracking" compact />}
        </fieldset>
        {startError && (
          <p role="alert" className="alert alert-warning alert-soft">
            {startError}
          </p>
        )}
        {finishing && (
          <p role="status" className="alert alert-info alert-soft">
            Saving your last session. It is sent as soon as the connection is back; then you can start the
            next one.
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-lg" disabled={starting || finishing}>
          <Play size={18} aria-hidden />
          {starting ? 'Starting...' : 'Start Session'}
        </button>
      </form>
    </section>
  );
}
