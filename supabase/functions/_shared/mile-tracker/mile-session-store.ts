import type {
  ActivityType,
  MileSession,
  MileSplit,
  RoutePoint,
  SessionStatus,
  TrackingMode,
} from '../contract/mile-tracker.ts';
import { MILE_UNITS } from '../contract/mile-tracker.ts';
import type { Tx } from '../db/database.ts';
import type { Narrowed, Row } from '../db/rows.ts';
import type { FinishTotals, PartialSplit, StoredSession, StoredSplit } from '../domain/mile-session-rules.ts';

/**
 * Reads and writes of the caller's mile sessions. Every statement runs as the member (asUser), so
 * row-level security decides visibility; `(select auth.uid())` only names the owner of new rows.
 * Writes to one session lock its row first, so concurrent splits and a finish happen one at a time.
 */

/** route_point_count is generated from the route, which is never null and always an array. */
type SessionRow = Narrowed<
  Pick<
    Row<'public.mile_tracker_session'>,
    | 'id'
    | 'activity_type'
    | 'status'
    | 'tracking_mode'
    | 'total_distance'
    | 'total_time'
    | 'average_pace'
    | 'paused_time'
    | 'started_at'
    | 'completed_at'
    | 'route_point_count'
  >,
  { route_point_count: number }
>;

type SplitRow = Pick<
  Row<'public.mile_tracker_split'>,
  | 'id'
  | 'session_id'
  | 'mile_number'
  | 'split_time'
  | 'cumulative_time'
  | 'pace'
  | 'distance'
  | 'completed_at'
>;

const sessionColumns = (tx: Tx) => tx`
  s.id, s.activity_type, s.status, s.tracking_mode, s.total_distance, s.total_time, s.average_pace,
  s.paused_time, s.started_at, s.completed_at, s.route_point_count`;

const toSplit = (row: SplitRow): MileSplit => ({
  id: row.id,
  mileNumber: row.mile_number,
  splitTime: row.split_time,
  cumulativeTime: row.cumulative_time,
  pace: row.pace,
  distance: row.distance,
  partial: row.distance < MILE_UNITS,
  completedAt: row.completed_at.toISOString(),
});

const toSession = (row: SessionRow, splits: MileSplit[]): MileSession => ({
  id: row.id,
  activityType: row.activity_type,
  status: row.status,
  trackingMode: row.tracking_mode,
  totalDistance: row.total_distance,
  totalTime: row.total_time,
  averagePace: row.average_pace,
  pausedTime: row.paused_time,
  startedAt: row.started_at.toISOString(),
  completedAt: row.completed_at ? row.completed_at.toISOString() : null,
  routePointCount: row.route_point_count,
  splits,
});

/** The sessions' splits in mile order, attached to their sessions. */
async function withSplits(tx: Tx, rows: SessionRow[]): Promise<MileSession[]> {
  if (rows.length === 0) return [];
  const splits = await tx<SplitRow[]>`
    select id, session_id, mile_number, split_time, cumulative_time, pace, distance, completed_at
    from public.mile_tracker_split
    where session_id = any(${rows.map((row) => row.id)}::uuid[])
    order by session_id, mile_number`;
  const bySession = new Map<string, MileSplit[]>();
  for (const split of splits) {
    const list = bySession.get(split.session_id) ?? [];
    list.push(toSplit(split));
    bySession.set(split.session_id, list);
  }
  return rows.map((row) => toSession(row, bySession.get(row.id) ?? []));
}

export async function findActiveSession(tx: Tx): Promise<MileSession | null> {
  const rows = await tx<SessionRow[]>`
    select ${sessionColumns(tx)} from public.mile_tracker_session s
    where s.user_id = (select auth.uid()) and s.status = 'active'`;
  const [session] = await withSplits(tx, rows);
  return session ?? null;
}

export async function findSession(tx: Tx, id: string): Promise<MileSession | null> {
  const rows = await tx<SessionRow[]>`
    select ${sessionColumns(tx)} from public.mile_tracker_session s where s.id = ${id}`;
  const [session] = await withSplits(tx, rows);
  return session ?? null;
}

export async function findSessionCursor(tx: Tx, id: string) {
  const [row] = await tx<Pick<Row<'public.mile_tracker_session'>, 'id' | 'started_at'>[]>`
    select id, started_at from public.mile_tracker_session where id = ${id}`;
  return row;
}

/** Newest first; `before` continues after that session, so sessions started meanwhile never shift a page. */
export async function listSessions(
  tx: Tx,
  {
    status,
    limit,
    before,
  }: {
    status?: SessionStatus | undefined;
    limit: number;
    before?: { id: string; started_at: Date } | undefined;
  },
): Promise<MileSession[]> {
  const rows = await tx<SessionRow[]>`
    select ${sessionColumns(tx)} from public.mile_tracker_session s
    where s.user_id = (select auth.uid())
      ${status ? tx`and s.status = ${status}` : tx``}
      ${before ? tx`and (s.started_at, s.id) < (${before.started_at}, ${before.id})` : tx``}
    order by s.started_at desc, s.id desc
    limit ${limit}`;
  return withSplits(tx, rows);
}

