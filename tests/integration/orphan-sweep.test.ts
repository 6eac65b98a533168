import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import {
  ORPHAN_GRACE_MINUTES,
  sweepOrphanedPictures,
} from '../../supabase/functions/_shared/user/orphan-sweep.ts';
import { AVATAR_BUCKET } from '../../supabase/functions/_shared/user/picture-upload.ts';
import { createTestApi, type TestApi } from '../support/test-api.ts';

/** Killed uploads must not leave publicly served pictures that no profile points to. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const png = readFileSync(new URL('../fixtures/images/photo-with-text.png', import.meta.url));
const fileOf = (objectPath: string) => path.join(api.storageDir, AVATAR_BUCKET, ...objectPath.split('/'));
const age = (objectPath: string) =>
  api.sql`update storage.objects set created_at = now() - make_interval(mins => ${ORPHAN_GRACE_MINUTES + 1})
          where name = ${objectPath}`;

describe('sweeping orphaned profile pictures', () => {
  it('deletes old pictures no profile points to, and keeps the current one and recent uploads', async () => {
    const member = await api.signUp();
    const form = new FormData();
    form.set('profileImage', new File([png.slice()], 'me.png', { type: 'image/png' }));
    const uploaded = await api.call<User>('POST', '/api/user/profile/upload', { token: member.token, form });
    const current = (uploaded.body.profileImageUrl ?? '').split(`/${AVATAR_BUCKET}/`)[1] ?? '';
    expect(existsSync(fileOf(current))).toBe(true);

    // What a crash between storing and switching the profile leaves behind.
    const claims = await api.auth.verifyAccessToken(member.token);
    const store = (name: string) =>
      api.storage.upload({
        claims,
        accessToken: member.token,
        bucket: AVATAR_BUCKET,
        path: `${member.user.id}/${name}`,
        bytes: new Uint8Array(png),
        contentType: 'image/png',
      });
    await store('avatar-crashed.png');
    await store('avatar-in-flight.png');
    await age(current);
    await age(`${member.user.id}/avatar-crashed.png`);

    expect(await sweepOrphanedPictures(api.sql, api.storage)).toEqual({ removed: 1 });
    expect(existsSync(fileOf(`${member.user.id}/avatar-crashed.png`))).toBe(false);
    expect(existsSync(fileOf(current))).toBe(true);
    expect(existsSync(fileOf(`${member.user.id}/avatar-in-flight.png`))).toBe(true);
    const rows =
      await api.sql`select name from storage.objects where bucket_id = ${AVATAR_BUCKET} order by name`;
    expect(rows.map((row) => row.name)).not.toContain(`${member.user.id}/avatar-crashed.png`);
    expect(await sweepOrphanedPictures(api.sql, api.storage)).toEqual({ removed: 0 });
  });

  it('deletes old files on disk that no object row records (a crash before the row committed)', async () => {
    const stray = fileOf('00000000-0000-4000-8000-000000000000/avatar-stray.png');
    mkdirSync(path.dirname(stray), { recursive: true });
    writeFileSync(stray, png);
    const old = new Date(Date.now() - (ORPHAN_GRACE_MINUTES + 1) * 60_000);
    utimesSync(stray, old, old);
    const fresh = fileOf('00000000-0000-4000-8000-000000000000/avatar-fresh.png');
    writeFileSync(fresh, png);

    expect(await api.storage.sweepUnrecordedFiles(AVATAR_BUCKET, ORPHAN_GRACE_MINUTES * 60_000)).toBe(1);
    expect(existsSync(stray)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});

describe('[POST] /storage-sweep (the scheduled function)', () => {
  it('needs its shared secret and then sweeps', async () => {
    const { createStorageSweepApp, SWEEP_SECRET_HEADER } = await import(
      '../../supabase/functions/_shared/user/sweep-app.ts'
    );
    const app = createStorageSweepApp({
      sql: api.sql,
      storage: api.storage,
      secret: 'sweep-secret-0123456789',
    });
    expect((await app.request('/storage-sweep', { method: 'POST' })).status).toBe(401);
    const wrong = await app.request('/storage-sweep', {
      method: 'POST',
      headers: { [SWEEP_SECRET_HEADER]: 'nope' },
    });
    expect(wrong.status).toBe(401);
    const swept = await app.request('/storage-sweep', {
      method: 'POST',
      headers: { [SWEEP_SECRET_HEADER]: 'sweep-secret-0123456789' },
    });
    expect(swept.status).toBe(200);
    expect(await swept.json()).toEqual({ removed: 0 });
  });
});
