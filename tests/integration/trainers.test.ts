import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type {
  Availability,
  Booking,
  CreatedBooking,
  OwnTrainer,
  Slots,
  TrainerCard,
  TrainerDetail,
  TrainerReview,
  TrainerService,
} from '../../supabase/functions/_shared/contract/trainers.ts';
import { settleDueBookings } from '../../supabase/functions/_shared/trainers/booking-jobs.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';
import '../support/test-database-target.ts';

/**
 * The trainer marketplace without Stripe keys (trial mode): the listing is free and every booking
 * is paid in person. One trainer and a few members share the file; each test states one rule.
 */
let api: TestApi;
let trainer: Member;
let memberA: Member;
let memberB: Member;
let trainerId: string;
let service: TrainerService;
let slots: string[];
let nextSlot = 0;

const HOUR = 3_600_000;
const ZONE = 'America/New_York';
const everyDay: Availability['weekly'] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '06:00',
  end: '22:00',
}));

/**
 * A free slot no earlier test used; slots are 30 minutes apart and sessions last an hour. The
 * slots were read when the file started, from 12 hours ahead: one that has since come within an
 * hour of that notice is passed over, or a slow run would book it after it became too soon.
 */
const freshSlot = () => {
  while (Date.parse(slots[nextSlot] ?? '') < Date.now() + 13 * HOUR) nextSlot += 1;
  const slot = slots[nextSlot];
  nextSlot += 2;
  if (!slot) throw new Error('Ran out of slots');
  return slot;
};

/**
 * A fresh slot whose half-hour-later start is a slot too (the day's last slot has none: its hour
 * ends when availability does), with both taken out of what later tests use, and the one after.
 */
function startOfTwoOverlappingSlots(): number {
  for (;;) {
    const start = Date.parse(freshSlot());
    if (slots.some((slot) => Date.parse(slot) === start + 30 * 60_000)) {
      freshSlot();
      return start;
    }
  }
}

