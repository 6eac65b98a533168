import {
  ONLINE_LOCATION,
  SPECIALTY_LABELS,
  TRAINER_SPECIALTIES,
  type TrainerSpecialty,
} from '@contract/trainer-rules.ts';
import type { Availability, Booking, OwnTrainer } from '@contract/trainers.ts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { messageOf } from '@/lib/api/http-error.ts';
import { browserTimeZoneHere } from '@/lib/time-zone/browser-time-zone.ts';
import {
  trainerQueries,
  useAddService,
  useBookingAction,
  usePayouts,
  useSaveAvailability,
  useSaveTrainer,
  useToggleService,
} from '../api.ts';
import { earningsByMonth } from '../booking-rules.ts';
import { centsOf, dollars } from '../money.ts';
import { CancelDialog, when } from './my-bookings.tsx';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function ErrorLine({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="text-sm text-error">
      {messageOf(error, fallback)}
    </p>
  );
}

/** Become a trainer, or edit the profile. */
export function TrainerProfileForm({ own }: { own: OwnTrainer | null }) {
  const save = useSaveTrainer(own !== null);
  const [bio, setBio] = useState(own?.bio ?? '');
  const [specialties, setSpecialties] = useState<string[]>(own?.specialties ?? []);
  const [certifications, setCertifications] = useState(own?.certifications.join(', ') ?? '');
  const [experience, setExperience] = useState(String(own?.experience ?? ''));
  const [rate, setRate] = useState(own?.hourlyRate != null ? String(own.hourlyRate / 100) : '');
  const [online, setOnline] = useState((own?.location ?? ONLINE_LOCATION) === ONLINE_LOCATION);
  const [location, setLocation] = useState(
    own?.location && own.location !== ONLINE_LOCATION ? own.location : '',
  );
  const [timeZone, setTimeZone] = useState(own?.timeZone ?? browserTimeZoneHere());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      bio: bio.trim(),
      specialties: specialties as TrainerSpecialty[],
      certifications: certifications
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      experience: Number(experience || 0),
      hourlyRate: centsOf(rate) ?? 0,
      location: online ? ONLINE_LOCATION : location.trim(),
      timeZone,
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Trainer profile">
      <div className="flex flex-col gap-1">
        <label htmlFor="trainer-bio" className="text-sm font-medium">
          Bio
        </label>
        <textarea
          id="trainer-bio"
          className="textarea w-full"
          maxLength={2000}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Specialties</legend>
        <div className="grid grid-cols-2 gap-1">
          {TRAINER_SPECIALTIES.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className="checkbox"
                checked={specialties.includes(value)}
                onChange={(e) =>
                  setSpecialties(
                    e.target.checked ? [...specialties, value] : specialties.filter((s) => s !== value),
                  )
                }
              />
              {SPECIALTY_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Certifications (comma separated)"
        value={certifications}
        onChange={(e) => setCertifications(e.target.value)}
      />
      <TextField
        label="Years of experience"
        type="number"
        min={0}
        max={80}
        step={1}
        value={experience}
        onChange={(e) => setExperience(e.target.value)}
      />
      <TextField
        label="Hourly rate ($)"
        type="number"
        min={0}
        step="0.01"
        value={rate}
        onChange={(e) => setRate(e.target.value)}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          className="checkbox"
          checked={online}
          onChange={(e) => setOnline(e.target.checked)}
        />
        Online sessions only
      </label>
      {!online && (
        <TextField label="Location" value={location} onChange={(e) => setLocation(e.target.value)} />
      )}
      <TextField
        label="Time zone"
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
        hint="For example Europe/Paris"
      />
      {save.isError && <ErrorLine error={save.error} fallback="The profile could not be saved" />}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {own ? 'Save profile' : 'Become a trainer'}
      </button>
    </form>
  );
}

function ServicesEditor({ own }: { own: OwnTrainer }) {
  const add = useAddService();
  const toggle = useToggleService();
  const [name, setName] = useState('');
  const [duration, setDuration] = useState('60');
  const [price, setPrice] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        name: name.trim(),
        description: '',
        duration: Number(duration),
        price: centsOf(price) ?? -1,
        isActive: true,
      },
      {
        onSuccess: () => {
          setName('');
          setPrice('');
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      {own.services.length === 0 ? (
        <p className="opacity-80">No services yet: add one members can book.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Your services">
          {own.services.map((service) => (
            <li
              key={service.id}
              className="flex items-center justify-between gap-2 rounded-box bg-base-100 p-3"
            >
              <span>
                {service.name} · {service.duration} min · {dollars(service.price)}
              </span>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="toggle"
                  checked={service.isActive}
                  onChange={(e) => toggle.mutate({ id: service.id, isActive: e.target.checked })}
                />
                Bookable
              </label>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-2 sm:grid-cols-4" aria-label="New service">
        <TextField
          label="Service name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="sm:col-span-2"
        />
        <TextField
          label="Minutes"
          type="number"
          min={15}
          max={240}
          step={1}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
        />
        <TextField
          label="Price ($)"
          type="number"
          min={0}
          step="0.01"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        {add.isError && <ErrorLine error={add.error} fallback="The service could not be added" />}
        <button type="submit" className="btn btn-primary sm:col-span-4" disabled={add.isPending}>
          Add service
        </button>
      </form>
    </div>
  );
}

function AvailabilityEditor({ own }: { own: OwnTrainer }) {
  const save = useSaveAvailability();
  const initial = WEEKDAYS.map((_, weekday) => {
    const window = own.availability.weekly.find((w) => w.weekday === weekday);
    return { on: Boolean(window), start: window?.start ?? '09:00', end: window?.end ?? '17:00' };
  });
  const [days, setDays] = useState(initial);
  const [datesOff, setDatesOff] = useState(own.availability.datesOff.join(', '));
  const [timeZone, setTimeZone] = useState(own.availability.timeZone);
  const set = (index: number, change: Partial<(typeof initial)[number]>) =>
    setDays(days.map((day, i) => (i === index ? { ...day, ...change } : day)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Availability = {
      timeZone,
      weekly: days.flatMap((day, weekday) => (day.on ? [{ weekday, start: day.start, end: day.end }] : [])),
      datesOff: datesOff
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    };
    save.mutate(body);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Availability">
      {days.map((day, weekday) => (
        <fieldset key={WEEKDAYS[weekday]} className="grid grid-cols-[1fr_auto_auto] items-center gap-2">
          <legend className="sr-only">{WEEKDAYS[weekday]}</legend>
          <label className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="checkbox"
              checked={day.on}
              onChange={(e) => set(weekday, { on: e.target.checked })}
            />
            {WEEKDAYS[weekday]}
          </label>
          <input
            type="time"
            className="input w-28"
            aria-label={`${WEEKDAYS[weekday]} from`}
            value={day.start}
            disabled={!day.on}
            onChange={(e) => set(weekday, { start: e.target.value })}
          />
          <input
            type="time"
            className="input w-28"
            aria-label={`${WEEKDAYS[weekday]} until`}
            value={day.end}
            disabled={!day.on}
            onChange={(e) => set(weekday, { end: e.target.value })}
          />
        </fieldset>
      ))}
      <TextField
        label="Dates off (YYYY-MM-DD, comma separated)"
        value={datesOff}
        onChange={(e) => setDatesOff(e.target.value)}
      />
      <TextField
        label="Availability time zone"
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
      />
      {save.isError && <ErrorLine error={save.error} fallback="The availability could not be saved" />}
      {save.isSuccess && (
        <p role="status" className="text-sm text-success">
          Availability saved
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        Save availability
      </button>
    </form>
  );
}

function Sessions() {
  const bookings = useQuery(trainerQueries.bookings('trainer'));
  const action = useBookingAction();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const now = Date.now();
  const all = bookings.data ?? [];
  const requests = all.filter((b) => b.status === 'pending');
  const confirmed = all.filter((b) => b.status === 'confirmed');
  const earnings = earningsByMonth(all);
  // Each section keeps its place while the list loads, so nothing below it moves.
  const state = bookings.isPending ? (
    <p aria-busy>Loading sessions…</p>
  ) : bookings.isError ? (
    <p role="alert" className="text-error">
      Unable to load your sessions.
    </p>
  ) : null;
  return (
    <>
      <DashboardCard title="Requests" spacing="gap-2">
        {state ?? (requests.length === 0 && <p className="opacity-80">No requests waiting.</p>)}
        <ul className="flex flex-col gap-2">
          {requests.map((b) => (
            <li key={b.id} className="flex flex-col gap-2 rounded-box bg-base-100 p-3">
              <p>
                {b.memberName}: {b.serviceName} · {when(b.scheduledAt)} · {dollars(b.totalPrice)}
                {b.paymentMode === 'stripe' && !b.paid ? ' (payment pending)' : ''}
              </p>
              {b.notes && <p className="text-sm opacity-80">{b.notes}</p>}
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => action.mutate({ id: b.id, action: 'accept' })}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => action.mutate({ id: b.id, action: 'decline' })}
                >
                  Decline
                </button>
              </div>
            </li>
          ))}
        </ul>
        {action.isError && <ErrorLine error={action.error} fallback="That did not work" />}
      </DashboardCard>
      <DashboardCard title="Confirmed sessions" spacing="gap-2">
        {state ?? (confirmed.length === 0 && <p className="opacity-80">No confirmed sessions.</p>)}
        <ul className="flex flex-col gap-2">
          {confirmed.map((b) => (
            <li key={b.id} className="flex flex-col gap-2 rounded-box bg-base-100 p-3">
              <p>
                {b.memberName}: {b.serviceName} · {when(b.scheduledAt)}
              </p>
              <div className="flex flex-wrap gap-2">
                {Date.parse(b.endsAt) <= now && (
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => action.mutate({ id: b.id, action: 'complete' })}
                  >
                    Mark completed
                  </button>
                )}
                {Date.parse(b.scheduledAt) <= now && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => action.mutate({ id: b.id, action: 'no-show' })}
                  >
                    Mark no-show
                  </button>
                )}
                <button type="button" className="btn btn-outline btn-error" onClick={() => setCancelling(b)}>
                  Cancel
                </button>
              </div>
            </li>
          ))}
        </ul>
      </DashboardCard>
      <DashboardCard title="Earnings" spacing="gap-2">
        {state ??
          (earnings.length === 0 ? (
            <p className="opacity-80">No completed sessions yet.</p>
          ) : (
            <dl className="grid grid-cols-2 gap-1">
              {earnings.map(([month, cents]) => (
                <div key={month} className="contents">
                  <dt>
                    {new Date(`${month}-01T12:00:00`).toLocaleDateString(undefined, {
                      month: 'long',
                      year: 'numeric',
                    })}
                  </dt>
                  <dd className="text-right font-semibold">{dollars(cents)}</dd>
                </div>
              ))}
            </dl>
          ))}
      </DashboardCard>
      {cancelling && <CancelDialog booking={cancelling} by="trainer" onClose={() => setCancelling(null)} />}
    </>
  );
}

function StatusCard({ own }: { own: OwnTrainer }) {
  const payouts = usePayouts();
  const listing =
    own.listingStatus === 'free'
      ? 'Listed for free'
      : own.listed
        ? `Listed (${own.listingStatus === 'free_trial' ? 'trial' : 'plan active'}${own.listingEndsAt ? ` until ${new Date(own.listingEndsAt).toLocaleDateString()}` : ''})`
        : 'Not listed';
  return (
    <DashboardCard title="Listing and payouts" spacing="gap-2">
      <p>
        {listing}
        {!own.isActive && ' · profile hidden'}
      </p>
      {own.listed && (
        <Link to={paths.trainer.getHref(own.id)} className="btn btn-ghost bg-base-100 self-start">
          View my page
        </Link>
      )}
      <p>
        {own.payoutsEnabled
          ? 'Payouts connected: members pay by card.'
          : own.paymentsAvailable
            ? 'Payouts not connected: members pay you in person.'
            : 'Card payments are not set up on this server: members pay you in person.'}
      </p>
      {own.paymentsAvailable && !own.payoutsEnabled && (
        <button
          type="button"
          className="btn btn-primary self-start"
          disabled={payouts.isPending}
          onClick={() =>
            payouts.mutate(undefined, {
              onSuccess: ({ url }) => {
                window.location.assign(url);
              },
            })
          }
        >
          Connect payouts with Stripe
        </button>
      )}
      {payouts.isError && <ErrorLine error={payouts.error} fallback="Stripe could not be reached" />}
    </DashboardCard>
  );
}

/** The trainer's dashboard: status, sessions, earnings, profile, services and availability. */
export function TrainerDashboard() {
  const own = useQuery(trainerQueries.own());
  if (own.isPending) return <p aria-busy>Loading…</p>;
  if (own.isError)
    return (
      <p role="alert" className="text-error">
        Unable to load your trainer profile.
      </p>
    );
  if (!own.data) {
    return (
      <DashboardCard title="Become a trainer">
        <p className="opacity-80">
          Members find you in Trainers and book your services. The first 14 days of listing are free.
        </p>
        <TrainerProfileForm own={null} />
      </DashboardCard>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <StatusCard own={own.data} />
      <Sessions />
      <DashboardCard title="Services">
        <ServicesEditor own={own.data} />
      </DashboardCard>
      <DashboardCard title="Availability">
        <AvailabilityEditor own={own.data} />
      </DashboardCard>
      <DashboardCard title="Profile">
        <TrainerProfileForm own={own.data} />
      </DashboardCard>
    </div>
  );
}

/** One titled card of the dashboard: a region named by its heading. */
function DashboardCard({
  title,
  spacing = 'gap-3',
  children,
}: {
  title: string;
  spacing?: 'gap-2' | 'gap-3';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card bg-base-200">
      <div className={`card-body ${spacing} p-4`}>
        <h2 id={titleId} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
