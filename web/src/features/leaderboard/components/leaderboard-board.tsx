import type { LeaderboardEntry, LeaderboardPeriod, LeaderboardSummary } from '@contract/leaderboard.ts';
import { useQuery } from '@tanstack/react-query';
import { Award, BarChart3, EyeOff, Lightbulb, Medal, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FigureCards } from '@/components/figure-cards.tsx';
import { paths } from '@/config/paths.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { formatFigure } from '@/lib/units.ts';
import { leaderboardQueries } from '../api.ts';

const PERIODS: { value: LeaderboardPeriod; label: string }[] = [
  { value: 'all', label: 'All Time' },
  { value: 'week', label: 'This Week' },
];

const reps = (count: number) => `${formatFigure(count)} ${count === 1 ? 'rep' : 'reps'}`;

/** Gold, silver and bronze by rank, so members tied for a place share its colour. */
const PODIUM = [
  { icon: Trophy, tone: 'text-warning', ring: 'border-warning/60' },
  { icon: Medal, tone: 'text-base-content/80', ring: 'border-base-content/40' },
  { icon: Award, tone: 'text-orange-400', ring: 'border-orange-400/60' },
] as const;

function PeriodSwitch({
  period,
  onChange,
}: {
  period: LeaderboardPeriod;
  onChange: (p: LeaderboardPeriod) => void;
}) {
  return (
    <fieldset className="join" aria-label="Period">
      {PERIODS.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`btn btn-sm join-item ${option.value === period ? 'btn-primary' : 'btn-ghost bg-base-200'}`}
          aria-pressed={option.value === period}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

function SummaryCards({ summary }: { summary: LeaderboardSummary }) {
  const figures = [
    { label: 'Top Score', value: reps(summary.topScore), icon: Trophy },
    { label: 'Total Users', value: formatFigure(summary.totalUsers), icon: Users },
    { label: 'Average Reps', value: formatFigure(summary.averageReps), icon: BarChart3 },
  ];
  return <FigureCards label="Leaderboard summary" figures={figures} columns="sm:grid-cols-3" />;
}

function TopPerformers({ entries, myId }: { entries: LeaderboardEntry[]; myId: string }) {
  return (
    <section aria-labelledby="top-performers-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="top-performers-title" className="card-title text-xl">
          Top Performers
        </h2>
        <ol className="grid gap-3 md:grid-cols-3" aria-label="Top performers">
          {entries.slice(0, 3).map((entry) => {
            const podium = PODIUM[Math.min(entry.rank, 3) - 1] ?? PODIUM[2];
            const Icon = podium.icon;
            return (
              <li
                key={entry.userId}
                className={`flex items-center gap-3 rounded-box border-2 bg-base-100 p-4 ${podium.ring}`}
              >
                <Icon size={32} className={`shrink-0 ${podium.tone}`} aria-hidden />
                <div className="min-w-0">
                  <p className="text-xs uppercase tracking-wide opacity-70">#{entry.rank}</p>
                  <p className="break-words font-semibold">
                    {entry.name}
                    {entry.userId === myId && <span className="badge badge-primary badge-sm ml-2">You</span>}
                  </p>
                  <p className="break-all text-sm opacity-70">@{entry.username}</p>
                  <p className="font-bold text-primary">{reps(entry.totalReps)}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

function RankingRow({
  entry,
  isMe,
}: {
  entry: Pick<LeaderboardEntry, 'rank' | 'name' | 'username' | 'totalReps'>;
  isMe: boolean;
}) {
  return (
    <div
      className={`flex items-center gap-3 rounded-box p-3 ${isMe ? 'bg-primary/15 ring-1 ring-primary/50' : 'bg-base-100'}`}
    >
      <span className="w-12 shrink-0 text-center font-bold tabular-nums">#{entry.rank}</span>
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium">
          {entry.name}
          {isMe && <span className="badge badge-primary badge-sm ml-2">You</span>}
        </p>
        <p className="break-all text-sm opacity-70">@{entry.username}</p>
      </div>
      <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums">{reps(entry.totalReps)}</span>
    </div>
  );
}

function YourStanding({ summary, listed }: { summary: LeaderboardSummary; listed: boolean }) {
  const user = useSignedInUser();
  if (summary.hidden) {
    return (
      <div role="note" className="alert">
        <EyeOff size={18} aria-hidden />
        <span>
          You are hidden from the leaderboard.{' '}
          <Link to={paths.settings.getHref()} className="link link-primary">
            Change this in Settings
          </Link>
        </span>
      </div>
    );
  }
  if (!summary.me) {
    return (
      <p className="rounded-box bg-base-100 p-3 text-sm opacity-80">
        {summary.period === 'week'
          ? 'You have no reps this week yet. Log sets and reps to join the board.'
          : 'Log a workout with sets and reps to join the board.'}
      </p>
    );
  }
  if (listed) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return (
    <section aria-label="Your rank" className="flex flex-col gap-2">
      <p className="text-sm opacity-70">Your rank</p>
      <RankingRow
        entry={{
          rank: summary.me.rank,
          name: fullName,
          username: user.username,
          totalReps: summary.me.totalReps,
        }}
        isMe
      />
    </section>
  );
}

function LoadingSkeleton() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Loading leaderboard">
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="skeleton h-20 rounded-box" />
        ))}
      </div>
      <div className="skeleton h-32 rounded-box" />
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="skeleton h-14 rounded-box" />
      ))}
    </div>
  );
}

