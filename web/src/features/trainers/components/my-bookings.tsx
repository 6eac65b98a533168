import type { Booking } from '@contract/trainers.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { trainerQueries, useBookingAction, useReview } from '../api.ts';
import { refundNote } from '../booking-rules.ts';
import { dollars } from '../money.ts';

export const when = (instant: string) =>
  new Date(instant).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const STATUS_LABEL: Record<Booking['status'], string> = {
  pending: 'Waiting for the trainer',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'Missed',
};

function ReviewDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const review = useReview();
  return (
    <Dialog open title={`Review ${booking.trainerName}`} onClose={onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          review.mutate({ id: booking.id, rating, comment: comment.trim() }, { onSuccess: onClose });
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Rating</legend>
          <div className="flex items-center gap-1">
            {[1, 2, 3, 4, 5].map((stars) => (
              <button
                key={stars}
                type="button"
                aria-pressed={stars === rating}
                aria-label={`${stars} star${stars === 1 ? '' : 's'}`}
                // Stars past the rating keep a border: still buttons to a thumb, not blank space.
                className={`btn btn-square ${stars <= rating ? 'btn-warning' : 'btn-outline border-base-content/30'}`}
                onClick={() => setRating(stars)}
              >
                ★
              </button>
            ))}
            <span className="ml-2 text-sm opacity-80" aria-hidden>
              {rating} of 5
            </span>
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="review-comment" className="text-sm font-medium">
            Comment (optional)
          </label>
          <textarea
            id="review-comment"
            className="textarea w-full"
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        {review.isError && (
          <p role="alert" className="text-sm text-error">
            {messageOf(review.error, 'The review could not be saved')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Not now
          </button>
          <button type="submit" className="btn btn-primary" disabled={review.isPending}>
            Submit review
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function CancelDialog({
  booking,
  by,
  onClose,
}: {
  booking: Booking;
  by: 'member' | 'trainer';
  onClose: () => void;
}) {
  const action = useBookingAction();
  return (
    <Dialog open title="Cancel this session?" description={refundNote(booking, by)} onClose={onClose}>
      {action.isError && (
        <p role="alert" className="text-sm text-error">
          {messageOf(action.error, 'The session could not be cancelled')}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Keep it
        </button>
        <button
          type="button"
          className="btn btn-error"
          disabled={action.isPending}
          onClick={() => action.mutate({ id: booking.id, action: 'cancel' }, { onSuccess: onClose })}
        >
          Cancel session
        </button>
      </div>
    </Dialog>
  );
}

export { CancelDialog };

/** The member's bookings: upcoming, then past, with cancel and review. */
export function MyBookings() {
  const bookings = useQuery(trainerQueries.bookings('member'));
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [reviewing, setReviewing] = useState<Booking | null>(null);
  if (bookings.isPending) return <p aria-busy>Loading bookings…</p>;
  if (bookings.isError)
    return (
      <p role="alert" className="text-error">
        Unable to load your bookings.
      </p>
    );
  const now = Date.now();
  const upcoming = bookings.data.filter(
    (b) => Date.parse(b.endsAt) > now && (b.status === 'pending' || b.status === 'confirmed'),
  );
  const past = bookings.data.filter((b) => !upcoming.includes(b)).reverse();
  const row = (booking: Booking) => (
    <li key={booking.id} className="card bg-base-200">
      <div className="card-body gap-2 p-4">
        <p className="font-semibold">
          {booking.serviceName ?? 'Session'} with {booking.trainerName}
        </p>
        <p className="text-sm">
          {when(booking.scheduledAt)} · {dollars(booking.totalPrice)}{' '}
          {booking.paymentMode === 'in_person'
            ? '(pay in person)'
            : booking.paid
              ? '(paid)'
              : '(payment pending)'}
        </p>
        <p className="text-sm">
          <span className="badge badge-outline">{STATUS_LABEL[booking.status]}</span>
          {booking.refundStatus === 'refunded' && <span className="badge badge-success ml-2">Refunded</span>}
        </p>
        <div className="flex flex-wrap gap-2">
          {(booking.status === 'pending' || booking.status === 'confirmed') &&
            Date.parse(booking.scheduledAt) > now && (
              <button
                type="button"
                className="btn btn-outline btn-error"
                onClick={() => setCancelling(booking)}
              >
                Cancel
              </button>
            )}
          {booking.status === 'completed' && !booking.reviewed && (
            <button type="button" className="btn btn-primary" onClick={() => setReviewing(booking)}>
              Leave a review
            </button>
          )}
        </div>
      </div>
    </li>
  );
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="mb-2 text-xl font-semibold">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="opacity-80">No upcoming sessions.</p>
        ) : (
          <ul className="flex flex-col gap-3">{upcoming.map(row)}</ul>
        )}
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title" className="mb-2 text-xl font-semibold">
          Past
        </h2>
        {past.length === 0 ? (
          <p className="opacity-80">No past sessions.</p>
        ) : (
          <ul className="flex flex-col gap-3">{past.map(row)}</ul>
        )}
      </section>
      {cancelling && <CancelDialog booking={cancelling} by="member" onClose={() => setCancelling(null)} />}
      {reviewing && <ReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />}
    </div>
  );
}