async function book(member: Member, scheduledAt = freshSlot(), extra: Record<string, unknown> = {}) {
  const answer = await api.call<CreatedBooking>('POST', '/api/bookings', {
    token: member.token,
    body: { serviceId: service.id, scheduledAt, ...extra },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.booking;
}

const act = (member: Member, id: string, action: string) =>
  api.call<Booking & ErrorBody>('POST', `/api/bookings/${id}/${action}`, { token: member.token });

/** Moves a booking's time `hoursAgo` into the past, as the clock would (the owner's connection). */
async function moveIntoPast(id: string, hoursAgo: number) {
  await api.sql`
    update public.booking
    set scheduled_at = now() - make_interval(hours => ${hoursAgo}),
        ends_at = now() - make_interval(hours => ${hoursAgo}) + interval '1 hour'
    where id = ${id}`;
}

beforeAll(async () => {
  api = await createTestApi();
  [trainer, memberA, memberB] = [await api.signUp(), await api.signUp(), await api.signUp()];
  const created = await api.call<OwnTrainer>('POST', '/api/trainer', {
    token: trainer.token,
    body: {
      bio: 'Strength coach for busy people.',
      specialties: ['strength', 'mobility'],
      certifications: ['NSCA-CSCS'],
      experience: 6,
      hourlyRate: 6000,
      location: 'Online',
      timeZone: ZONE,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  trainerId = created.body.id;
  const offered = await api.call<TrainerService>('POST', '/api/trainer/services', {
    token: trainer.token,
    body: { name: 'Personal training', description: 'One to one', duration: 60, price: 4999, isActive: true },
  });
  expect(offered.status).toBe(201);
  service = offered.body;
  const available = await api.call<Availability>('PUT', '/api/trainer/availability', {
    token: trainer.token,
    body: { timeZone: ZONE, weekly: everyDay, datesOff: [] },
  });
  expect(available.status, JSON.stringify(available.body)).toBe(200);
  const found = await api.call<Slots>('GET', `/api/trainers/${trainerId}/slots?serviceId=${service.id}`, {
    token: memberA.token,
  });
  expect(found.status).toBe(200);
  slots = found.body.slots;
});
afterAll(() => api.close());

describe('[POST/GET/PATCH] /api/trainer', () => {
  it('starts a listed profile (free without Stripe), once per member', async () => {
    const own = await api.call<OwnTrainer>('GET', '/api/trainer', { token: trainer.token });
    expect(own.body).toMatchObject({
      listed: true,
      listingStatus: 'free',
      payInPersonOnly: true,
      timeZone: ZONE,
    });
    expect(own.body.availability.weekly).toHaveLength(7);
    const again = await api.call<ErrorBody>('POST', '/api/trainer', {
      token: trainer.token,
      body: {
        bio: 'x',
        specialties: ['strength'],
        certifications: [],
        experience: 1,
        hourlyRate: 1,
        location: 'Online',
        timeZone: ZONE,
      },
    });
    expect(again.status).toBe(409);
  });

  it('refuses an unknown time zone and an unknown specialty, naming the field', async () => {
    const answer = await api.call<ErrorBody>('PATCH', '/api/trainer', {
      token: trainer.token,
      body: { timeZone: 'Mars/Olympus', specialties: ['juggling'] },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {}).sort()).toEqual(['specialties[0]', 'timeZone']);
  });

  it('answers 404 to a member who is not a trainer', async () => {
    expect((await api.call('GET', '/api/trainer', { token: memberA.token })).status).toBe(404);
    expect(
      (
        await api.call('PUT', '/api/trainer/availability', {
          token: memberA.token,
          body: { timeZone: ZONE, weekly: [], datesOff: [] },
        })
      ).status,
    ).toBe(404);
  });
});

describe('[POST/PATCH/DELETE] /api/trainer/services', () => {
  it('holds a duration between 15 and 240 minutes and a price in cents, not negative', async () => {
    for (const body of [
      { name: 'Too short', description: '', duration: 10, price: 100, isActive: true },
      { name: 'Too long', description: '', duration: 241, price: 100, isActive: true },
      { name: 'Negative', description: '', duration: 30, price: -1, isActive: true },
      { name: 'Fraction', description: '', duration: 30, price: 10.5, isActive: true },
    ]) {
      const answer = await api.call<ErrorBody>('POST', '/api/trainer/services', {
        token: trainer.token,
        body,
      });
      expect(answer.status, body.name).toBe(400);
    }
  });

  it("answers 404 for another member's service", async () => {
    const patched = await api.call('PATCH', `/api/trainer/services/${service.id}`, {
      token: memberA.token,
      body: { price: 1 },
    });
    expect(patched.status).toBe(404);
    expect(
      (await api.call('DELETE', `/api/trainer/services/${service.id}`, { token: memberA.token })).status,
    ).toBe(404);
  });
});

describe('[GET] /api/trainers', () => {
  it('lists the trainer with the lowest active price, and filters by specialty, online, price and text', async () => {
    const query = async (search: string) =>
      (await api.call<TrainerCard[]>('GET', `/api/trainers${search}`, { token: memberA.token })).body.map(
        (card) => card.id,
      );
    const [card] = (await api.call<TrainerCard[]>('GET', '/api/trainers', { token: memberA.token })).body;
    expect(card).toMatchObject({ id: trainerId, priceFrom: 4999, specialties: ['strength', 'mobility'] });
    expect(await query('?specialty=strength&online=true&maxPrice=5000&q=busy')).toEqual([trainerId]);
    expect(await query('?specialty=running')).toEqual([]);
    expect(await query('?online=false')).toEqual([]);
    expect(await query('?maxPrice=4998')).toEqual([]);
    expect(await query('?q=nobody')).toEqual([]);
  });

  it('shows the profile with its services, and 404 for a trainer who is not listed', async () => {
    const detail = await api.call<TrainerDetail>('GET', `/api/trainers/${trainerId}`, {
      token: memberB.token,
    });
    expect(detail.body.services.map((s) => s.id)).toEqual([service.id]);
    expect(
      (await api.call('GET', `/api/trainers/${crypto.randomUUID()}`, { token: memberB.token })).status,
    ).toBe(404);
  });
});

describe('[GET] /api/trainers/:id/slots', () => {
  it('offers times from 12 hours to 60 days ahead, inside the windows, and a date off takes its day away', async () => {
    const now = Date.now();
    expect(slots.length).toBeGreaterThan(100);
    for (const slot of slots) {
      expect(Date.parse(slot)).toBeGreaterThanOrEqual(now + 12 * HOUR - 60_000);
      expect(Date.parse(slot)).toBeLessThanOrEqual(now + 60 * 24 * HOUR);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(slot));
      expect(local >= '06:00' && local <= '21:00', local).toBe(true);
    }
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(slots.at(-1) as string));
    await api.call('PUT', '/api/trainer/availability', {
      token: trainer.token,
      body: { timeZone: ZONE, weekly: everyDay, datesOff: [day] },
    });
    const after = await api.call<Slots>('GET', `/api/trainers/${trainerId}/slots?serviceId=${service.id}`, {
      token: memberA.token,
    });
    const onDay = (slot: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(slot)) === day;
    expect(after.body.slots.some(onDay)).toBe(false);
    expect(slots.some(onDay)).toBe(true);
  });
});

describe('[POST] /api/bookings', () => {
  it('prices the booking from the service, whatever the request says: the commission is 15% and the cents add up', async () => {
    const booking = await book(memberA, freshSlot(), { price: 1, totalPrice: 1, platformCommission: 0 });
    expect(booking).toMatchObject({
      status: 'pending',
      totalPrice: 4999,
      platformCommission: 750,
      trainerEarnings: 4249,
      paymentMode: 'in_person',
      paid: false,
    });
    expect(booking.trainerEarnings + booking.platformCommission).toBe(booking.totalPrice);
    // An offered slot half an hour either side: the one after is not offered when the booking is
    // the day's last (its hour would end after the trainer's day), as it is at some times of day.
    const overlapping = slots.find(
      (slot) =>
        Math.abs(Date.parse(slot) - Date.parse(booking.scheduledAt)) === 30 * 60_000 &&
        Date.parse(slot) > Date.now() + 12 * HOUR + 5 * 60_000,
    );
    const taken = await api.call<ErrorBody>('POST', '/api/bookings', {
      token: memberB.token,
      body: { serviceId: service.id, scheduledAt: overlapping },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('slot_taken');
  });

  it("refuses, naming the reason: the trainer's own service, the past, less than 12 hours ahead, outside availability, an inactive service", async () => {
    const refused = async (member: Member, scheduledAt: string, serviceId = service.id) => {
      const answer = await api.call<ErrorBody>('POST', '/api/bookings', {
        token: member.token,
        body: { serviceId, scheduledAt },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.error;
    };
    expect(await refused(trainer, freshSlot())).toBe('own_service');
    expect(await refused(memberA, new Date(Date.now() - HOUR).toISOString())).toBe('in_past');
    expect(await refused(memberA, new Date(Date.now() + 2 * HOUR).toISOString())).toBe('too_soon');
    expect(await refused(memberA, new Date(Date.now() + 61 * 24 * HOUR).toISOString())).toBe('too_far');
    const night = new Date(Date.now() + 3 * 24 * HOUR);
    night.setUTCHours(7, 0, 0, 0); // 02:00 or 03:00 in New York
    expect(await refused(memberA, night.toISOString())).toBe('outside_availability');
    const paused = await api.call<TrainerService>('POST', '/api/trainer/services', {
      token: trainer.token,
      body: { name: 'Paused', description: '', duration: 30, price: 1000, isActive: false },
    });
    expect(await refused(memberA, freshSlot(), paused.body.id)).toBe('service_inactive');
  });

  it('is Premium: 402 once the trial ended, and the database refuses it too', async () => {
    const lapsed = await api.signUp();
    await api.sql`update public.profile set trial_ends_at = now() - interval '1 day' where id = ${lapsed.user.id}`;
    const answer = await api.call<ErrorBody>('POST', '/api/bookings', {
      token: lapsed.token,
      body: { serviceId: service.id, scheduledAt: freshSlot() },
    });
    expect(answer.status).toBe(402);
    await expect(
      api.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: lapsed.user.id, role: 'authenticated' })}, true),
                        set_config('role', 'api_member', true)`;
        await tx`insert into public.booking (user_id, trainer_id, service_id, scheduled_at, platform_commission)
                 values (${lapsed.user.id}, ${trainerId}, ${service.id}, ${freshSlot()}, 0)`;
      }),
    ).rejects.toThrow(/row-level security/);
  });

  it('two members asking for the same time at once get one booking and one 409', async () => {
    const scheduledAt = freshSlot();
    const answers = await Promise.all(
      [memberA, memberB].map((member) =>
        api.call<ErrorBody>('POST', '/api/bookings', {
          token: member.token,
          body: { serviceId: service.id, scheduledAt },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const [row] = await api.sql<{ count: number }[]>`
      select count(*)::integer as count from public.booking where trainer_id = ${trainerId} and scheduled_at = ${scheduledAt}`;
    expect(row?.count).toBe(1);
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'on real PostgreSQL, ten simultaneous requests for overlapping times of one trainer leave exactly one booking',
    async () => {
      const members = [
        memberA,
        memberB,
        ...(await Promise.all(Array.from({ length: 3 }, () => api.signUp()))),
      ];
      const start = startOfTwoOverlappingSlots();
      const answers = await Promise.all(
        members.flatMap((member) =>
          [0, 30].map((minutes) =>
            api.call('POST', '/api/bookings', {
              token: member.token,
              body: {
                serviceId: service.id,
                scheduledAt: new Date(start + minutes * 60_000).toISOString(),
              },
            }),
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(answers.length - 1);
    },
  );
});

describe('booking transitions', () => {
  it("answers 404 to a member who is neither the booking's member nor its trainer", async () => {
    const booking = await book(memberA);
    for (const action of ['accept', 'decline', 'cancel', 'complete', 'no-show']) {
      expect((await act(memberB, booking.id, action)).status, action).toBe(404);
    }
    expect(
      (
        await api.call('POST', `/api/bookings/${booking.id}/review`, {
          token: memberB.token,
          body: { rating: 5 },
        })
      ).status,
    ).toBe(404);
  });

  it('lets only the trainer accept, and the member cancel a confirmed session 24 hours ahead (refund applies)', async () => {
    const booking = await book(memberA);
    const byMember = await act(memberA, booking.id, 'accept');
    expect(byMember.status).toBe(409);
    expect(byMember.body.error).toBe('illegal_transition');
    expect((await act(trainer, booking.id, 'accept')).body.status).toBe('confirmed');
    const asTrainer = await api.call<Booking[]>('GET', '/api/bookings?as=trainer', { token: trainer.token });
    expect(asTrainer.body.find((b) => b.id === booking.id)).toMatchObject({
      status: 'confirmed',
      memberName: 'Test Member',
    });
    expect((await act(trainer, booking.id, 'complete')).status).toBe(409);
    expect((await act(trainer, booking.id, 'no-show')).status).toBe(409);
    const cancelled = await act(memberA, booking.id, 'cancel');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'member' });
    expect((await act(trainer, booking.id, 'accept')).status).toBe(409);
    // The slot is free again.
    await book(memberB, booking.scheduledAt);
  });

  it('the trainer declines a request, and cancels a confirmed session', async () => {
    const first = await book(memberA);
    expect((await act(trainer, first.id, 'decline')).body.status).toBe('declined');
    const second = await book(memberA);
    await act(trainer, second.id, 'accept');
    expect((await act(trainer, second.id, 'cancel')).body).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'trainer',
    });
  });

  it('after its end the trainer completes a session, the member reviews it once, and the rating follows', async () => {
    const booking = await book(memberA);
    await act(trainer, booking.id, 'accept');
    expect(
      (
        await api.call('POST', `/api/bookings/${booking.id}/review`, {
          token: memberA.token,
          body: { rating: 5 },
        })
      ).status,
    ).toBe(409);
    await moveIntoPast(booking.id, 30);
    expect((await act(memberA, booking.id, 'complete')).status).toBe(409);
    expect((await act(trainer, booking.id, 'complete')).body.status).toBe('completed');
    const tooLong = await api.call<ErrorBody>('POST', `/api/bookings/${booking.id}/review`, {
      token: memberA.token,
      body: { rating: 6, comment: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fields ?? {}).sort()).toEqual(['comment', 'rating']);
    const review = await api.call<TrainerReview>('POST', `/api/bookings/${booking.id}/review`, {
      token: memberA.token,
      body: { rating: 4, comment: 'Great session' },
    });
    expect(review.status).toBe(201);
    expect(
      (
        await api.call('POST', `/api/bookings/${booking.id}/review`, {
          token: memberA.token,
          body: { rating: 5 },
        })
      ).status,
    ).toBe(409);
    const detail = await api.call<TrainerDetail>('GET', `/api/trainers/${trainerId}`, {
      token: memberB.token,
    });
    expect(detail.body).toMatchObject({ rating: 4, totalReviews: 1 });
    expect(detail.body.reviews[0]).toMatchObject({ rating: 4, comment: 'Great session' });
    const mine = await api.call<Booking[]>('GET', '/api/bookings', { token: memberA.token });
    expect(mine.body.find((b) => b.id === booking.id)).toMatchObject({ reviewed: true, status: 'completed' });
  });

  it('the trainer marks a member who did not come, once the session started', async () => {
    const booking = await book(memberA);
    await act(trainer, booking.id, 'accept');
    await moveIntoPast(booking.id, 40);
    expect((await act(trainer, booking.id, 'no-show')).body.status).toBe('no_show');
    expect((await act(memberA, booking.id, 'cancel')).status).toBe(409);
  });
});

describe('scheduled settling of bookings', () => {
  it('declines a request unanswered for 48 hours and completes a session 24 hours after its end, and nothing earlier', async () => {
    const stale = await book(memberA);
    const fresh = await book(memberA);
    const ended = await book(memberB);
    const justEnded = await book(memberB);
    await api.sql`update public.booking set created_at = now() - interval '49 hours' where id = ${stale.id}`;
    for (const booking of [ended, justEnded]) await act(trainer, booking.id, 'accept');
    await moveIntoPast(ended.id, 50);
    await moveIntoPast(justEnded.id, 2);
    expect(await settleDueBookings(api.sql)).toEqual({ declined: 1, completed: 1 });
    const statuses = await api.sql<{ id: string; status: string }[]>`
      select id, status from public.booking where id in ${api.sql([stale.id, fresh.id, ended.id, justEnded.id])}`;
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [stale.id]: 'declined',
      [fresh.id]: 'pending',
      [ended.id]: 'completed',
      [justEnded.id]: 'confirmed',
    });
  });
});

describe('[DELETE] /api/trainer', () => {
  it("hides the trainer's profile when made inactive, and deletes it", async () => {
    await api.call('PATCH', '/api/trainer', { token: trainer.token, body: { isActive: false } });
    expect((await api.call('GET', `/api/trainers/${trainerId}`, { token: memberA.token })).status).toBe(404);
    expect((await api.call('DELETE', '/api/trainer', { token: trainer.token })).status).toBe(204);
    expect((await api.call('GET', '/api/trainer', { token: trainer.token })).status).toBe(404);
  });
});
