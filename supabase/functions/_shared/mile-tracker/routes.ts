import { MAX_SESSION_SECONDS, ROUTE_POINTS_PER_SESSION } from '../contract/mile-tracker.ts';
import { MILE_SESSION_NOT_FOUND, mileTrackerOperations } from '../contract/operations/mile-tracker.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { decideFinish, decideSplit, type Refusal } from '../domain/mile-session-rules.ts';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import {
  appendRoute,
  completeSession,
  findActiveSession,
  findSession,
  findSessionCursor,
  findSplit,
  insertSession,
  insertWholeMile,
  listSessions,
  lockSession,
  readRoute,
} from './mile-session-store.ts';

/**
 * How far a client's completedAt may stray from the server's view of the session (its start and
 * now) before it is refused as absurd. Within that, it is clamped into the session's span: a phone
 * whose clock is off by minutes must not lose the run it is finishing.
 */
const CLOCK_SKEW_LIMIT_MS = 24 * 60 * 60 * 1000;

const refusal = (decision: Refusal): ApiError =>
  new ApiError(decision.status, decision.code, `${decision.field}: ${decision.message}`, {
    fields: { [decision.field]: decision.message },
  });

function checkRouteRoom(stored: number, adding: number) {
  if (stored + adding > ROUTE_POINTS_PER_SESSION) {
    throw badRequest(
      'route_too_long',
      `route: A session keeps at most ${ROUTE_POINTS_PER_SESSION} route points`,
      { route: `A session keeps at most ${ROUTE_POINTS_PER_SESSION} route points` },
    );
  }
}

/**
 * /api/mile-tracker: the active session, history, start, splits and finish, plus one session and
 * its GPS route. The rules live in domain/mile-session-rules.ts.
 */
export function mileTrackerRoutes({ sql, auth }: { sql: Sql; auth: SessionAuthority }) {
  const { app, on } = operationRouter(auth);

  on(mileTrackerOperations.active, async (c) =>
    c.json(await asUser(sql, c.get('claims'), findActiveSession)),
  );

  on(mileTrackerOperations.list, async (c, { query }) => {
    const sessions = await asUser(sql, c.get('claims'), async (tx) => {
      const before = query.before ? await findSessionCursor(tx, query.before) : undefined;
      if (query.before && !before) {
        throw badRequest('invalid_cursor', 'before: must be the id of one of your sessions', {
          before: 'must be the id of one of your sessions',
        });
      }
      return listSessions(tx, { status: query.status, limit: query.limit, before });
    });
    return c.json(sessions);
  });

  on(mileTrackerOperations.start, async (c, { body }) => {
    const session = await asUser(sql, c.get('claims'), (tx) => insertSession(tx, body));
    if (!session) {
      throw conflict(
        'session_already_active',
        'You already have an active session: finish it before starting another',
      );
    }
    return c.json(session, 201);
  });

  on(mileTrackerOperations.get, async (c, { params: { id } }) => {
    const session = await asUser(sql, c.get('claims'), (tx) => findSession(tx, id));
    if (!session) throw notFound(MILE_SESSION_NOT_FOUND);
    return c.json(session);
  });

  on(mileTrackerOperations.route, async (c, { params: { id } }) => {
    const points = await asUser(sql, c.get('claims'), (tx) => readRoute(tx, id));
    if (!points) throw notFound(MILE_SESSION_NOT_FOUND);
    return c.json({ sessionId: id, points });
  });

  on(mileTrackerOperations.split, async (c, { params: { sessionId }, body }) => {
    const { split, created } = await asUser(sql, c.get('claims'), async (tx) => {
      const session = await lockSession(tx, sessionId);
      if (!session) throw notFound(MILE_SESSION_NOT_FOUND);
      const decision = decideSplit(session, session.splits, body);
      if (decision.kind === 'refuse') throw refusal(decision);
      if (decision.kind === 'replay') {
        const existing = await findSplit(tx, sessionId, decision.mileNumber);
        if (!existing) throw new Error('A replayed split is not readable');
        return { split: existing, created: false };
      }
      const route = body.route ?? [];
      checkRouteRoom(session.routePointCount, route.length);
      const recorded = await insertWholeMile(tx, sessionId, body);
      await appendRoute(tx, sessionId, route);
      return { split: recorded, created: true };
    });
    return c.json(split, created ? 201 : 200);
  });

  on(mileTrackerOperations.finish, async (c, { params: { id }, body }) => {
    const session = await asUser(sql, c.get('claims'), async (tx) => {
      const locked = await lockSession(tx, id);
      if (!locked) throw notFound(MILE_SESSION_NOT_FOUND);
      const decision = decideFinish(locked, locked.splits, body);
      if (decision.kind === 'refuse') throw refusal(decision);
      if (decision.kind === 'complete') {
        const now = Date.now();
        const started = locked.startedAt.getTime();
        const requested = body.completedAt ? Date.parse(body.completedAt) : now;
        if (requested > now + CLOCK_SKEW_LIMIT_MS || requested < started - CLOCK_SKEW_LIMIT_MS) {
          throw badRequest(
            'invalid_completed_at',
            'completedAt: must be within a day of the session (check the device clock)',
            { completedAt: 'must be within a day of the session (check the device clock)' },
          );
        }
        const completedMs = Math.min(now, Math.max(started, requested));
        const route = body.route ?? [];
        checkRouteRoom(locked.routePointCount, route.length);
        await appendRoute(tx, id, route);
        // Without a figure from the client, the paused time is the wall-clock time not spent moving.
        const pausedTime =
          body.pausedTime ??
          Math.max(
            0,
            Math.round((completedMs - locked.startedAt.getTime()) / 1000) - decision.totals.totalTime,
          );
        await completeSession(tx, id, {
          totals: decision.totals,
          partial: decision.partial,
          completedAt: new Date(completedMs).toISOString(),
          pausedTime: Math.min(pausedTime, MAX_SESSION_SECONDS),
        });
      }
      return findSession(tx, id);
    });
    if (!session) throw notFound(MILE_SESSION_NOT_FOUND);
    return c.json(session);
  });

  return app;
}
