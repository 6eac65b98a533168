import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import type { AccessClaims } from '../../supabase/functions/_shared/session/access-token.ts';
import { StorageForbiddenError } from '../../supabase/functions/_shared/storage/file-storage.ts';
import { createTestApi, type Member, TEST_SITE_URL, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const fixture = (name: string) => readFileSync(new URL(`../fixtures/images/${name}`, import.meta.url));
/** Answered absolute, as Supabase Storage's public URLs are, on the configured site. */
const PUBLIC_PREFIX = `${TEST_SITE_URL}/storage/v1/object/public/avatars/`;

function uploadForm(
  file: { bytes: Uint8Array; name: string; type: string },
  names: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('profileImage', new File([file.bytes.slice()], file.name, { type: file.type }));
  for (const [key, value] of Object.entries(names)) form.set(key, value);
  return form;
}

const upload = (member: Member, form: FormData) =>
  api.call<User & ErrorBody>('POST', '/api/user/profile/upload', { token: member.token, form });
const me = async (member: Member) =>
  (await api.call<User>('GET', '/api/auth/me', { token: member.token })).body;
const fileOf = (url: string) =>
  path.join(api.storageDir, 'avatars', ...url.slice(PUBLIC_PREFIX.length).split('/'));
const claimsOf = async (member: Member): Promise<AccessClaims> => api.auth.verifyAccessToken(member.token);

describe('[POST] /api/user/profile/upload', () => {
  it('stores the picture without its metadata, with the names, and replaces the previous one', async () => {
    const member = await api.signUp();
    const first = await upload(
      member,
      uploadForm(
        { bytes: fixture('photo-with-exif.jpg'), name: 'me.jpg', type: 'image/jpeg' },
        { firstName: ' Rosa ', lastName: 'Diaz' },
      ),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz' });
    const firstUrl = first.body.profileImageUrl ?? '';
    expect(firstUrl.startsWith(`${PUBLIC_PREFIX}${member.user.id}/`)).toBe(true);
    expect(firstUrl.endsWith('.jpg')).toBe(true);
    const storedBytes = readFileSync(fileOf(firstUrl));
    expect(storedBytes.includes(Buffer.from('secret-location'))).toBe(false);
    expect([...storedBytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);

    // A PNG sent as "image/jpeg" is stored as what its bytes say.
    const second = await upload(
      member,
      uploadForm({ bytes: fixture('photo-with-text.png'), name: 'x.jpg', type: 'image/jpeg' }),
    );
    expect(second.status).toBe(200);
    const secondUrl = second.body.profileImageUrl ?? '';
    expect(secondUrl.endsWith('.png')).toBe(true);
    expect(existsSync(fileOf(secondUrl))).toBe(true);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    const objects = await api.sql<{ name: string }[]>`
      select name from storage.objects where bucket_id = 'avatars' and owner_id = ${member.user.id}`;
    expect(objects.map((object) => object.name)).toEqual([secondUrl.slice(PUBLIC_PREFIX.length)]);
    expect((await me(member)).profileImageUrl).toBe(secondUrl);
  });

  it.each([
    ['gif', 'photo-with-comment.gif', 'image/gif'],
    ['webp', 'photo-with-exif.webp', 'image/webp'],
  ])('accepts a %s', async (extension, name, type) => {
    const member = await api.signUp();
    const answer = await upload(member, uploadForm({ bytes: fixture(name), name, type }));
    expect(answer.status).toBe(200);
    expect(answer.body.profileImageUrl?.endsWith(`.${extension}`)).toBe(true);
    expect(
      readFileSync(fileOf(answer.body.profileImageUrl ?? '')).includes(Buffer.from('secret-location')),
    ).toBe(false);
  });

  describe('refuses, changing nothing', () => {
    let member: Member;
    let before: User;
    beforeAll(async () => {
      member = await api.signUp({ firstName: 'Kept', lastName: 'Name' });
      const answer = await upload(
        member,
        uploadForm({ bytes: fixture('photo-with-exif.jpg'), name: 'a.jpg', type: 'image/jpeg' }),
      );
      expect(answer.status).toBe(200);
      before = await me(member);
    });

    const sixMegabytes = () => {
      const bytes = new Uint8Array(6 * 1024 * 1024);
      bytes.set(fixture('photo-with-exif.jpg'));
      return bytes;
    };

    it.each([
      [
        'a first name over 50 characters',
        () =>
          uploadForm(
            { bytes: fixture('photo-with-text.png'), name: 'a.png', type: 'image/png' },
            { firstName: 'x'.repeat(51) },
          ),
        400,
      ],
      [
        'a text file renamed .png',
        () => uploadForm({ bytes: fixture('not-an-image.png'), name: 'a.png', type: 'image/png' }),
        415,
      ],
      [
        'an SVG',
        () => uploadForm({ bytes: fixture('drawing.svg'), name: 'a.svg', type: 'image/svg+xml' }),
        415,
      ],
      ['a 6 MB image', () => uploadForm({ bytes: sixMegabytes(), name: 'big.jpg', type: 'image/jpeg' }), 413],
      [
        'a truncated JPEG',
        () => uploadForm({ bytes: fixture('photo-truncated.jpg'), name: 'a.jpg', type: 'image/jpeg' }),
        422,
      ],
      [
        'no file at all',
        () => {
          const form = new FormData();
          form.set('firstName', 'New');
          return form;
        },
        400,
      ],
    ])('%s', async (_label, makeForm, status) => {
      const answer = await upload(member, makeForm());
      expect(answer.status).toBe(status);
      expect(answer.body.error).toEqual(expect.any(String));
      expect(await me(member)).toEqual(before);
      expect(existsSync(fileOf(before.profileImageUrl ?? ''))).toBe(true);
      const [count] = await api.sql<{ files: number }[]>`
        select count(*)::integer as files from storage.objects where owner_id = ${member.user.id}`;
      expect(count?.files).toBe(1);
    });

    it('empty names sent without a picture', async () => {
      const answer = await api.call('PATCH', '/api/user/profile', {
        token: member.token,
        body: { firstName: '', lastName: '' },
      });
      expect(answer.status).toBe(400);
      expect(await me(member)).toEqual(before);
    });
  });
});

describe('another member’s picture', () => {
  it('cannot be replaced or removed through the API or the storage policy', async () => {
    const owner = await api.signUp();
    const intruder = await api.signUp();
    const owned = await upload(
      owner,
      uploadForm({ bytes: fixture('photo-with-exif.jpg'), name: 'a.jpg', type: 'image/jpeg' }),
    );
    const ownerUrl = owned.body.profileImageUrl ?? '';
    const ownerPath = ownerUrl.slice(PUBLIC_PREFIX.length);

    // Through the API the intruder only ever writes their own folder and their own profile.
    const theirs = await upload(
      intruder,
      uploadForm({ bytes: fixture('photo-with-text.png'), name: 'b.png', type: 'image/png' }),
    );
    expect(theirs.body.profileImageUrl?.startsWith(`${PUBLIC_PREFIX}${intruder.user.id}/`)).toBe(true);
    expect((await me(owner)).profileImageUrl).toBe(ownerUrl);

    // Straight at storage, the bucket policy refuses a write into the owner's folder...
    const intruderClaims = await claimsOf(intruder);
    await expect(
      api.storage.upload({
        claims: intruderClaims,
        accessToken: intruder.token,
        bucket: 'avatars',
        path: ownerPath,
        bytes: new Uint8Array(fixture('photo-with-text.png')),
        contentType: 'image/png',
      }),
    ).rejects.toBeInstanceOf(StorageForbiddenError);
    await expect(
      api.storage.upload({
        claims: intruderClaims,
        accessToken: intruder.token,
        bucket: 'avatars',
        path: `${owner.user.id}/other.png`,
        bytes: new Uint8Array(fixture('photo-with-text.png')),
        contentType: 'image/png',
      }),
    ).rejects.toBeInstanceOf(StorageForbiddenError);
    // ...and a delete of the owner's file removes nothing.
    await api.storage.remove({
      claims: intruderClaims,
      accessToken: intruder.token,
      bucket: 'avatars',
      paths: [ownerPath],
    });
    expect(existsSync(fileOf(ownerUrl))).toBe(true);
    expect(readFileSync(fileOf(ownerUrl)).includes(Buffer.from('secret-location'))).toBe(false);
  });
});
