import type {
  Availability,
  Booking,
  BookingStatus,
  CreateServiceBody,
  CreateTrainerBody,
  TrainerCard,
  TrainerDetail,
  TrainerReview,
  TrainerService,
  UpdateTrainerBody,
} from '../contract/trainers.ts';
import type { Tx } from '../db/database.ts';
import type { Row } from '../db/rows.ts';

/**
 * The trainer marketplace's SQL, run as the member (asUser) unless a function says otherwise:
 * row-level security decides what each statement sees, and the database's triggers hold the
 * booking rules (price, state machine, no overlap). Names and pictures of other members come from
 * `social.marketplace_people`, which shows only those the caller may see.
 */

type TrainerRow = Pick<
  Row<'public.trainer'>,
  | 'id'
  | 'user_id'
  | 'bio'
  | 'specialties'
  | 'certifications'
  | 'experience'
  | 'hourly_rate'
  | 'location'
  | 'is_active'
  | 'total_reviews'
  | 'subscription_status'
  | 'time_zone'
  | 'stripe_account_id'
  | 'payouts_enabled'
  | 'stripe_customer_id'
  | 'stripe_subscription_id'
> & { rating: string | number; subscription_expires_at: Date | null };

export type OwnTrainerRow = TrainerRow;

const TRAINER_COLUMNS = (tx: Tx) => tx`
  t.id, t.user_id, t.bio, t.specialties, t.certifications, t.experience, t.hourly_rate, t.location,
  t.is_active, t.rating, t.total_reviews, t.subscription_status, t.subscription_expires_at, t.time_zone,
  t.stripe_account_id, t.payouts_enabled, t.stripe_customer_id, t.stripe_subscription_id`;

/**
 * Shown in the directory: with a paid listing plan, a trainer on a running trial or an active
 * plan; without one (no Stripe, or no listing price), every active trainer.
 */
const listingOpen = (tx: Tx, paidListing: boolean) => tx`(
    not ${paidListing}::boolean
    or t.subscription_status = 'active'
    or (t.subscription_status = 'free_trial' and t.subscription_expires_at > now())
  )`;
const listedWhere = (tx: Tx, paidListing: boolean) => tx`t.is_active and ${listingOpen(tx, paidListing)}`;

interface Person {
  name: string;
  photoUrl: string | null;
}

async function peopleOf(tx: Tx, userIds: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await tx<{ user_id: string; name: string; photo_url: string | null }[]>`
    select user_id, name, photo_url from social.marketplace_people(${unique}::uuid[])`;
  return new Map(rows.map((row) => [row.user_id, { name: row.name, photoUrl: row.photo_url }]));
}

const priceFromSql = (tx: Tx) => tx`
  (select min(s.price) from public.trainer_service s where s.trainer_id = t.id and s.is_active)`;

