import { SPECIALTY_LABELS } from '@contract/trainer-rules.ts';
import type { TrainerDetail, TrainerService } from '@contract/trainers.ts';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { messageOf } from '@/lib/api/http-error.ts';
import { trainerQueries, useBook } from '../api.ts';
import { dollars } from '../money.ts';
import { CardPayment } from './card-payment.tsx';

const dayKey = (instant: string) => new Date(instant).toLocaleDateString('en-CA');
const dayLabel = (instant: string) =>
  new Date(instant).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
const timeLabel = (instant: string) =>
  new Date(instant).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** Days with free times, then that day's times, in the member's own time zone; then the request. */
function SlotPicker({ trainer, service }: { trainer: TrainerDetail; service: TrainerService }) {
  const slots = useQuery(trainerQueries.slots(trainer.id, service.id));
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [paid, setPaid] = useState(false);
  const book = useBook();

  if (slots.isPending) return <p aria-busy>Loading free times…</p>;
  if (slots.isError)
    return (
      <p role="alert" className="text-error">
        Unable to load free times.
      </p>
    );
  if (book.data) {
    const { booking, payment } = book.data;
    if (payment && !paid) {
      return (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">Payment</h3>
          <CardPayment
            clientSecret={payment.clientSecret}
            publishableKey={payment.publishableKey}
            amountLabel={dollars(booking.totalPrice)}
            onPaid={() => setPaid(true)}
          />
        </div>
      );
    }
    return (
      <div
        role="status"
        aria-label="Booking confirmation"
        className="flex flex-col gap-2 rounded-box bg-base-100 p-4"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="text-success" aria-hidden />
          Booking requested
        </p>
        <p>
          {service.name} on {dayLabel(booking.scheduledAt)} at {timeLabel(booking.scheduledAt)}.{' '}
          {booking.paymentMode === 'in_person'
            ? `Pay ${dollars(booking.totalPrice)} in person.`
            : `${dollars(booking.totalPrice)} paid by card.`}{' '}
          {trainer.name} confirms or declines within 48 hours.
        </p>
        <Link to={paths.bookings.getHref()} className="btn btn-primary self-start">
          My bookings
        </Link>
      </div>
    );
  }

  const days = [...new Set(slots.data.slots.map(dayKey))];
  const chosenDay = day ?? days[0] ?? null;
  const times = slots.data.slots.filter((slot) => dayKey(slot) === chosenDay);
  if (days.length === 0) return <p className="opacity-80">No free times in the next 60 days.</p>;
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Day</legend>
        <div className="flex gap-2 overflow-x-auto pb-1">
          {days.map((key) => {
            const first = slots.data.slots.find((slot) => dayKey(slot) === key) as string;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={key === chosenDay}
                className={`btn shrink-0 ${key === chosenDay ? 'btn-primary' : 'btn-ghost bg-base-100'}`}
                onClick={() => {
                  setDay(key);
                  setTime(null);
                }}
              >
                {dayLabel(first)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Time (your time zone)</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {times.map((slot) => (
            <button
              key={slot}
              type="button"
              aria-pressed={slot === time}
              className={`btn ${slot === time ? 'btn-primary' : 'btn-ghost bg-base-100'}`}
              onClick={() => setTime(slot)}
            >
              {timeLabel(slot)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="booking-notes" className="text-sm font-medium">
          Notes for the trainer (optional)
        </label>
        <textarea
          id="booking-notes"
          className="textarea w-full"
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      {book.isError && (
        <p role="alert" className="text-sm text-error">
          {messageOf(book.error, 'The booking could not be made')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={!time || book.isPending}
        onClick={() =>
          time &&
          book.mutate({ serviceId: service.id, scheduledAt: time, ...(notes.trim() ? { notes } : {}) })
        }
      >
        {trainer.payInPersonOnly
          ? `Book, pay ${dollars(service.price)} in person`
          : `Book and pay ${dollars(service.price)}`}
      </button>
    </div>
  );
}

/** A trainer's page: bio, services (each with its slot picker) and reviews. */
export function TrainerProfile({ id }: { id: string }) {
  const trainer = useQuery(trainerQueries.detail(id));
  const [chosen, setChosen] = useState<string | null>(null);
  if (trainer.isPending) return <p aria-busy>Loading trainer…</p>;
  if (trainer.isError)
    return (
      <p role="alert" className="text-error">
        This trainer is not listed.
      </p>
    );
  const t = trainer.data;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t.name}</h1>
        <p className="flex items-center gap-1">
          <Star
            size={16}
            aria-hidden
            className="text-warning"
            fill={t.totalReviews > 0 ? 'currentColor' : 'none'}
          />
          <span>
            {t.totalReviews > 0
              ? `${t.rating.toFixed(1)} from ${t.totalReviews} review${t.totalReviews === 1 ? '' : 's'}`
              : 'No reviews yet'}
          </span>
        </p>
        <p className="opacity-80">
          {t.specialties.map((s) => SPECIALTY_LABELS[s as keyof typeof SPECIALTY_LABELS] ?? s).join(' · ')}
          {t.location ? ` · ${t.location}` : ''}
          {t.experience !== null ? ` · ${t.experience} years` : ''}
        </p>
        {t.bio && <p className="whitespace-pre-line">{t.bio}</p>}
        {t.certifications.length > 0 && (
          <p className="text-sm opacity-80">Certified: {t.certifications.join(', ')}</p>
        )}
      </header>
      <section aria-labelledby="services-title" className="card bg-base-200">
        <div className="card-body gap-3 p-4">
          <h2 id="services-title" className="card-title">
            Services
          </h2>
          {t.services.length === 0 && <p className="opacity-80">No services offered yet.</p>}
          <ul className="flex flex-col gap-3">
            {t.services.map((service) => (
              <li key={service.id} className="rounded-box bg-base-100 p-3">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h3 className="font-semibold">{service.name}</h3>
                    <p className="text-sm opacity-80">
                      {service.duration} min · {dollars(service.price)}
                    </p>
                    {service.description && <p className="text-sm">{service.description}</p>}
                  </div>
                  <button
                    type="button"
                    className="btn btn-primary shrink-0"
                    aria-expanded={chosen === service.id}
                    onClick={() => setChosen(chosen === service.id ? null : service.id)}
                  >
                    Choose a time
                  </button>
                </div>
                {chosen === service.id && (
                  <div className="mt-3">
                    <SlotPicker trainer={t} service={service} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="reviews-title" className="card bg-base-200">
        <div className="card-body gap-3 p-4">
          <h2 id="reviews-title" className="card-title">
            Reviews
          </h2>
          {t.reviews.length === 0 && <p className="opacity-80">No reviews yet.</p>}
          <ul className="flex flex-col gap-2">
            {t.reviews.map((review) => (
              <li key={review.id} className="flex flex-col gap-1 rounded-box bg-base-100 p-3">
                <p className="flex flex-wrap items-center gap-x-2 font-semibold">
                  <span className="flex text-warning" aria-hidden>
                    {[1, 2, 3, 4, 5].map((star) => (
                      <Star
                        key={star}
                        size={16}
                        fill={star <= review.rating ? 'currentColor' : 'none'}
                        className={star <= review.rating ? '' : 'opacity-40'}
                      />
                    ))}
                  </span>
                  <span className="sr-only">{review.rating} stars</span> {review.authorName}
                  <span className="text-sm font-normal opacity-70">
                    {new Date(review.createdAt).toLocaleDateString(undefined, {
                      month: 'short',
                      day: 'numeric',
                      year: 'numeric',
                    })}
                  </span>
                </p>
                {review.comment && <p className="whitespace-pre-line">{review.comment}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
