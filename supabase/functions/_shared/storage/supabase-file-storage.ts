import { supabaseClientFor } from '../supabase/client.ts';
import { type FileStorage, StorageForbiddenError, type StoredFile } from './file-storage.ts';

/**
 * Supabase Storage through supabase-js, acting as the member: the client carries their access
 * token, so the bucket's policies (own folder only) decide, exactly as in the standalone runtime.
 */
export class SupabaseFileStorage implements FileStorage {
  constructor(
    private readonly supabaseUrl: string,
    private readonly anonKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
    /** Supabase hands every edge function SUPABASE_SERVICE_ROLE_KEY; only the orphan sweep uses it. */
    private readonly serviceRoleKey?: string,
  ) {}

  private client(accessToken: string | undefined, key = this.anonKey) {
    return supabaseClientFor(this.supabaseUrl, {
      key,
      fetch: this.fetchImpl,
      ...(accessToken ? { accessToken } : {}),
    }).storage;
  }

  async upload(input: Parameters<FileStorage['upload']>[0]): Promise<StoredFile> {
    const bucket = this.client(input.accessToken).from(input.bucket);
    const { error } = await bucket.upload(input.path, input.bytes, {
      contentType: input.contentType,
      upsert: false,
      cacheControl: '31536000',
    });
    if (error) {
      const status = 'statusCode' in error ? String(error.statusCode) : '';
      // Storage reports a policy refusal as 403, or as 400 with a row-level-security message.
      if (status === '401' || status === '403' || /row-level security|unauthorized/i.test(error.message)) {
        throw new StorageForbiddenError(input.path);
      }
      throw new Error(`Storage upload failed: ${status} ${error.message}`);
    }
    return {
      bucket: input.bucket,
      path: input.path,
      publicUrl: bucket.getPublicUrl(input.path).data.publicUrl,
    };
  }

  async remove(input: Parameters<FileStorage['remove']>[0]): Promise<void> {
    const { error } = await this.client(input.accessToken).from(input.bucket).remove(input.paths);
    if (error) throw new Error(`Storage delete failed: ${error.message}`);
  }

  async download(input: Parameters<FileStorage['download']>[0]) {
    const { data, error } = await this.client(input.accessToken).from(input.bucket).download(input.path);
    // Storage answers a missing object and one the policies hide alike (400 or 404).
    if (error || !data) return undefined;
    return {
      bytes: new Uint8Array(await data.arrayBuffer()),
      contentType: data.type || 'application/octet-stream',
    };
  }

  async removeAsService(input: Parameters<FileStorage['removeAsService']>[0]): Promise<void> {
    if (!this.serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed to sweep orphaned files');
    const { error } = await this.client(undefined, this.serviceRoleKey)
      .from(input.bucket)
      .remove(input.paths);
    if (error) throw new Error(`Storage delete failed: ${error.message}`);
  }
}
