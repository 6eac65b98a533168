/** Trainers' specialties and booking limits, without zod (the directory and the bookings read them). */

/** What a trainer may list as specialties; the directory filters on them. */
export const TRAINER_SPECIALTIES = [
  'strength',
  'hypertrophy',
  'powerlifting',
  'weight_loss',
  'running',
  'mobility',
  'nutrition',
  'rehab',
] as const;
export type TrainerSpecialty = (typeof TRAINER_SPECIALTIES)[number];
export const SPECIALTY_LABELS: Record<TrainerSpecialty, string> = {
  strength: 'Strength',
  hypertrophy: 'Hypertrophy',
  powerlifting: 'Powerlifting',
  weight_loss: 'Weight loss',
  running: 'Running',
  mobility: 'Mobility',
  nutrition: 'Nutrition',
  rehab: 'Rehab',
};

/** The location a trainer who only works remotely gives; the directory's "online" filter finds it. */
export const ONLINE_LOCATION = 'Online';

/** Bookable start times: at least this far ahead, at most this far. */
export const BOOKING_MIN_LEAD_HOURS = 12;
export const BOOKING_MAX_AHEAD_DAYS = 60;
/** A member cancelling a confirmed session this long before its start is refunded in full. */
export const FULL_REFUND_HOURS = 24;
export const SERVICE_MIN_MINUTES = 15;
export const SERVICE_MAX_MINUTES = 240;
export const REVIEW_MAX_LENGTH = 1000;
/** Cents; a thousand dollars is far above any session's price. */
export const MAX_PRICE_CENTS = 100_000;
