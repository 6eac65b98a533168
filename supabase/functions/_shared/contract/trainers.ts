import { z } from 'zod';
import { calendarDay, isoInstant, multiLineText, singleLineText, timeZoneName } from './text.ts';
import {
  MAX_PRICE_CENTS,
  ONLINE_LOCATION,
  REVIEW_MAX_LENGTH,
  SERVICE_MAX_MINUTES,
  SERVICE_MIN_MINUTES,
  TRAINER_SPECIALTIES,
} from './trainer-rules.ts';

export {
  BOOKING_MAX_AHEAD_DAYS,
  BOOKING_MIN_LEAD_HOURS,
  FULL_REFUND_HOURS,
  MAX_PRICE_CENTS,
  ONLINE_LOCATION,
  REVIEW_MAX_LENGTH,
  SERVICE_MAX_MINUTES,
  SERVICE_MIN_MINUTES,
  SPECIALTY_LABELS,
  TRAINER_SPECIALTIES,
  type TrainerSpecialty,
} from './trainer-rules.ts';

const cents = (label: string) =>
  z
    .number({ message: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_PRICE_CENTS, `${label} must be at most ${MAX_PRICE_CENTS} cents`);

const specialtySchema = z.enum(TRAINER_SPECIALTIES, {
  message: `Specialties must be among ${TRAINER_SPECIALTIES.join(', ')}`,
});

const trainerFields = {
  bio: multiLineText({ label: 'Bio', max: 2000, examples: ['Strength coach for busy people.'] }),
  specialties: z
    .array(specialtySchema, { message: 'Specialties must be a list' })
    .min(1, 'Pick at least one specialty')
    .max(TRAINER_SPECIALTIES.length, 'Too many specialties'),
  certifications: z
    .array(singleLineText({ label: 'Certification', min: 1, max: 100 }), {
      message: 'Certifications must be a list',
    })
    .max(10, 'At most 10 certifications'),
  experience: z
    .number({ message: 'Experience must be a number of years' })
    .int('Experience must be a whole number of years')
    .min(0, 'Experience must be between 0 and 80 years')
    .max(80, 'Experience must be between 0 and 80 years'),
  hourlyRate: cents('Hourly rate'),
  location: singleLineText({
    label: 'Location',
    min: 1,
    minMessage: `Give a location, or "${ONLINE_LOCATION}"`,
    max: 200,
    examples: ['Online', 'Austin, TX'],
  }),
  timeZone: timeZoneName(),
};

/** POST /api/trainer: become a trainer (one profile per member). Money in cents. */
export const createTrainerBodySchema = z.object(trainerFields).meta({
  examples: [
    {
      bio: 'Strength coach for busy people.',
      specialties: ['strength', 'mobility'],
      certifications: ['NSCA-CSCS'],
      experience: 6,
      hourlyRate: 6000,
      location: 'Online',
      timeZone: 'America/Chicago',
    },
  ],
});
export type CreateTrainerBody = z.input<typeof createTrainerBodySchema>;

/** PATCH /api/trainer: any of the fields, and `isActive` to hide or show the profile. */
export const updateTrainerBodySchema = z
  .object({ ...trainerFields, isActive: z.boolean({ message: 'isActive must be true or false' }) })
  .partial()
  .meta({ examples: [{ hourlyRate: 7000 }, { isActive: false }] });
export type UpdateTrainerBody = z.input<typeof updateTrainerBodySchema>;

const clockTime = (label: string) =>
  z
    .string({ message: `${label} must be a time written HH:MM` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time written HH:MM`);

export const weeklyWindowSchema = z
  .object({
    weekday: z
      .number({ message: 'Weekday must be 0 (Sunday) to 6 (Saturday)' })
      .int('Weekday must be 0 (Sunday) to 6 (Saturday)')
      .min(0, 'Weekday must be 0 (Sunday) to 6 (Saturday)')
      .max(6, 'Weekday must be 0 (Sunday) to 6 (Saturday)'),
    start: clockTime('Start'),
    end: clockTime('End'),
  })
  .refine((window) => window.end > window.start, { message: 'End must be after start', path: ['end'] });
export type WeeklyWindow = z.infer<typeof weeklyWindowSchema>;

/** PUT /api/trainer/availability: the whole weekly plan and dates off, in the trainer's time zone. */
export const availabilitySchema = z
  .object({
    timeZone: timeZoneName(),
    weekly: z.array(weeklyWindowSchema, { message: 'Weekly must be a list' }).max(50, 'At most 50 windows'),
    datesOff: z
      .array(calendarDay('Date off'), { message: 'Dates off must be a list' })
      .max(366, 'At most 366 dates off'),
  })
  .meta({
    examples: [
      {
        timeZone: 'America/Chicago',
        weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
        datesOff: ['2026-12-25'],
      },
    ],
  });
export type Availability = z.infer<typeof availabilitySchema>;

const serviceFields = {
  name: singleLineText({ label: 'Name', min: 1, max: 100, examples: ['Personal training, 1 hour'] }),
  description: multiLineText({ label: 'Description', max: 2000 }),
  duration: z
    .number({ message: 'Duration must be a number of minutes' })
    .int('Duration must be a whole number of minutes')
    .min(
      SERVICE_MIN_MINUTES,
      `Duration must be between ${SERVICE_MIN_MINUTES} and ${SERVICE_MAX_MINUTES} minutes`,
    )
    .max(
      SERVICE_MAX_MINUTES,
      `Duration must be between ${SERVICE_MIN_MINUTES} and ${SERVICE_MAX_MINUTES} minutes`,
    ),
  price: cents('Price'),
  isActive: z.boolean({ message: 'isActive must be true or false' }),
};

/** POST /api/trainer/services. */
export const createServiceBodySchema = z.object(serviceFields).meta({
  examples: [
    {
      name: 'Personal training, 1 hour',
      description: 'One to one',
      duration: 60,
      price: 6000,
      isActive: true,
    },
  ],
});
export type CreateServiceBody = z.input<typeof createServiceBodySchema>;
/** PATCH /api/trainer/services/:id. */
export const updateServiceBodySchema = z
  .object(serviceFields)
  .partial()
  .meta({ examples: [{ price: 6500 }] });

export const serviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  duration: z.number().int(),
  price: z.number().int(),
  isActive: z.boolean(),
});
export type TrainerService = z.infer<typeof serviceSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type TrainerReview = z.infer<typeof reviewSchema>;

/** A trainer in the directory. */
export const trainerCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  specialties: z.array(z.string()),
  location: z.string().nullable(),
  rating: z.number(),
  totalReviews: z.number().int(),
  hourlyRate: z.number().int().nullable(),
  /** The cheapest active service, in cents; null without services. */
  priceFrom: z.number().int().nullable(),
});
export type TrainerCard = z.infer<typeof trainerCardSchema>;

/** GET /api/trainers/:id. `payInPersonOnly`: the trainer takes no card payments (yet). */
export const trainerDetailSchema = trainerCardSchema.extend({
  bio: z.string().nullable(),
  certifications: z.array(z.string()),
  experience: z.number().int().nullable(),
  timeZone: z.string(),
  services: z.array(serviceSchema),
  reviews: z.array(reviewSchema),
  payInPersonOnly: z.boolean(),
});
export type TrainerDetail = z.infer<typeof trainerDetailSchema>;

/** GET /api/trainer: the member's own trainer profile, with what only its owner sees. */
export const ownTrainerSchema = trainerDetailSchema.extend({
  isActive: z.boolean(),
  /** Shown in the directory now: active, and the listing is on trial, paid, or free (no Stripe). */
  listed: z.boolean(),
  listingStatus: z.enum(['free', 'free_trial', 'active', 'expired', 'inactive']),
  listingEndsAt: z.string().nullable(),
  payoutsEnabled: z.boolean(),
  /** Stripe is configured, so payouts and the paid listing can be set up. */
  paymentsAvailable: z.boolean(),
  availability: availabilitySchema,
  services: z.array(serviceSchema),
});
export type OwnTrainer = z.infer<typeof ownTrainerSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { message: 'online must be true or false' })
  .transform((value) => value === 'true');

/** GET /api/trainers: best rated first; `before` is the id of the last trainer already shown. */
export const listTrainersQuerySchema = z.object({
  specialty: specialtySchema.optional(),
  q: singleLineText({ label: 'q', max: 100 }).optional(),
  online: booleanQuery.optional(),
  maxPrice: z.coerce
    .number({ message: 'maxPrice must be a number of cents' })
    .int('maxPrice must be a whole number of cents')
    .min(0, 'maxPrice cannot be negative')
    .optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .default(20),
  before: z.uuid('before must be the id of a trainer').optional(),
});

export const slotsQuerySchema = z.object({
  serviceId: z.uuid('serviceId must be the id of a service'),
  from: isoInstant('from').optional(),
  to: isoInstant('to').optional(),
});

/** GET /api/trainers/:id/slots: bookable start times, UTC instants, earliest first. */
export const slotsSchema = z.object({
  timeZone: z.string(),
  duration: z.number().int(),
  slots: z.array(z.string()),
});
export type Slots = z.infer<typeof slotsSchema>;

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** POST /api/bookings: the price comes from the service, never from the request. */
export const createBookingBodySchema = z
  .object({
    serviceId: z.uuid('serviceId must be the id of a service'),
    scheduledAt: isoInstant('scheduledAt'),
    notes: multiLineText({ label: 'Notes', max: 1000 }).optional(),
  })
  .meta({
    examples: [{ serviceId: '3b8f2c1e-6d4a-4f9b-8e2c-1a7d5f0b9c34', scheduledAt: '2026-12-01T15:00:00Z' }],
  });
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  scheduledAt: z.string(),
  endsAt: z.string(),
  trainerId: z.uuid(),
  trainerName: z.string(),
  memberName: z.string(),
  serviceId: z.uuid().nullable(),
  serviceName: z.string().nullable(),
  /** Cents: totalPrice = trainerEarnings + platformCommission. */
  totalPrice: z.number().int(),
  trainerEarnings: z.number().int(),
  platformCommission: z.number().int(),
  paymentMode: z.enum(['in_person', 'stripe']),
  paid: z.boolean(),
  refundStatus: z.enum(['due', 'refunded']).nullable(),
  cancelledBy: z.enum(['member', 'trainer']).nullable(),
  notes: z.string().nullable(),
  reviewed: z.boolean(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The answer to POST /api/bookings: with Stripe, what the page confirms the card payment with. */
export const createdBookingSchema = z.object({
  booking: bookingSchema,
  payment: z.object({ clientSecret: z.string(), publishableKey: z.string() }).nullable(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

export const listBookingsQuerySchema = z.object({
  as: z.enum(['member', 'trainer'], { message: 'as must be member or trainer' }).default('member'),
});

/** POST /api/bookings/:id/review. */
export const reviewBodySchema = z
  .object({
    rating: z
      .number({ message: 'Rating must be 1 to 5 stars' })
      .int('Rating must be 1 to 5 stars')
      .min(1, 'Rating must be 1 to 5 stars')
      .max(5, 'Rating must be 1 to 5 stars'),
    comment: multiLineText({
      label: 'Comment',
      max: REVIEW_MAX_LENGTH,
      maxMessage: `A comment can be at most ${REVIEW_MAX_LENGTH} characters`,
    }).optional(),
  })
  .meta({ examples: [{ rating: 5, comment: 'Great session' }] });

export const payoutLinkSchema = z.object({ url: z.string() });
export const listingSubscriptionSchema = z.object({
  status: z.string(),
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
