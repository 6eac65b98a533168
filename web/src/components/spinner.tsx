/** The full-page wait while the session loads . */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <span className="loading loading-spinner loading-lg text-primary" role="status" aria-label={label} />
    </div>
  );
}
