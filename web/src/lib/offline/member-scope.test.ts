import { expect, it } from 'vitest';
import { holderOwns, memberIdOfToken, sameHolder } from './member-scope.ts';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (claims: object) => `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;

it('reads the member an access token names', () => {
  const sub = '3f7e0c2a-5b1d-4e8f-9a6b-7c4d2e1f0a9b';
  expect(memberIdOfToken(tokenFor({ sub, role: 'authenticated', name: 'Zoë ~~~ ???' }))).toBe(sub);
  expect(memberIdOfToken('not-a-token')).toBeNull();
  expect(memberIdOfToken(tokenFor({ role: 'anon' }))).toBeNull();
});

it('lets only the member a token names own their copy', () => {
  expect(holderOwns({ by: 'token', memberId: 'a' }, 'a')).toBe(true);
  expect(holderOwns({ by: 'token', memberId: 'b' }, 'a')).toBe(false);
  expect(holderOwns({ by: 'token', memberId: null }, 'a')).toBe(false);
  expect(holderOwns({ by: 'nobody' }, 'a')).toBe(false);
});

it('counts a renewed token of the same member as the same session holder', () => {
  expect(sameHolder({ by: 'token', memberId: 'a' }, { by: 'token', memberId: 'a' })).toBe(true);
  expect(sameHolder({ by: 'token', memberId: 'a' }, { by: 'token', memberId: 'b' })).toBe(false);
  expect(sameHolder({ by: 'token', memberId: 'a' }, { by: 'nobody' })).toBe(false);
  expect(sameHolder({ by: 'cookie' }, { by: 'token', memberId: 'a' })).toBe(false);
});
