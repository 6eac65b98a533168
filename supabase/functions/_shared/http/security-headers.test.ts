import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.ts';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it.each(['header', 'meta'] as const)(
    'lets the %s policy load the service worker and the web app manifest from the app itself',
    (delivery) => {
      const policy = directives(contentSecurityPolicy({ delivery }));
      expect(policy['worker-src']).toEqual(["'self'"]);
      expect(policy['manifest-src']).toEqual(["'self'"]);
    },
  );
});
