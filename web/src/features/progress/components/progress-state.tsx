/** The texts when progress cannot be shown. */
export function ProgressUnavailable() {
  return (
    <div role="alert" className="rounded-box border border-dashed border-base-300 p-6 text-center">
      <p className="font-semibold">Unable to load progress data</p>
      <p className="text-sm opacity-75">Start working out to see your progress overview!</p>
    </div>
  );
}

export function ProgressEmpty() {
  return (
    <p className="rounded-box border border-dashed border-base-300 p-6 text-center opacity-80">
      Start working out to see your progress overview!
    </p>
  );
}