/** Inserts the member's new active session; undefined when they already have one. */
export async function insertSession(
  tx: Tx,
  { activityType, trackingMode }: { activityType: ActivityType; trackingMode: TrackingMode },
): Promise<MileSession | undefined> {
  const rows = await tx<SessionRow[]>`
    insert into public.mile_tracker_session (user_id, activity_type, tracking_mode)
    values ((select auth.uid()), ${activityType}, ${trackingMode})
    on conflict (user_id) where status = 'active' do nothing
    returning id, activity_type, status, tracking_mode, total_distance, total_time, average_pace,
              paused_time, started_at, completed_at, route_point_count`;
  const [row] = rows;
  return row ? toSession(row, []) : undefined;
}

export interface LockedSession extends StoredSession {
  id: string;
  routePointCount: number;
  startedAt: Date;
  splits: (StoredSplit & { id: string })[];
}

/** The session and its splits, its row locked until the transaction ends; undefined when not the caller's. */
export async function lockSession(tx: Tx, id: string): Promise<LockedSession | undefined> {
  const [row] = await tx<SessionRow[]>`
    select ${sessionColumns(tx)} from public.mile_tracker_session s where s.id = ${id} for update`;
  if (!row) return undefined;
  const splits = await tx<SplitRow[]>`
    select id, session_id, mile_number, split_time, cumulative_time, pace, distance, completed_at
    from public.mile_tracker_split where session_id = ${id} order by mile_number`;
  return {
    id: row.id,
    status: row.status,
    activityType: row.activity_type,
    totalDistance: row.total_distance,
    totalTime: row.total_time,
    averagePace: row.average_pace,
    routePointCount: row.route_point_count,
    startedAt: row.started_at,
    splits: splits.map((split) => ({
      id: split.id,
      mileNumber: split.mile_number,
      splitTime: split.split_time,
      cumulativeTime: split.cumulative_time,
      distance: split.distance,
    })),
  };
}

export async function findSplit(
  tx: Tx,
  sessionId: string,
  mileNumber: number,
): Promise<MileSplit | undefined> {
  const [row] = await tx<SplitRow[]>`
    select id, session_id, mile_number, split_time, cumulative_time, pace, distance, completed_at
    from public.mile_tracker_split where session_id = ${sessionId} and mile_number = ${mileNumber}`;
  return row && toSplit(row);
}

/** Records the next whole mile and keeps the session's running totals (distance, time, pace) in step. */
export async function insertWholeMile(
  tx: Tx,
  sessionId: string,
  split: { mileNumber: number; splitTime: number; cumulativeTime: number },
): Promise<MileSplit> {
  const [row] = await tx<SplitRow[]>`
    insert into public.mile_tracker_split (session_id, user_id, mile_number, split_time, cumulative_time, pace, distance)
    values (${sessionId}, (select auth.uid()), ${split.mileNumber}, ${split.splitTime}, ${split.cumulativeTime},
            ${split.splitTime}, ${MILE_UNITS})
    returning id, session_id, mile_number, split_time, cumulative_time, pace, distance, completed_at`;
  if (!row) throw new Error('Insert returned no split');
  await tx`
    update public.mile_tracker_session
    set total_distance = ${split.mileNumber * MILE_UNITS},
        total_time = ${split.cumulativeTime},
        average_pace = round(${split.cumulativeTime}::numeric / ${split.mileNumber})
    where id = ${sessionId}`;
  return toSplit(row);
}

/** Appends GPS points to the session's route (in the same transaction as the split or finish they came with). */
export async function appendRoute(tx: Tx, sessionId: string, points: RoutePoint[]): Promise<void> {
  if (points.length === 0) return;
  await tx`
    update public.mile_tracker_session
    set route = route || ${tx.json(points as never)}::jsonb
    where id = ${sessionId}`;
}

/** Stores the partial last mile (if any) and completes the session with the checked totals. */
export async function completeSession(
  tx: Tx,
  sessionId: string,
  {
    totals,
    partial,
    completedAt,
    pausedTime,
  }: { totals: FinishTotals; partial: PartialSplit | null; completedAt: string; pausedTime: number },
): Promise<void> {
  if (partial) {
    await tx`
      insert into public.mile_tracker_split (session_id, user_id, mile_number, split_time, cumulative_time, pace, distance, completed_at)
      values (${sessionId}, (select auth.uid()), ${partial.mileNumber}, ${partial.splitTime}, ${partial.cumulativeTime},
              ${partial.pace}, ${partial.distance}, ${completedAt})`;
  }
  await tx`
    update public.mile_tracker_session
    set status = 'completed',
        total_distance = ${totals.totalDistance},
        total_time = ${totals.totalTime},
        average_pace = ${totals.averagePace},
        paused_time = ${pausedTime},
        completed_at = ${completedAt}
    where id = ${sessionId}`;
}

export async function readRoute(tx: Tx, id: string): Promise<RoutePoint[] | undefined> {
  // Only the API writes the route, from the contract's points.
  const [row] = await tx<
    Narrowed<Pick<Row<'public.mile_tracker_session'>, 'route'>, { route: RoutePoint[] }>[]
  >`
    select route from public.mile_tracker_session where id = ${id}`;
  return row?.route;
}
