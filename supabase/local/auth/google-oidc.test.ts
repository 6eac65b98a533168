import { describe, expect, it } from 'vitest';
import { isLoopbackHttp } from './google-oidc.ts';

describe('the Google sign-in lifts the https-only rule', () => {
  it('for an http issuer on the loopback interface', () => {
    for (const issuer of ['http://127.0.0.1:5555', 'http://localhost:8080/realm', 'http://[::1]:9000']) {
      expect(isLoopbackHttp(new URL(issuer))).toBe(true);
    }
  });

  it('for no other issuer, https ones included (they need no lifting)', () => {
    for (const issuer of [
      'http://accounts.google.com',
      'http://127.0.0.1.example.com',
      'http://10.0.0.1',
      'https://127.0.0.1',
      'https://accounts.google.com',
    ]) {
      expect(isLoopbackHttp(new URL(issuer))).toBe(false);
    }
  });
});
