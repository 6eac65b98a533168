import { SPECIALTY_LABELS, TRAINER_SPECIALTIES } from '@contract/trainer-rules.ts';
import type { TrainerCard } from '@contract/trainers.ts';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '@/components/search-field.tsx';
import { paths } from '@/config/paths.ts';
import { trainerQueries } from '../api.ts';
import { centsOf, dollars } from '../money.ts';

const specialtyLabel = (value: string) => SPECIALTY_LABELS[value as keyof typeof SPECIALTY_LABELS] ?? value;

function TrainerCardItem({ trainer }: { trainer: TrainerCard }) {
  return (
    <li className="card bg-base-200">
      <Link to={paths.trainer.getHref(trainer.id)} className="card-body flex-row items-center gap-3 p-4">
        {trainer.photoUrl ? (
          <img src={trainer.photoUrl} alt="" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-primary-content"
          >
            {trainer.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{trainer.name}</h2>
          <p className="text-sm opacity-80">{trainer.specialties.map(specialtyLabel).join(' · ')}</p>
          <p className="flex flex-wrap items-center gap-x-3 text-sm">
            <span className="flex items-center gap-1">
              <Star size={14} aria-hidden className="text-warning" />
              {trainer.totalReviews > 0 ? `${trainer.rating.toFixed(1)} (${trainer.totalReviews})` : 'New'}
            </span>
            {trainer.location && (
              <span className="flex items-center gap-1 opacity-80">
                <MapPin size={14} aria-hidden />
                {trainer.location}
              </span>
            )}
          </p>
        </div>
        <p className="shrink-0 text-right text-sm">
          {trainer.priceFrom !== null ? (
            <>
              <span className="block opacity-70">from</span>
              <span className="font-semibold">{dollars(trainer.priceFrom)}</span>
            </>
          ) : (
            <span className="opacity-70">No services yet</span>
          )}
        </p>
      </Link>
    </li>
  );
}

/** Search, filters and the listed trainers, best rated first. */
export function TrainerDirectory() {
  const [q, setQ] = useState('');
  const [specialty, setSpecialty] = useState('');
  const [online, setOnline] = useState(false);
  const [maxPrice, setMaxPrice] = useState('');
  const max = maxPrice ? centsOf(maxPrice) : undefined;
  const trainers = useQuery(
    trainerQueries.list({ q: q.trim(), specialty, online, ...(max !== undefined ? { maxPrice: max } : {}) }),
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SearchField label="Search trainers" value={q} onChange={setQ} placeholder="Name, specialty, city" />
        <div className="flex flex-col gap-1">
          <label htmlFor="specialty-filter" className="text-sm font-medium">
            Specialty
          </label>
          <select
            id="specialty-filter"
            className="select w-full"
            value={specialty}
            onChange={(event) => setSpecialty(event.target.value)}
          >
            <option value="">Any specialty</option>
            {TRAINER_SPECIALTIES.map((value) => (
              <option key={value} value={value}>
                {SPECIALTY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="max-price-filter" className="text-sm font-medium">
            Max price per session ($)
          </label>
          <input
            id="max-price-filter"
            className="input w-full"
            type="number"
            min={0}
            inputMode="decimal"
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 self-end">
          <input
            type="checkbox"
            className="checkbox"
            checked={online}
            onChange={(event) => setOnline(event.target.checked)}
          />
          Online only
        </label>
      </div>
      {trainers.isPending && <p aria-busy>Loading trainers…</p>}
      {trainers.isError && (
        <p role="alert" className="text-error">
          Unable to load trainers.{' '}
          <button type="button" className="btn btn-sm" onClick={() => void trainers.refetch()}>
            Try again
          </button>
        </p>
      )}
      {trainers.data?.length === 0 && <p className="opacity-80">No trainers match these filters yet.</p>}
      {trainers.data && trainers.data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Trainers">
          {trainers.data.map((trainer) => (
            <TrainerCardItem key={trainer.id} trainer={trainer} />
          ))}
        </ul>
      )}
    </div>
  );
}
