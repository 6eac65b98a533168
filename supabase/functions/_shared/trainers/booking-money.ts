/**
 * The platform's commission on a price, both in cents: `percent` of it, rounded to the nearest
 * cent (half a cent up). The trainer's earnings are the rest, so the two always add up to the price.
 */
export function commissionCents(priceCents: number, percent: number): number {
  return Math.round((priceCents * percent) / 100);
}