/** The leaderboard, with a period switch, shared ranks and the member's own place. */
export function LeaderboardBoard() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('all');
  const entries = useQuery(leaderboardQueries.entries(period));
  const summary = useQuery(leaderboardQueries.summary(period));
  const user = useSignedInUser();

  const failed = entries.isError || summary.isError;
  const retry = () => Promise.all([entries.refetch(), summary.refetch()]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSwitch period={period} onChange={setPeriod} />
        {period === 'week' && <p className="text-xs opacity-70">The week runs from Sunday 00:00 UTC.</p>}
      </div>

      {(entries.isPending || summary.isPending) && !failed && <LoadingSkeleton />}
      {failed && (
        <div role="alert" className="alert alert-error flex justify-between">
          <span>Unable to load the leaderboard</span>
          <button type="button" className="btn btn-sm" onClick={retry}>
            Try again
          </button>
        </div>
      )}

      {entries.isSuccess && summary.isSuccess && entries.data.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 p-8 text-center">
          <Trophy size={32} className="text-primary" aria-hidden />
          <p className="text-lg font-semibold">No workout data yet</p>
          <p className="text-sm opacity-80">
            Log a strength or dumbbell workout with sets and reps, and the rankings start here.
          </p>
          <YourStanding summary={summary.data} listed={false} />
        </div>
      )}

      {entries.isSuccess && summary.isSuccess && entries.data.length > 0 && (
        <>
          <SummaryCards summary={summary.data} />
          <TopPerformers entries={entries.data} myId={user.id} />
          <section aria-labelledby="full-rankings-title" className="card bg-base-200">
            <div className="card-body gap-3">
              <h2 id="full-rankings-title" className="card-title text-xl">
                Full Rankings
              </h2>
              <ol className="flex flex-col gap-2" aria-label="Full rankings">
                {entries.data.map((entry) => (
                  <li key={entry.userId}>
                    <RankingRow entry={entry} isMe={entry.userId === user.id} />
                  </li>
                ))}
              </ol>
              <YourStanding
                summary={summary.data}
                listed={entries.data.some((entry) => entry.userId === user.id)}
              />
            </div>
          </section>
        </>
      )}

      <aside
        aria-label="Tip"
        className="flex items-start gap-3 rounded-box border border-primary/30 bg-primary/10 p-4"
      >
        <Lightbulb className="shrink-0 text-primary" aria-hidden />
        <div>
          <p className="font-semibold">Climb the leaderboard</p>
          <p className="text-sm opacity-80">
            Every rep counts: log your sets and reps with each strength and dumbbell workout. Consistency
            beats one big day.
          </p>
        </div>
      </aside>
    </div>
  );
}
