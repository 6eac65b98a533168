import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CommunityPost,
  communityPostSchema,
  POST_MAX_LENGTH,
  POST_RATE_LIMIT,
  type PostLike,
} from '../../supabase/functions/_shared/contract/community.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { EXERCISE_LIBRARY } from '../../supabase/functions/_shared/contract/exercise-library.ts';
import type { PrivacySettings } from '../../supabase/functions/_shared/contract/privacy.ts';
import type { Workout } from '../../supabase/functions/_shared/contract/workouts.ts';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const squat = EXERCISE_LIBRARY.find((exercise) => exercise.category === 'strength');
if (!squat) throw new Error('The library has no strength exercise');

async function logWorkout(member: Member, detail: { sets?: number; reps?: number } = {}) {
  const answer = await api.call<Workout>('POST', '/api/workouts', {
    token: member.token,
    body: { name: squat?.name, category: 'strength', duration: 30, caloriesBurned: 132, ...detail },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function share(member: Member, body: Record<string, unknown>) {
  const answer = await api.call<CommunityPost>('POST', '/api/community/posts', { token: member.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function feed(member: Member, query = '') {
  const answer = await api.call<CommunityPost[]>('GET', `/api/community/posts${query}`, {
    token: member.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function postInFeed(member: Member, id: string) {
  return (await feed(member, '?limit=50')).find((post) => post.id === id);
}

async function countPosts(member: Member) {
  const [row] = await api.sql<{ count: number }[]>`
    select count(*)::integer as count from public.community_post where user_id = ${member.user.id}`;
  return row?.count ?? 0;
}

async function likeRows(postId: string) {
  const [row] = await api.sql<{ rows: number; counter: number }[]>`
    select (select count(*)::integer from public.community_post_like where post_id = ${postId}) as rows,
           (select likes from public.community_post where id = ${postId}) as counter`;
  return row;
}

describe('[POST] /api/community/posts', () => {
  it('shares a trimmed post that every member sees in the feed with author, username and streak', async () => {
    const author = await api.signUp({ firstName: 'Ada', lastName: 'Stone' });
    const reader = await api.signUp();
    await logWorkout(author);
    const post = await share(author, {
      content: '  First 5k done!\n\nFeeling great.  ',
      postType: 'workout_progress',
    });
    expect(communityPostSchema.parse(post)).toMatchObject({
      content: 'First 5k done!\n\nFeeling great.',
      postType: 'workout_progress',
      likes: 0,
      likedByMe: false,
      isOwn: true,
      user: { name: 'Ada Stone', username: author.username, streak: 1 },
      workout: null,
    });

    const seen = await postInFeed(reader, post.id);
    expect(seen).toMatchObject({
      isOwn: false,
      user: { name: 'Ada Stone', username: author.username, streak: 1 },
    });
    // The feed is written by PostgreSQL: no key more or less than the contract's, and the same
    // post as the author was answered, down to the instant.
    expect(communityPostSchema.strict().safeParse(seen).success).toBe(true);
    expect(seen).toEqual({ ...post, isOwn: false });
    expect(post.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('defaults the post type to message', async () => {
    const author = await api.signUp();
    expect((await share(author, { content: 'Hello' })).postType).toBe('message');
  });

  it('attaches one of the member’s own workouts and shows its name, category, duration and calories', async () => {
    const author = await api.signUp();
    const reader = await api.signUp();
    const workout = await logWorkout(author, { sets: 3, reps: 10 });
    const post = await share(author, {
      content: 'Leg day',
      postType: 'workout_progress',
      workoutId: workout.id,
    });
    const expected = { name: squat?.name, category: 'strength', duration: 30, caloriesBurned: 132 };
    expect(post.workout).toEqual(expected);
    expect((await postInFeed(reader, post.id))?.workout).toEqual(expected);

    // Deleting the workout keeps the post and drops the attachment.
    expect((await api.call('DELETE', `/api/workouts/${workout.id}`, { token: author.token })).status).toBe(
      204,
    );
    expect((await postInFeed(reader, post.id))?.workout).toBeNull();
  });

  it('refuses another member’s workout or an unknown one with 400, and writes nothing', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const workout = await logWorkout(owner);
    for (const workoutId of [workout.id, crypto.randomUUID()]) {
      const answer = await api.call<ErrorBody>('POST', '/api/community/posts', {
        token: other.token,
        body: { content: 'Look at this', workoutId },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'unknown_workout',
        fields: { workoutId: expect.any(String) },
      });
    }
    expect(await countPosts(other)).toBe(0);
  });

  it('accepts exactly the length limit', async () => {
    const author = await api.signUp();
    const post = await share(author, { content: 'x'.repeat(POST_MAX_LENGTH) });
    expect(post.content).toHaveLength(POST_MAX_LENGTH);
  });

  const badBodies: [string, Record<string, unknown>, string][] = [
    ['empty content', { content: '' }, 'content'],
    ['whitespace only', { content: '  \n\t  ' }, 'content'],
    ['an oversized post', { content: 'x'.repeat(POST_MAX_LENGTH + 1) }, 'content'],
    ['a very large post', { content: 'x'.repeat(7000) }, 'content'],
    ['control characters only', { content: '\u0007\u0008\u001b' }, 'content'],
    ['a control character inside text', { content: 'Hi\u0000there' }, 'content'],
    ['content that is not text', { content: 42 }, 'content'],
    ['missing content', { postType: 'message' }, 'content'],
    ['an unknown post type', { content: 'Hi', postType: 'story' }, 'postType'],
    ['a workout id that is not a uuid', { content: 'Hi', workoutId: 'my-best-run' }, 'workoutId'],
  ];
  it.each(badBodies)(
    'rejects %s with 400 naming the field, and stores nothing',
    async (_label, body, field) => {
      const author = await api.signUp();
      const answer = await api.call<ErrorBody>('POST', '/api/community/posts', { token: author.token, body });
      expect([400, 413]).toContain(answer.status);
      if (answer.status === 400) expect(Object.keys(answer.body.fields ?? {})).toContain(field);
      expect(await countPosts(author)).toBe(0);
    },
  );

  it(`limits a member to ${POST_RATE_LIMIT.posts} posts in ${POST_RATE_LIMIT.minutes} minutes with 429 and a retry time`, async () => {
    const author = await api.signUp();
    for (let index = 0; index < POST_RATE_LIMIT.posts; index += 1)
      await share(author, { content: `Post ${index}` });
    const refused = await api.call<ErrorBody>('POST', '/api/community/posts', {
      token: author.token,
      body: { content: 'One too many' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('posting_too_often');
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(POST_RATE_LIMIT.minutes * 60);
    expect(refused.body.retryAfterSeconds).toBe(retryAfter);
    expect(await countPosts(author)).toBe(POST_RATE_LIMIT.posts);

    // Another member is not held back by it.
    await share(await api.signUp(), { content: 'My first post' });
  });

  it('lets the posts of the last ten minutes count, not older ones', async () => {
    const author = await api.signUp();
    await api.sql`
      insert into public.community_post (user_id, content, created_at)
      select ${author.user.id}, 'Earlier post ' || i, now() - interval '11 minutes' - i * interval '1 second'
      from generate_series(1, ${POST_RATE_LIMIT.posts}) as i`;
    await share(author, { content: 'Allowed again' });
  });

  it('requires a signed-in member', async () => {
    expect((await api.call('POST', '/api/community/posts', { body: { content: 'Hi' } })).status).toBe(401);
    expect((await api.call('GET', '/api/community/posts')).status).toBe(401);
  });
});

describe('[GET] /api/community/posts', () => {
  it('pages newest first with limit and before, never repeating or skipping posts made at the same instant', async () => {
    const author = await api.signUp();
    // 12 posts, three at each of four instants, written directly (the rate limit counts ten minutes).
    await api.sql`
      insert into public.community_post (user_id, content, created_at)
      select ${author.user.id}, 'Paged post ' || i, now() - interval '1 hour' - (i / 3) * interval '20 minutes'
      from generate_series(0, 11) as i`;
    const expected = (
      await api.sql<{ id: string }[]>`
        select id from public.community_post where user_id = ${author.user.id} order by created_at desc, id desc`
    ).map((row) => row.id);

    const everyPost = (
      await api.sql<{ id: string }[]>`select id from public.community_post order by created_at desc, id desc`
    ).map((row) => row.id);

    const reader = await api.signUp();
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 100; page += 1) {
      const posts = await feed(reader, `?limit=5${before ? `&before=${before}` : ''}`);
      seen.push(...posts.map((post) => post.id));
      if (posts.length < 5) break;
      before = posts.at(-1)?.id;
    }
    expect(seen).toEqual(everyPost);
    expect(seen.filter((id) => expected.includes(id))).toEqual(expected);
  });

  it('starts with the newest post and shows at most the page size', async () => {
    const author = await api.signUp();
    const newest = await share(author, { content: 'Newest of all' });
    const posts = await feed(author, '?limit=3');
    expect(posts).toHaveLength(3);
    expect(posts[0]?.id).toBe(newest.id);
    const dates = posts.map((post) => Date.parse(post.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it.each([
    ['limit=0'],
    ['limit=51'],
    ['limit=ten'],
    ['before=not-a-uuid'],
    [`before=${'00000000-0000-4000-8000-000000000000'}`],
  ])('answers 400 for %s', async (query) => {
    const reader = await api.signUp();
    const answer = await api.call<ErrorBody>('GET', `/api/community/posts?${query}`, { token: reader.token });
    expect(answer.status).toBe(400);
  });
});

describe('likes', () => {
  it('counts one like per member: liking twice keeps 1, unlike takes it back', async () => {
    const author = await api.signUp();
    const fan = await api.signUp();
    const post = await share(author, { content: 'Like me once' });
    const url = `/api/community/posts/${post.id}/like`;

    const first = await api.call<PostLike>('POST', url, { token: fan.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: post.id, likes: 1, likedByMe: true });
    const again = await api.call<PostLike>('POST', url, { token: fan.token });
    expect(again.body).toEqual({ id: post.id, likes: 1, likedByMe: true });
    expect(await likeRows(post.id)).toEqual({ rows: 1, counter: 1 });
    expect(await postInFeed(fan, post.id)).toMatchObject({ likes: 1, likedByMe: true });
    expect(await postInFeed(author, post.id)).toMatchObject({ likes: 1, likedByMe: false });

    const undone = await api.call<PostLike>('DELETE', url, { token: fan.token });
    expect(undone.body).toEqual({ id: post.id, likes: 0, likedByMe: false });
    const undoneAgain = await api.call<PostLike>('DELETE', url, { token: fan.token });
    expect(undoneAgain.body).toEqual({ id: post.id, likes: 0, likedByMe: false });
    expect(await likeRows(post.id)).toEqual({ rows: 0, counter: 0 });
  });

  it('keeps the count at 1 when one member sends 20 likes at once', async () => {
    const author = await api.signUp();
    const fan = await api.signUp();
    const post = await share(author, { content: 'Race for it' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call<PostLike>('POST', `/api/community/posts/${post.id}/like`, { token: fan.token }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await likeRows(post.id)).toEqual({ rows: 1, counter: 1 });

    await api.call('POST', `/api/community/posts/${post.id}/like`, { token: author.token });
    expect(await likeRows(post.id)).toEqual({ rows: 2, counter: 2 });
  });

  it('answers 404 for liking a missing post or a malformed id, and writes nothing', async () => {
    const fan = await api.signUp();
    for (const id of [crypto.randomUUID(), 'not-a-post']) {
      expect((await api.call('POST', `/api/community/posts/${id}/like`, { token: fan.token })).status).toBe(
        404,
      );
      expect((await api.call('DELETE', `/api/community/posts/${id}/like`, { token: fan.token })).status).toBe(
        404,
      );
    }
    const [row] = await api.sql<{ count: number }[]>`
      select count(*)::integer as count from public.community_post_like where user_id = ${fan.user.id}`;
    expect(row?.count).toBe(0);
  });
});

describe('[DELETE] /api/community/posts/:id', () => {
  it('deletes the member’s own post, likes and all', async () => {
    const author = await api.signUp();
    const fan = await api.signUp();
    const post = await share(author, { content: 'Short-lived' });
    await api.call('POST', `/api/community/posts/${post.id}/like`, { token: fan.token });
    expect(
      (await api.call('DELETE', `/api/community/posts/${post.id}`, { token: author.token })).status,
    ).toBe(204);
    expect(await postInFeed(fan, post.id)).toBeUndefined();
    expect(await likeRows(post.id)).toEqual({ rows: 0, counter: null });
  });

  it('refuses to delete another member’s post (403) and a missing one (404)', async () => {
    const author = await api.signUp();
    const other = await api.signUp();
    const post = await share(author, { content: 'Mine to keep' });
    const refused = await api.call<ErrorBody>('DELETE', `/api/community/posts/${post.id}`, {
      token: other.token,
    });
    expect(refused.status).toBe(403);
    expect(await postInFeed(other, post.id)).toBeDefined();
    expect(
      (await api.call('DELETE', `/api/community/posts/${crypto.randomUUID()}`, { token: author.token }))
        .status,
    ).toBe(404);
  });
});

describe('privacy of the streak', () => {
  it('hides the author’s streak on every post, for everyone, once they turn it off', async () => {
    const author = await api.signUp();
    const reader = await api.signUp();
    await logWorkout(author);
    const post = await share(author, { content: 'Streaking' });
    expect((await postInFeed(reader, post.id))?.user.streak).toBe(1);

    const changed = await api.call<PrivacySettings>('PATCH', '/api/user/privacy', {
      token: author.token,
      body: { showStreak: false },
    });
    expect(changed.body).toEqual({ showOnLeaderboard: true, showStreak: false });
    const hidden = await postInFeed(reader, post.id);
    expect(hidden?.user).toEqual({ name: 'Test Member', username: author.username, streak: null });
    expect((await postInFeed(author, post.id))?.user.streak).toBeNull();

    await api.call('PATCH', '/api/user/privacy', { token: author.token, body: { showStreak: true } });
    expect((await postInFeed(reader, post.id))?.user.streak).toBe(1);
  });

  it('shows a streak of 0 when the last workout day is older than yesterday', async () => {
    const author = await api.signUp();
    const reader = await api.signUp();
    const old = await logWorkout(author);
    await api.sql`update public.workout set date = now() - interval '5 days' where id = ${old.id}`;
    const post = await share(author, { content: 'Back soon' });
    expect((await postInFeed(reader, post.id))?.user.streak).toBe(0);
  });
});

describe('[GET|PATCH] /api/user/privacy', () => {
  it('starts with both choices on and changes only what is sent', async () => {
    const member = await api.signUp();
    expect((await api.call('GET', '/api/user/privacy', { token: member.token })).body).toEqual({
      showOnLeaderboard: true,
      showStreak: true,
    });
    const first = await api.call('PATCH', '/api/user/privacy', {
      token: member.token,
      body: { showOnLeaderboard: false },
    });
    expect(first.body).toEqual({ showOnLeaderboard: false, showStreak: true });
    const second = await api.call('PATCH', '/api/user/privacy', {
      token: member.token,
      body: { showStreak: false },
    });
    expect(second.body).toEqual({ showOnLeaderboard: false, showStreak: false });
    expect((await api.call('GET', '/api/user/privacy', { token: member.token })).body).toEqual(second.body);
  });

  it.each([
    ['an empty body', {}],
    ['text instead of a boolean', { showStreak: 'no' }],
    ['null', { showOnLeaderboard: null }],
  ])('rejects %s with 400 and changes nothing', async (_label, body) => {
    const member = await api.signUp();
    const answer = await api.call('PATCH', '/api/user/privacy', { token: member.token, body });
    expect(answer.status).toBe(400);
    expect((await api.call('GET', '/api/user/privacy', { token: member.token })).body).toEqual({
      showOnLeaderboard: true,
      showStreak: true,
    });
  });

  it('changes only the caller’s own settings', async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    await api.call('PATCH', '/api/user/privacy', { token: first.token, body: { showOnLeaderboard: false } });
    expect((await api.call('GET', '/api/user/privacy', { token: second.token })).body).toEqual({
      showOnLeaderboard: true,
      showStreak: true,
    });
  });
});

describe('nothing of another member is writable', () => {
  it('leaves another member’s post, likes, counter and privacy untouched whatever SQL a member runs', async () => {
    const owner = await api.signUp();
    const intruder = await api.signUp();
    const post = await share(owner, { content: 'Untouchable' });
    await api.call('PATCH', '/api/user/privacy', { token: owner.token, body: { showStreak: false } });
    await api.call('POST', `/api/community/posts/${post.id}/like`, { token: owner.token });
    const claims = await api.auth.verifyAccessToken(intruder.token);

    const attempt = async (
      statement: (tx: postgres.TransactionSql) => Promise<postgres.RowList<postgres.Row[]>>,
    ) => {
      try {
        return (await asUser(api.sql, claims, statement)).count;
      } catch (error) {
        if (error instanceof postgres.PostgresError && error.code === '42501') return 'denied';
        throw error;
      }
    };
    expect(
      await attempt((tx) => tx`update public.community_post set content = 'Hacked' where id = ${post.id}`),
    ).toBe(0);
    expect(
      await attempt((tx) => tx`update public.community_post set likes = 1000 where id = ${post.id}`),
    ).toBe('denied');
    expect(await attempt((tx) => tx`delete from public.community_post where id = ${post.id}`)).toBe(0);
    expect(await attempt((tx) => tx`delete from public.community_post_like where post_id = ${post.id}`)).toBe(
      0,
    );
    expect(
      await attempt(
        (tx) =>
          tx`insert into public.community_post_like (post_id, user_id) values (${post.id}, ${owner.user.id})`,
      ),
    ).toBe('denied');
    expect(
      await attempt(
        (tx) =>
          tx`insert into public.community_post (user_id, content) values (${owner.user.id}, 'In your name')`,
      ),
    ).toBe('denied');
    expect(
      await attempt(
        (tx) => tx`update public.privacy_setting set show_streak = true where user_id = ${owner.user.id}`,
      ),
    ).toBe(0);
    expect(await attempt((tx) => tx`update public.rep_total set total_reps = 1`)).toBe('denied');
    expect(
      await attempt((tx) => tx`select * from public.privacy_setting where user_id = ${owner.user.id}`),
    ).toBe(0);

    expect(await postInFeed(owner, post.id)).toMatchObject({ content: 'Untouchable', likes: 1 });
    expect((await api.call('GET', '/api/user/privacy', { token: owner.token })).body).toMatchObject({
      showStreak: false,
    });
  });

  it('keeps the social functions away from anonymous callers', async () => {
    await expect(
      api.sql.begin(async (tx) => {
        await tx`select set_config('role', 'anon', true)`;
        return tx`select * from social.leaderboard('all', 10)`;
      }),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
