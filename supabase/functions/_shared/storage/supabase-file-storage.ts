import { type FileStorage, StorageForbiddenError, type StoredFile } from './file-storage.ts';

/**
 * Supabase Storage over its REST API, acting as the member: the request carries their access
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

  async upload(input: Parameters<FileStorage['upload']>[0]): Promise<StoredFile> {
    const response = await this.fetchImpl(`${this.base()}/storage/v1/object/${input.bucket}/${input.path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${input.accessToken}`,
        apikey: this.anonKey,
        'Content-Type': input.contentType,
        'x-upsert': 'false',
        'Cache-Control': 'max-age=31536000',
      },
      body: input.bytes.slice().buffer,
    });
    if (response.status === 403 || response.status === 401) throw new StorageForbiddenError(input.path);
    if (!response.ok) {
      const text = await response.text();
      // Storage reports a policy refusal as 400 with a row-level-security message.
      if (/row-level security|unauthorized/i.test(text)) throw new StorageForbiddenError(input.path);
      throw new Error(`Storage upload failed: ${response.status} ${text}`);
    }
    return {
      bucket: input.bucket,
      path: input.path,
      publicUrl: `${this.base()}/storage/v1/object/public/${input.bucket}/${input.path}`,
    };
  }

  remove(input: Parameters<FileStorage['remove']>[0]): Promise<void> {
    return this.deleteObjects(input.bucket, input.paths, input.accessToken, this.anonKey);
  }

  removeAsService(input: Parameters<FileStorage['removeAsService']>[0]): Promise<void> {
    if (!this.serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed to sweep orphaned files');
    return this.deleteObjects(input.bucket, input.paths, this.serviceRoleKey, this.serviceRoleKey);
  }

  private async deleteObjects(bucket: string, paths: string[], bearer: string, apikey: string) {
    const response = await this.fetchImpl(`${this.base()}/storage/v1/object/${bucket}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${bearer}`, apikey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: paths }),
    });
    if (!response.ok) throw new Error(`Storage delete failed: ${response.status} ${await response.text()}`);
  }

  private base() {
    return this.supabaseUrl.replace(/\/+$/, '');
  }
}