function cardOf(row: TrainerRow & { price_from: number | null }, person: Person | undefined): TrainerCard {
  return {
    id: row.id,
    name: person?.name ?? 'Trainer',
    photoUrl: person?.photoUrl ?? null,
    specialties: row.specialties,
    location: row.location,
    rating: Number(row.rating),
    totalReviews: row.total_reviews,
    hourlyRate: row.hourly_rate,
    priceFrom: row.price_from,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface TrainerFilters {
  specialty?: string | undefined;
  q?: string | undefined;
  online?: boolean | undefined;
  maxPrice?: number | undefined;
  limit: number;
  before?: string | undefined;
}

/** Listed trainers, best rated first (then most reviewed), a page at a time. */
export async function listTrainers(
  tx: Tx,
  filters: TrainerFilters,
  paidListing: boolean,
): Promise<TrainerCard[]> {
  const pattern = filters.q ? `%${escapeLike(filters.q)}%` : null;
  const rows = await tx<(TrainerRow & { price_from: number | null; name: string | null })[]>`
    select ${TRAINER_COLUMNS(tx)}, ${priceFromSql(tx)} as price_from, p.name
    from public.trainer t
    left join lateral social.marketplace_people(array[t.user_id]) p on true
    where ${listedWhere(tx, paidListing)}
      and (${filters.specialty ?? null}::text is null or ${filters.specialty ?? null}::text = any (t.specialties))
      and (${filters.online ?? null}::boolean is null
           or (lower(coalesce(t.location, '')) = 'online') = ${filters.online ?? null}::boolean)
      and (${pattern}::text is null
           or p.name ilike ${pattern} or t.bio ilike ${pattern} or t.location ilike ${pattern}
           or array_to_string(t.specialties, ' ') ilike ${pattern})
      and (${filters.maxPrice ?? null}::integer is null or ${priceFromSql(tx)} <= ${filters.maxPrice ?? null}::integer)
      and (${filters.before ?? null}::uuid is null
           or (t.rating, t.total_reviews, t.id) <
              (select b.rating, b.total_reviews, b.id from public.trainer b where b.id = ${filters.before ?? null}::uuid))
    order by t.rating desc, t.total_reviews desc, t.id desc
    limit ${filters.limit}`;
  const people = await peopleOf(
    tx,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => cardOf(row, people.get(row.user_id)));
}

type ServiceRow = Pick<
  Row<'public.trainer_service'>,
  'id' | 'name' | 'description' | 'duration' | 'price' | 'is_active'
>;

const serviceOf = (row: ServiceRow): TrainerService => ({
  id: row.id,
  name: row.name,
  description: row.description ?? '',
  duration: row.duration,
  price: row.price,
  isActive: row.is_active,
});

async function servicesOf(tx: Tx, trainerId: string, activeOnly: boolean): Promise<TrainerService[]> {
  const rows = await tx<ServiceRow[]>`
    select id, name, description, duration, price, is_active from public.trainer_service
    where trainer_id = ${trainerId} and (is_active or not ${activeOnly}::boolean)
    order by price, name`;
  return rows.map(serviceOf);
}

async function reviewsOf(tx: Tx, trainerId: string, limit: number): Promise<TrainerReview[]> {
  const rows = await tx<
    (Pick<Row<'public.trainer_review'>, 'id' | 'user_id' | 'rating' | 'comment'> & {
      created_at: Date;
    })[]
  >`
    select id, user_id, rating, comment, created_at from public.trainer_review
    where trainer_id = ${trainerId} order by created_at desc limit ${limit}`;
  const people = await peopleOf(
    tx,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    authorName: people.get(row.user_id)?.name ?? 'Member',
    createdAt: row.created_at.toISOString(),
  }));
}

const LATEST_REVIEWS = 10;

async function detailOf(tx: Tx, row: TrainerRow, activeServicesOnly: boolean): Promise<TrainerDetail> {
  const [services, reviews, people] = [
    await servicesOf(tx, row.id, activeServicesOnly),
    await reviewsOf(tx, row.id, LATEST_REVIEWS),
    await peopleOf(tx, [row.user_id]),
  ];
  const active = services.filter((service) => service.isActive);
  return {
    ...cardOf(
      { ...row, price_from: active.length ? Math.min(...active.map((s) => s.price)) : null },
      people.get(row.user_id),
    ),
    bio: row.bio,
    certifications: row.certifications,
    experience: row.experience,
    timeZone: row.time_zone,
    services,
    reviews,
    payInPersonOnly: !(row.payouts_enabled && row.stripe_account_id),
  };
}

/** A listed trainer as the directory shows them, or undefined. */
export async function findListedTrainer(
  tx: Tx,
  id: string,
  paidListing: boolean,
): Promise<{ detail: TrainerDetail; row: TrainerRow } | undefined> {
  const [row] = await tx<TrainerRow[]>`
    select ${TRAINER_COLUMNS(tx)} from public.trainer t where t.id = ${id} and ${listedWhere(tx, paidListing)}`;
  if (!row) return undefined;
  return { detail: await detailOf(tx, row, true), row };
}

export async function findOwnTrainerRow(tx: Tx): Promise<TrainerRow | undefined> {
  const [row] = await tx<TrainerRow[]>`
    select ${TRAINER_COLUMNS(tx)} from public.trainer t where t.user_id = (select auth.uid())`;
  return row;
}

