import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../session/access-token.ts';
import { StorageForbiddenError } from './file-storage.ts';
import { SupabaseFileStorage } from './supabase-file-storage.ts';

const claims = { sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated' } as AccessClaims;

function stubFetch(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return respond(request);
  }) as typeof fetch;
  return { requests, fetchImpl };
}

describe('SupabaseFileStorage (managed runtime, stubbed HTTP layer)', () => {
  it('uploads as the member, without overwriting, and answers the public URL', async () => {
    const stub = stubFetch(() => Response.json({ Key: 'avatars/x' }));
    const storage = new SupabaseFileStorage('https://project.supabase.co/', 'anon-key', stub.fetchImpl);
    const stored = await storage.upload({
      claims,
      accessToken: 'member-token',
      bucket: 'avatars',
      path: `${claims.sub}/avatar-1.png`,
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
    });
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(
      `https://project.supabase.co/storage/v1/object/avatars/${claims.sub}/avatar-1.png`,
    );
    expect(request?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(request?.headers.get('apikey')).toBe('anon-key');
    expect(request?.headers.get('x-upsert')).toBe('false');
    expect(request?.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await (request as Request).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(stored.publicUrl).toBe(
      `https://project.supabase.co/storage/v1/object/public/avatars/${claims.sub}/avatar-1.png`,
    );
  });

  it('reports a policy refusal as StorageForbiddenError', async () => {
    const stub = stubFetch(() =>
      Response.json(
        { statusCode: '403', message: 'new row violates row-level security policy' },
        { status: 400 },
      ),
    );
    const storage = new SupabaseFileStorage('https://project.supabase.co', 'anon-key', stub.fetchImpl);
    await expect(
      storage.upload({
        claims,
        accessToken: 't',
        bucket: 'avatars',
        path: 'someone-else/x.png',
        bytes: new Uint8Array(),
        contentType: 'image/png',
      }),
    ).rejects.toBeInstanceOf(StorageForbiddenError);
  });

  it('deletes by prefixes as the member', async () => {
    const stub = stubFetch(() => Response.json([]));
    const storage = new SupabaseFileStorage('https://project.supabase.co', 'anon-key', stub.fetchImpl);
    await storage.remove({ claims, accessToken: 'member-token', bucket: 'avatars', paths: ['a/b.png'] });
    const [request] = stub.requests;
    expect(request?.method).toBe('DELETE');
    expect(request?.url).toBe('https://project.supabase.co/storage/v1/object/avatars');
    expect(await request?.json()).toEqual({ prefixes: ['a/b.png'] });
  });
});
