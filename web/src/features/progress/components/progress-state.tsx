/** The texts when progress cannot be shown. */
export function ProgressUnavailable() {
  return (
    <div role="alert" className="rounded-box border border-dashed border-base-300 p-6 text-center">
      <p className="font-semibold">Unable to load progress data</p>
      <p className="text-sm opacity-75">Start working out to see your progress overview!</p>
    </div>
  );
}

/** For a member without a workout yet, as tall as the chart or placeholder it stands in for. */
export function ProgressEmpty({ height }: { height: number }) {
  return (
    <p
      className="flex items-center justify-center rounded-box border border-dashed border-base-300 p-6 text-center opacity-80"
      style={{ height }}
    >
      Start working out to see your progress overview!
    </p>
  );
}