export async function readOwnTrainer(tx: Tx, row: TrainerRow) {
  return {
    detail: await detailOf(tx, row, false),
    availability: await readAvailability(tx, row.id, row.time_zone),
  };
}

export async function readAvailability(tx: Tx, trainerId: string, timeZone: string): Promise<Availability> {
  const weekly = await tx<{ weekday: number; start: string; end: string }[]>`
    select weekday, to_char(start_time, 'HH24:MI') as start, to_char(end_time, 'HH24:MI') as end
    from public.trainer_availability where trainer_id = ${trainerId}
    order by weekday, start_time`;
  const off = await tx<{ date: string }[]>`
    select to_char(date, 'YYYY-MM-DD') as date from public.trainer_date_off
    where trainer_id = ${trainerId} order by date`;
  return { timeZone, weekly: [...weekly], datesOff: off.map((row) => row.date) };
}

/** The member's trainer profile, created; undefined when they have one already. */
export async function insertTrainer(tx: Tx, body: CreateTrainerBody & { timeZone: string }) {
  const [row] = await tx<TrainerRow[]>`
    insert into public.trainer as t (user_id, bio, specialties, certifications, experience, hourly_rate, location, time_zone)
    values ((select auth.uid()), ${body.bio}, ${body.specialties}::text[], ${body.certifications}::text[],
            ${body.experience}, ${body.hourlyRate}, ${body.location}, ${body.timeZone})
    on conflict (user_id) do nothing
    returning ${TRAINER_COLUMNS(tx)}`;
  return row;
}

export async function updateTrainer(tx: Tx, patch: UpdateTrainerBody & { timeZone?: string }) {
  const [row] = await tx<TrainerRow[]>`
    update public.trainer t set
      bio = coalesce(${patch.bio ?? null}::text, t.bio),
      specialties = coalesce(${patch.specialties ?? null}::text[], t.specialties),
      certifications = coalesce(${patch.certifications ?? null}::text[], t.certifications),
      experience = coalesce(${patch.experience ?? null}::smallint, t.experience),
      hourly_rate = coalesce(${patch.hourlyRate ?? null}::integer, t.hourly_rate),
      location = coalesce(${patch.location ?? null}::text, t.location),
      time_zone = coalesce(${patch.timeZone ?? null}::text, t.time_zone),
      is_active = coalesce(${patch.isActive ?? null}::boolean, t.is_active)
    where t.user_id = (select auth.uid())
    returning ${TRAINER_COLUMNS(tx)}`;
  return row;
}

export async function deleteTrainer(tx: Tx): Promise<boolean> {
  const rows = await tx`delete from public.trainer where user_id = (select auth.uid()) returning id`;
  return rows.length > 0;
}

export async function insertService(
  tx: Tx,
  trainerId: string,
  body: CreateServiceBody,
): Promise<TrainerService> {
  const [row] = await tx<ServiceRow[]>`
    insert into public.trainer_service (trainer_id, user_id, name, description, duration, price, is_active)
    values (${trainerId}, (select auth.uid()), ${body.name}, ${body.description}, ${body.duration}, ${body.price},
            ${body.isActive})
    returning id, name, description, duration, price, is_active`;
  if (!row) throw new Error('The service was not stored');
  return serviceOf(row);
}

export async function updateService(
  tx: Tx,
  id: string,
  patch: Partial<CreateServiceBody>,
): Promise<TrainerService | undefined> {
  const [row] = await tx<ServiceRow[]>`
    update public.trainer_service s set
      name = coalesce(${patch.name ?? null}::text, s.name),
      description = coalesce(${patch.description ?? null}::text, s.description),
      duration = coalesce(${patch.duration ?? null}::integer, s.duration),
      price = coalesce(${patch.price ?? null}::integer, s.price),
      is_active = coalesce(${patch.isActive ?? null}::boolean, s.is_active)
    where s.id = ${id} and s.user_id = (select auth.uid())
    returning id, name, description, duration, price, is_active`;
  return row ? serviceOf(row) : undefined;
}

export async function deleteService(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`
    delete from public.trainer_service where id = ${id} and user_id = (select auth.uid()) returning id`;
  return rows.length > 0;
}

