/** Confidence green at 80 or more, yellow 60-79, blue below 60. */
export function confidenceBadgeClass(confidence: number): string {
  if (confidence >= 80) return 'badge-success';
  if (confidence >= 60) return 'badge-warning';
  return 'badge-info';
}

/** A harder suggestion shows red, an easier one green. */
export function directionClass(current: number, suggested: number): string {
  if (suggested > current) return 'text-error';
  if (suggested < current) return 'text-success';
  return 'opacity-80';
}

/** The badge reads 9+ above 9. */
export const badgeCount = (count: number) => (count > 9 ? '9+' : String(count));

export function trendClass(trend: string): string {
  if (trend === 'improving') return 'text-success';
  if (trend === 'declining') return 'text-error';
  return 'text-warning';
}
