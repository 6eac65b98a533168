import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import {
  type FinishMileSessionBody,
  type MileRoute,
  type MileSession,
  type MileSplit,
  mileSessionSchema,
  mileSplitSchema,
  type RecordSplitBody,
  type RoutePoint,
} from '../../supabase/functions/_shared/contract/mile-tracker.ts';
import { FACADE_MEMBER_ROLE } from '../../supabase/functions/_shared/db/as-user.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const SESSIONS = '/api/mile-tracker/sessions';

/** A start payload with everything a client may send: zero distance and time, no pace yet. */
const ZERO_START = { activityType: 'run', totalDistance: 0, totalTime: 0, averagePace: null };

async function start(member: Member, body: Record<string, unknown> = ZERO_START) {
  const answer = await api.call<MileSession>('POST', SESSIONS, { token: member.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** A whole mile's split as a client sends it: pace equals the split time. */
const mileSplit = (mileNumber: number, splitTime: number, cumulativeTime: number): RecordSplitBody => ({
  mileNumber,
  splitTime,
  cumulativeTime,
  pace: splitTime,
});

const postSplit = (member: Member, sessionId: string, body: unknown) =>
  api.call<MileSplit & ErrorBody>('POST', `${SESSIONS}/${sessionId}/splits`, { token: member.token, body });

async function split(member: Member, sessionId: string, body: RecordSplitBody) {
  const answer = await postSplit(member, sessionId, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const finish = (member: Member, sessionId: string, body: FinishMileSessionBody | Record<string, unknown>) =>
  api.call<MileSession & ErrorBody>('PATCH', `${SESSIONS}/${sessionId}`, { token: member.token, body });

const active = async (member: Member) =>
  (await api.call<MileSession | null>('GET', `${SESSIONS}/active`, { token: member.token })).body;

/** Everything stored for the member, to show a refused request changed nothing. */
async function storedState(member: Member) {
  return api.sql`
    select s.id, s.status, s.total_distance, s.total_time, s.average_pace, s.paused_time,
           s.route_point_count, s.completed_at,
           (select coalesce(json_agg(sp order by sp.mile_number), '[]') from public.mile_tracker_split sp
            where sp.session_id = s.id) as splits
    from public.mile_tracker_session s where s.user_id = ${member.user.id} order by s.started_at`;
}

const point = (index: number): RoutePoint => ({
  latitude: 51.5 + index * 0.0003,
  longitude: -0.12,
  recordedAt: new Date(Date.UTC(2026, 10, 24, 7, 0, index * 10)).toISOString(),
});

describe('[GET] /api/mile-tracker/sessions/active', () => {
  it('answers 200 with null when the member has no active session', async () => {
    const member = await api.signUp();
    const answer = await api.call('GET', `${SESSIONS}/active`, { token: member.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toBeNull();
  });

  it('refuses a visitor without a session', async () => {
    expect((await api.call('GET', `${SESSIONS}/active`)).status).toBe(401);
  });
});

describe('a session from start to history', () => {
  it('starts with a zero payload, records miles, finishes with a partial mile, and lists it', async () => {
    const member = await api.signUp();
    const session = await start(member);
    expect(mileSessionSchema.parse(session)).toMatchObject({
      activityType: 'run',
      status: 'active',
      trackingMode: 'manual',
      totalDistance: 0,
      totalTime: 0,
      averagePace: null,
      completedAt: null,
      splits: [],
    });
    expect((await active(member))?.id).toBe(session.id);

    const first = await split(member, session.id, mileSplit(1, 480, 480));
    expect(mileSplitSchema.parse(first)).toMatchObject({
      mileNumber: 1,
      splitTime: 480,
      cumulativeTime: 480,
      pace: 480,
      distance: 1000,
      partial: false,
    });
    await split(member, session.id, mileSplit(2, 500, 980));

    // Reloading finds the session with its miles: the page restores mile 3 and 980 s from here.
    const restored = await active(member);
    expect(restored?.splits.map((s) => [s.mileNumber, s.cumulativeTime])).toEqual([
      [1, 480],
      [2, 980],
    ]);
    expect(restored).toMatchObject({ totalDistance: 2000, totalTime: 980, averagePace: 490 });

    // 0.4 mi more in 200 s: distance, time and average pace include the partial mile.
    const completedAt = new Date().toISOString();
    const done = await finish(member, session.id, {
      status: 'completed',
      totalDistance: 2400,
      totalTime: 1180,
      averagePace: 1180 / 2.4,
      completedAt,
      pausedTime: 75,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(mileSessionSchema.parse(done.body)).toMatchObject({
      status: 'completed',
      totalDistance: 2400,
      totalTime: 1180,
      averagePace: 492,
      pausedTime: 75,
      completedAt,
    });
    expect(done.body.splits.map((s) => [s.mileNumber, s.distance, s.splitTime, s.pace, s.partial])).toEqual([
      [1, 1000, 480, 480, false],
      [2, 1000, 500, 500, false],
      [3, 400, 200, 500, true],
    ]);

    expect(await active(member)).toBeNull();
    const history = await api.call<MileSession[]>('GET', SESSIONS, { token: member.token });
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toEqual(done.body);
    const one = await api.call<MileSession>('GET', `${SESSIONS}/${session.id}`, { token: member.token });
    expect(one.body).toEqual(done.body);

    // The member can start the next one now.
    await start(member, { activityType: 'walk' });
  });

  it('accepts a finish on whole miles, the time after the last mile kept', async () => {
    const member = await api.signUp();
    const session = await start(member, { ...ZERO_START, activityType: 'bike' });
    await split(member, session.id, mileSplit(1, 240, 240));
    const done = await finish(member, session.id, {
      status: 'completed',
      totalDistance: 1000,
      totalTime: 250,
      averagePace: 250,
      completedAt: new Date().toISOString(),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      activityType: 'bike',
      totalDistance: 1000,
      totalTime: 250,
      averagePace: 250,
    });
    expect(done.body.splits).toHaveLength(1);
  });

  it('finishes a session without any mile with no pace', async () => {
    const member = await api.signUp();
    const session = await start(member);
    const done = await finish(member, session.id, {
      status: 'completed',
      totalDistance: 0,
      totalTime: 42,
      averagePace: null,
      completedAt: new Date().toISOString(),
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ totalDistance: 0, totalTime: 42, averagePace: null, splits: [] });
  });

  it('keeps a finish from a device whose clock is off, its completion clamped into the session', async () => {
    const member = await api.signUp();
    const ahead = await start(member);
    const before = Date.now();
    const fast = await finish(member, ahead.id, {
      status: 'completed',
      totalDistance: 0,
      totalTime: 10,
      completedAt: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString(),
    });
    expect(fast.status, JSON.stringify(fast.body)).toBe(200);
    expect(Date.parse(fast.body.completedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(fast.body.completedAt ?? '')).toBeLessThanOrEqual(Date.now());

    const behind = await start(member);
    const slow = await finish(member, behind.id, {
      status: 'completed',
      totalDistance: 0,
      totalTime: 10,
      completedAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    });
    expect(slow.status).toBe(200);
    expect(slow.body.completedAt).toBe(behind.startedAt);
  });

  it('derives the paused time from the clock when the client does not send it', async () => {
    const member = await api.signUp();
    const session = await start(member);
    await api.sql`update public.mile_tracker_session set started_at = now() - interval '10 minutes'
                  where id = ${session.id}`;
    const done = await finish(member, session.id, { status: 'completed', totalDistance: 0, totalTime: 420 });
    expect(done.status).toBe(200);
    expect(done.body.pausedTime).toBeGreaterThanOrEqual(179);
    expect(done.body.pausedTime).toBeLessThanOrEqual(185);
  });
});

describe('[POST] /api/mile-tracker/sessions', () => {
  it('refuses a second active session with 409 and keeps the first', async () => {
    const member = await api.signUp();
    const first = await start(member);
    const second = await api.call<ErrorBody>('POST', SESSIONS, { token: member.token, body: ZERO_START });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('session_already_active');
    const rows = await storedState(member);
    expect(rows.map((row) => row.id)).toEqual([first.id]);
  });

  it('starts a GPS session when asked', async () => {
    const member = await api.signUp();
    const session = await start(member, { activityType: 'walk', trackingMode: 'gps' });
    expect(session).toMatchObject({ activityType: 'walk', trackingMode: 'gps', routePointCount: 0 });
  });

  const badStarts: [string, Record<string, unknown>, string][] = [
    ['an unknown activity type', { activityType: 'swim' }, 'activityType'],
    ['a distance to start with', { ...ZERO_START, totalDistance: 5 }, 'totalDistance'],
    ['a negative time', { ...ZERO_START, totalTime: -1 }, 'totalTime'],
    ['a pace to start with', { ...ZERO_START, averagePace: 300 }, 'averagePace'],
    ['an unknown tracking mode', { activityType: 'run', trackingMode: 'radar' }, 'trackingMode'],
  ];
  it.each(badStarts)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_label, body, field) => {
      const member = await api.signUp();
      const answer = await api.call<ErrorBody>('POST', SESSIONS, { token: member.token, body });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
      expect(await storedState(member)).toEqual([]);
    },
  );
});

describe('[POST] /api/mile-tracker/sessions/{sessionId}/splits', () => {
  it('records a retried split once: the same mile again answers 200 with the stored split', async () => {
    const member = await api.signUp();
    const session = await start(member);
    const first = await postSplit(member, session.id, mileSplit(1, 600, 600));
    const retry = await postSplit(member, session.id, mileSplit(1, 600, 600));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const [row] = await storedState(member);
    expect(row?.splits).toHaveLength(1);
    expect(row?.total_distance).toBe(1000);
  });

  it('records two identical requests arriving together once', async () => {
    const member = await api.signUp();
    const session = await start(member);
    const answers = await Promise.all([
      postSplit(member, session.id, mileSplit(1, 600, 600)),
      postSplit(member, session.id, mileSplit(1, 600, 600)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect((await storedState(member))[0]?.splits).toHaveLength(1);
  });

  it('answers 409 for a mile already recorded with other times, and keeps the first', async () => {
    const member = await api.signUp();
    const session = await start(member);
    await split(member, session.id, mileSplit(1, 600, 600));
    const before = await storedState(member);
    const answer = await postSplit(member, session.id, mileSplit(1, 610, 610));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('split_conflict');
    expect(await storedState(member)).toEqual(before);
  });

  const badSplits: [string, (session: string) => unknown, string, string][] = [
    ['a gap in the mile numbers', () => mileSplit(3, 500, 1100), 'mileNumber', 'split_out_of_order'],
    [
      'a repeated earlier cumulative time',
      () => mileSplit(2, 300, 600),
      'cumulativeTime',
      'split_out_of_order',
    ],
    ['a decreasing cumulative time', () => mileSplit(2, 500, 550), 'cumulativeTime', 'split_out_of_order'],
    [
      'a split time that is not the difference',
      () => mileSplit(2, 400, 1100),
      'splitTime',
      'split_time_mismatch',
    ],
    ['a negative split time', () => mileSplit(2, -5, 1100), 'splitTime', 'validation_failed'],
    ['a zero split time', () => mileSplit(2, 0, 600), 'splitTime', 'validation_failed'],
    [
      'an absurd cumulative time',
      () => mileSplit(2, 500, 999_999_999),
      'cumulativeTime',
      'validation_failed',
    ],
    ['a fractional time', () => mileSplit(2, 500.5, 1100.5), 'splitTime', 'validation_failed'],
    ['mile number 0', () => mileSplit(0, 500, 1100), 'mileNumber', 'validation_failed'],
    [
      'a pace that is not the split time',
      () => ({ ...mileSplit(2, 500, 1100), pace: 90 }),
      'pace',
      'validation_failed',
    ],
    ['a 30-second running mile', () => mileSplit(2, 30, 630), 'splitTime', 'impossible_pace'],
    [
      'a time given as text',
      () => ({ ...mileSplit(2, 500, 1100), splitTime: '500' }),
      'splitTime',
      'validation_failed',
    ],
    [
      'a route point off the globe',
      () => ({ ...mileSplit(2, 500, 1100), route: [{ ...point(0), latitude: 91 }] }),
      'route[0].latitude',
      'validation_failed',
    ],
    [
      'a route point without a time zone',
      () => ({ ...mileSplit(2, 500, 1100), route: [{ ...point(0), recordedAt: '2026-11-24T07:00:00' }] }),
      'route[0].recordedAt',
      'validation_failed',
    ],
  ];
  it.each(badSplits)(
    'refuses %s with 400 naming the field, and changes nothing',
    async (_label, body, field, code) => {
      const member = await api.signUp();
      const session = await start(member);
      await split(member, session.id, mileSplit(1, 600, 600));
      const before = await storedState(member);
      const answer = await postSplit(member, session.id, body(session.id));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error).toBe(code);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
      expect(await storedState(member)).toEqual(before);
    },
  );

  it('refuses splits after the finish with 409', async () => {
    const member = await api.signUp();
    const session = await start(member);
    await split(member, session.id, mileSplit(1, 600, 600));
    expect(
      (await finish(member, session.id, { status: 'completed', totalDistance: 1000, totalTime: 600 })).status,
    ).toBe(200);
    const before = await storedState(member);
    const answer = await postSplit(member, session.id, mileSplit(2, 600, 1200));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('session_completed');
    expect(await storedState(member)).toEqual(before);
    // The mile recorded before the finish may still be retried (its first answer may have been lost).
    expect((await postSplit(member, session.id, mileSplit(1, 600, 600))).status).toBe(200);
  });

  it('answers 404 for a session id that is not a session', async () => {
    const member = await api.signUp();
    expect((await postSplit(member, 'not-a-uuid', mileSplit(1, 600, 600))).status).toBe(404);
    expect((await postSplit(member, crypto.randomUUID(), mileSplit(1, 600, 600))).status).toBe(404);
  });
});

describe('[PATCH] /api/mile-tracker/sessions/{id}', () => {
  async function twoMiles(member: Member) {
    const session = await start(member);
    await split(member, session.id, mileSplit(1, 600, 600));
    await split(member, session.id, mileSplit(2, 620, 1220));
    return session;
  }

  const badFinishes: [string, Record<string, unknown>, string][] = [
    ['a distance short of the recorded miles', { totalDistance: 1500, totalTime: 1300 }, 'totalDistance'],
    ['a whole mile more than recorded', { totalDistance: 3000, totalTime: 1800 }, 'totalDistance'],
    ['a time short of the last mile', { totalDistance: 2000, totalTime: 1200 }, 'totalTime'],
    ['a partial mile without time', { totalDistance: 2500, totalTime: 1220 }, 'totalTime'],
    ['an impossible partial mile', { totalDistance: 2900, totalTime: 1230 }, 'totalDistance'],
    [
      'an average pace that is not time over distance',
      { totalDistance: 2000, totalTime: 1220, averagePace: 500 },
      'averagePace',
    ],
    ['a negative distance', { totalDistance: -1, totalTime: 1220 }, 'totalDistance'],
    ['an absurd time', { totalDistance: 2000, totalTime: 10_000_000 }, 'totalTime'],
    ['a status other than completed', { status: 'active', totalDistance: 2000, totalTime: 1220 }, 'status'],
    [
      'a completion in the future',
      { totalDistance: 2000, totalTime: 1220, completedAt: '2099-01-01T00:00:00Z' },
      'completedAt',
    ],
    [
      'a completion that is not a time',
      { totalDistance: 2000, totalTime: 1220, completedAt: 'yesterday' },
      'completedAt',
    ],
    ['a negative paused time', { totalDistance: 2000, totalTime: 1220, pausedTime: -3 }, 'pausedTime'],
  ];
  it.each(badFinishes)(
    'refuses %s with 400 naming the field, and changes nothing',
    async (_label, change, field) => {
      const member = await api.signUp();
      const session = await twoMiles(member);
      const before = await storedState(member);
      const answer = await finish(member, session.id, { status: 'completed', ...change });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
      expect(await storedState(member)).toEqual(before);
    },
  );

  it('accepts a retried finish once and refuses a finish with other totals', async () => {
    const member = await api.signUp();
    const session = await twoMiles(member);
    const body = {
      status: 'completed',
      totalDistance: 2250,
      totalTime: 1370,
      averagePace: Math.round(1370 / 2.25),
      completedAt: new Date().toISOString(),
    };
    const first = await finish(member, session.id, body);
    const retry = await finish(member, session.id, body);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(first.body.splits.filter((s) => s.partial)).toHaveLength(1);

    const before = await storedState(member);
    const other = await finish(member, session.id, { ...body, totalDistance: 2300, totalTime: 1400 });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('session_completed');
    expect(await storedState(member)).toEqual(before);
  });
});

describe('GPS route', () => {
  it('keeps the points sent with splits and the finish, once each, for the route and its export', async () => {
    const member = await api.signUp();
    const session = await start(member, { activityType: 'run', trackingMode: 'gps' });
    const mile1 = [0, 1, 2].map(point);
    const rest = [3, 4].map(point);
    await split(member, session.id, { ...mileSplit(1, 480, 480), route: mile1 });
    // A retried split does not add its points twice.
    expect((await postSplit(member, session.id, { ...mileSplit(1, 480, 480), route: mile1 })).status).toBe(
      200,
    );
    const done = await finish(member, session.id, {
      status: 'completed',
      totalDistance: 1300,
      totalTime: 630,
      averagePace: 485,
      route: rest,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.routePointCount).toBe(5);
    expect(done.body.splits.at(-1)).toMatchObject({
      mileNumber: 2,
      distance: 300,
      splitTime: 150,
      pace: 500,
    });

    const route = await api.call<MileRoute>('GET', `${SESSIONS}/${session.id}/route`, {
      token: member.token,
    });
    expect(route.status).toBe(200);
    expect(route.body).toEqual({ sessionId: session.id, points: [...mile1, ...rest] });
  });

  it('answers an empty route for a manual session', async () => {
    const member = await api.signUp();
    const session = await start(member);
    const route = await api.call<MileRoute>('GET', `${SESSIONS}/${session.id}/route`, {
      token: member.token,
    });
    expect(route.body.points).toEqual([]);
  });
});

describe('another member', () => {
  it('can neither see nor change the first member’s sessions', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const session = await start(owner);
    await split(owner, session.id, { ...mileSplit(1, 600, 600), route: [point(0)] });
    const before = await storedState(owner);

    expect(await active(other)).toBeNull();
    const list = await api.call<MileSession[]>('GET', SESSIONS, { token: other.token });
    expect(list.body).toEqual([]);
    for (const path of [`${SESSIONS}/${session.id}`, `${SESSIONS}/${session.id}/route`]) {
      expect((await api.call('GET', path, { token: other.token })).status).toBe(404);
    }
    expect((await postSplit(other, session.id, mileSplit(2, 600, 1200))).status).toBe(404);
    expect((await postSplit(other, session.id, mileSplit(1, 600, 600))).status).toBe(404);
    expect(
      (await finish(other, session.id, { status: 'completed', totalDistance: 1000, totalTime: 600 })).status,
    ).toBe(404);
    const cursor = await api.call<ErrorBody>('GET', `${SESSIONS}?before=${session.id}`, {
      token: other.token,
    });
    expect(cursor.status).toBe(400);

    expect(await storedState(owner)).toEqual(before);
    // The other member's own session is unaffected by the first one's.
    await start(other);
  });
});

describe('[GET] /api/mile-tracker/sessions', () => {
  it('pages newest first and filters by status', async () => {
    const member = await api.signUp();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const session = await start(member);
      ids.push(session.id);
      await finish(member, session.id, { status: 'completed', totalDistance: 0, totalTime: 10 });
    }
    const current = await start(member);
    const completed = await api.call<MileSession[]>('GET', `${SESSIONS}?status=completed&limit=2`, {
      token: member.token,
    });
    expect(completed.body.map((session) => session.id)).toEqual([ids[2], ids[1]]);
    const next = await api.call<MileSession[]>(
      'GET',
      `${SESSIONS}?status=completed&limit=2&before=${ids[1]}`,
      {
        token: member.token,
      },
    );
    expect(next.body.map((session) => session.id)).toEqual([ids[0]]);
    const all = await api.call<MileSession[]>('GET', SESSIONS, { token: member.token });
    expect(all.body[0]?.id).toBe(current.id);
    expect(all.body).toHaveLength(4);
    const bad = await api.call<ErrorBody>('GET', `${SESSIONS}?limit=0`, { token: member.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('limit');
  });
});

describe('the database keeps the rules for writes that skip the API’s checks', () => {
  class RollBack extends Error {}
  /**
   * Runs `work` as the member under row-level security in `role` (the Data API's `authenticated`,
   * or the facade's own role), then rolls back; answers the SQLSTATE of a refusal.
   */
  async function asMember(
    member: Member,
    work: (tx: postgres.TransactionSql) => Promise<unknown>,
    role = FACADE_MEMBER_ROLE,
  ) {
    let outcome = 'ok';
    await api.sql
      .begin(async (tx) => {
        const claims = { sub: member.user.id, role: 'authenticated', aud: 'authenticated' };
        await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
                        set_config('role', ${role}, true)`;
        try {
          await work(tx);
        } catch (error) {
          if (!(error instanceof postgres.PostgresError)) throw error;
          outcome = error.code;
        }
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
    return outcome;
  }

  it('takes no mile session or split written through the Data API: the API checks them', async () => {
    const member = await api.signUp();
    const session = await start(member);
    expect(
      await asMember(
        member,
        (
          tx,
        ) => tx`insert into public.mile_tracker_split (session_id, user_id, mile_number, split_time, cumulative_time)
                   values (${session.id}, ${member.user.id}, 1, 600, 600)`,
        'authenticated',
      ),
    ).toBe('42501');
    expect(
      await asMember(
        member,
        (tx) => tx`update public.mile_tracker_session set total_time = 1 where id = ${session.id}`,
        'authenticated',
      ),
    ).toBe('42501');
    expect(
      await asMember(
        member,
        (tx) =>
          tx`insert into public.mile_tracker_session (user_id, activity_type) values (${member.user.id}, 'walk')`,
        'authenticated',
      ),
    ).toBe('42501');
  });

  it('refuses a split with a gap, a wrong cumulative time, or on a completed session; and changes to a completed session', async () => {
    const member = await api.signUp();
    const session = await start(member);
    await split(member, session.id, mileSplit(1, 600, 600));
    const insert = (mile: number, splitTime: number, cumulative: number) => (tx: postgres.TransactionSql) =>
      tx`insert into public.mile_tracker_split (session_id, user_id, mile_number, split_time, cumulative_time)
         values (${session.id}, ${member.user.id}, ${mile}, ${splitTime}, ${cumulative})`;
    expect(await asMember(member, insert(2, 600, 1200))).toBe('ok');
    expect(await asMember(member, insert(3, 600, 1800))).toBe('23514');
    expect(await asMember(member, insert(2, 600, 1300))).toBe('23514');
    expect(
      await asMember(
        member,
        (tx) => tx`update public.mile_tracker_split set split_time = 700 where session_id = ${session.id}`,
      ),
    ).toBe('42501');

    await finish(member, session.id, { status: 'completed', totalDistance: 1000, totalTime: 600 });
    expect(await asMember(member, insert(2, 600, 1200))).toBe('23514');
    expect(
      await asMember(
        member,
        (tx) =>
          tx`update public.mile_tracker_session set status = 'active', completed_at = null where id = ${session.id}`,
      ),
    ).toBe('23514');
  });
});