/** Replaces the weekly windows and dates off, and the zone they are written in. */
export async function replaceAvailability(tx: Tx, trainerId: string, availability: Availability) {
  await tx`update public.trainer set time_zone = ${availability.timeZone} where id = ${trainerId}`;
  await tx`delete from public.trainer_availability where trainer_id = ${trainerId}`;
  await tx`delete from public.trainer_date_off where trainer_id = ${trainerId}`;
  for (const window of availability.weekly) {
    await tx`
      insert into public.trainer_availability (trainer_id, user_id, weekday, start_time, end_time)
      values (${trainerId}, (select auth.uid()), ${window.weekday}, ${window.start}::time, ${window.end}::time)`;
  }
  const dates = [...new Set(availability.datesOff)];
  if (dates.length > 0) {
    await tx`
      insert into public.trainer_date_off (trainer_id, user_id, date)
      select ${trainerId}, (select auth.uid()), d from unnest(${dates}::date[]) d`;
  }
}

/** The times a trainer is held by bookings between two instants (never by whom). */
export async function busyRanges(tx: Tx, trainerId: string, from: Date, to: Date) {
  const rows = await tx<{ starts_at: Date; ends_at: Date }[]>`
    select starts_at, ends_at from social.trainer_busy(${trainerId}, ${from}, ${to})`;
  return rows.map((row) => ({ start: row.starts_at, end: row.ends_at }));
}

/**
 * A service of a listed trainer, paused or not, with its trainer's availability zone and payout
 * state (`social.bookable_service`: a paused service is hidden from the directory, not unknown).
 */
export async function findBookableService(tx: Tx, serviceId: string, paidListing: boolean) {
  const [row] = await tx<
    (ServiceRow & {
      trainer_id: string;
      trainer_user_id: string;
      time_zone: string;
      stripe_account_id: string | null;
      payouts_enabled: boolean;
    })[]
  >`
    select t.id, t.name, null as description, t.duration, t.price, t.is_active, t.trainer_id, t.trainer_user_id,
           t.time_zone, t.stripe_account_id, t.payouts_enabled
    from social.bookable_service(${serviceId}) t
    where ${listingOpen(tx, paidListing)}`;
  return row;
}

type BookingRow = Pick<
  Row<'public.booking'>,
  | 'id'
  | 'user_id'
  | 'trainer_id'
  | 'service_id'
  | 'service_name'
  | 'total_price'
  | 'trainer_earnings'
  | 'platform_commission'
  | 'payment_mode'
  | 'refund_status'
  | 'cancelled_by'
  | 'notes'
  | 'stripe_payment_intent_id'
> & {
  status: BookingStatus;
  scheduled_at: Date;
  ends_at: Date;
  paid_at: Date | null;
  created_at: Date;
  trainer_user_id: string | null;
  reviewed: boolean;
};

const BOOKING_SELECT = (tx: Tx) => tx`
  select b.id, b.user_id, b.trainer_id, b.service_id, b.service_name, b.total_price, b.trainer_earnings,
         b.platform_commission, b.payment_mode, b.refund_status, b.cancelled_by, b.notes,
         b.stripe_payment_intent_id, b.status, b.scheduled_at, b.ends_at, b.paid_at, b.created_at,
         t.user_id as trainer_user_id,
         exists (select 1 from public.trainer_review r where r.booking_id = b.id) as reviewed
  from public.booking b
  left join public.trainer t on t.id = b.trainer_id`;

export interface StoredBooking {
  booking: Booking;
  memberId: string;
  trainerUserId: string | null;
  paymentIntentId: string | null;
}

async function bookingsOf(tx: Tx, rows: readonly BookingRow[]): Promise<StoredBooking[]> {
  const people = await peopleOf(tx, [
    ...rows.map((row) => row.user_id),
    ...rows.flatMap((row) => (row.trainer_user_id ? [row.trainer_user_id] : [])),
  ]);
  return rows.map((row) => ({
    memberId: row.user_id,
    trainerUserId: row.trainer_user_id,
    paymentIntentId: row.stripe_payment_intent_id,
    booking: {
      id: row.id,
      status: row.status,
      scheduledAt: row.scheduled_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      trainerId: row.trainer_id,
      trainerName: (row.trainer_user_id && people.get(row.trainer_user_id)?.name) || 'Trainer',
      memberName: people.get(row.user_id)?.name ?? 'Member',
      serviceId: row.service_id,
      serviceName: row.service_name,
      totalPrice: row.total_price ?? 0,
      trainerEarnings: row.trainer_earnings ?? 0,
      platformCommission: row.platform_commission ?? 0,
      paymentMode: row.payment_mode === 'stripe' ? 'stripe' : 'in_person',
      paid: row.paid_at !== null,
      refundStatus:
        row.refund_status === 'due' || row.refund_status === 'refunded' ? row.refund_status : null,
      cancelledBy: row.cancelled_by === 'member' || row.cancelled_by === 'trainer' ? row.cancelled_by : null,
      notes: row.notes,
      reviewed: row.reviewed,
      createdAt: row.created_at.toISOString(),
    },
  }));
}

export async function findBooking(tx: Tx, id: string): Promise<StoredBooking | undefined> {
  const rows = await tx<BookingRow[]>`${BOOKING_SELECT(tx)} where b.id = ${id}`;
  return (await bookingsOf(tx, rows))[0];
}

/** The caller's bookings as the member who booked, or as the trainer booked; soonest first. */
export async function listBookings(tx: Tx, as: 'member' | 'trainer'): Promise<Booking[]> {
  const rows =
    as === 'member'
      ? await tx<
          BookingRow[]
        >`${BOOKING_SELECT(tx)} where b.user_id = (select auth.uid()) order by b.scheduled_at`
      : await tx<
          BookingRow[]
        >`${BOOKING_SELECT(tx)} where t.user_id = (select auth.uid()) order by b.scheduled_at`;
  return (await bookingsOf(tx, rows)).map((stored) => stored.booking);
}

export async function insertBooking(
  tx: Tx,
  booking: {
    trainerId: string;
    serviceId: string;
    scheduledAt: string;
    notes: string | undefined;
    commissionCents: number;
    paymentMode: 'in_person' | 'stripe';
  },
): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    insert into public.booking (user_id, trainer_id, service_id, scheduled_at, notes, platform_commission, payment_mode)
    values ((select auth.uid()), ${booking.trainerId}, ${booking.serviceId}, ${booking.scheduledAt},
            ${booking.notes ?? null}, ${booking.commissionCents}, ${booking.paymentMode})
    returning id`;
  if (!row) throw new Error('The booking was not stored');
  return row.id;
}

/** Moves a booking the caller can see to `status`; false when they cannot see it. */
export async function changeBookingStatus(tx: Tx, id: string, status: BookingStatus): Promise<boolean> {
  const rows = await tx`update public.booking set status = ${status} where id = ${id} returning id`;
  return rows.length > 0;
}

export async function insertReview(
  tx: Tx,
  booking: { id: string; trainerId: string },
  review: { rating: number; comment?: string | undefined },
): Promise<TrainerReview | undefined> {
  const [row] = await tx<{ id: string; user_id: string; created_at: Date }[]>`
    insert into public.trainer_review (user_id, trainer_id, booking_id, rating, comment)
    values ((select auth.uid()), ${booking.trainerId}, ${booking.id}, ${review.rating}, ${review.comment ?? null})
    on conflict (booking_id, user_id, trainer_id) do nothing
    returning id, user_id, created_at`;
  if (!row) return undefined;
  const people = await peopleOf(tx, [row.user_id]);
  return {
    id: row.id,
    rating: review.rating,
    comment: review.comment ?? null,
    authorName: people.get(row.user_id)?.name ?? 'Member',
    createdAt: row.created_at.toISOString(),
  };
}

/** Records the booking's PaymentIntent, in the transaction that made the booking. */
export async function setBookingPaymentIntent(tx: Tx, bookingId: string, paymentIntentId: string) {
  await tx`update public.booking set stripe_payment_intent_id = ${paymentIntentId} where id = ${bookingId}`;
}
