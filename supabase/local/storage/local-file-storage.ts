import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { asUser } from '../../functions/_shared/db/as-user.ts';
import type { Sql } from '../../functions/_shared/db/database.ts';
import { asServiceRole } from '../../functions/_shared/db/service-role.ts';
import {
  type FileStorage,
  isSafeObjectPath,
  StorageForbiddenError,
  type StoredFile,
} from '../../functions/_shared/storage/file-storage.ts';

export const PUBLIC_OBJECT_PREFIX = '/storage/v1/object/public';

/**
 * Supabase Storage's behaviour on a local directory: each object is recorded in storage.objects
 * as the member, so the bucket policies from the migrations decide exactly as they do on Supabase,
 * and its bytes are written under `<root>/<bucket>/<path>`.
 */
export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly sql: Sql,
    private readonly root: string,
  ) {}

  async upload(input: Parameters<FileStorage['upload']>[0]): Promise<StoredFile> {
    const file = this.fileFor(input.bucket, input.path);
    try {
      await asUser(this.sql, input.claims, async (tx) => {
        await tx`
          insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
          values (${input.bucket}, ${input.path}, ${input.claims.sub}, ${input.claims.sub},
                  ${tx.json({ mimetype: input.contentType, size: input.bytes.byteLength })})`;
        // Written inside the transaction: if the write fails, the row is rolled back with it.
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, input.bytes);
      });
    } catch (error) {
      if (error instanceof postgres.PostgresError && ['42501', '23505', '23503'].includes(error.code)) {
        throw new StorageForbiddenError(input.path);
      }
      throw error;
    }
    return { bucket: input.bucket, path: input.path, publicUrl: publicObjectUrl(input.bucket, input.path) };
  }

  async remove(input: Parameters<FileStorage['remove']>[0]): Promise<void> {
    const removed = await asUser(
      this.sql,
      input.claims,
      (tx) =>
        tx<{ name: string }[]>`
        delete from storage.objects where bucket_id = ${input.bucket} and name = any(${input.paths}) returning name`,
    );
    await Promise.all(removed.map(({ name }) => rm(this.fileFor(input.bucket, name), { force: true })));
  }

  async download(input: Parameters<FileStorage['download']>[0]) {
    if (!isSafeObjectPath(input.bucket) || !isSafeObjectPath(input.path)) return undefined;
    const [row] = await asUser(
      this.sql,
      input.claims,
      (tx) => tx<{ mimetype: string | null }[]>`
        select metadata ->> 'mimetype' as mimetype from storage.objects
        where bucket_id = ${input.bucket} and name = ${input.path}`,
    );
    if (!row) return undefined;
    const bytes = await readFile(this.fileFor(input.bucket, input.path)).catch(() => undefined);
    return bytes
      ? { bytes: new Uint8Array(bytes), contentType: row.mimetype ?? 'application/octet-stream' }
      : undefined;
  }

  async removeAsService(input: Parameters<FileStorage['removeAsService']>[0]): Promise<void> {
    const removed = await asServiceRole(
      this.sql,
      (tx) => tx<{ name: string }[]>`
        delete from storage.objects where bucket_id = ${input.bucket} and name = any(${input.paths}) returning name`,
    );
    await Promise.all(removed.map(({ name }) => rm(this.fileFor(input.bucket, name), { force: true })));
  }

  /**
   * Files on disk that no storage.objects row records: a crash after writing the file and before
   * its transaction committed leaves one (it is never served, since serving needs the row).
   */
  async sweepUnrecordedFiles(bucket: string, olderThanMs: number): Promise<number> {
    const directory = path.join(this.root, bucket);
    const files = await listRelativeFiles(directory).catch(() => [] as string[]);
    if (files.length === 0) return 0;
    const recorded = new Set(
      (
        await asServiceRole(
          this.sql,
          (tx) => tx<{ name: string }[]>`
            select name from storage.objects where bucket_id = ${bucket} and name = any(${files})`,
        )
      ).map((row) => row.name),
    );
    let removed = 0;
    for (const name of files) {
      if (recorded.has(name)) continue;
      const file = path.join(directory, ...name.split('/'));
      const { mtimeMs } = await stat(file);
      if (Date.now() - mtimeMs < olderThanMs) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** A public bucket's object for the file route; undefined when missing or the bucket is private. */
  async readPublic(
    bucket: string,
    objectPath: string,
  ): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
    if (!isSafeObjectPath(bucket) || !isSafeObjectPath(objectPath)) return undefined;
    const [row] = await this.sql<{ mimetype: string | null }[]>`
      select o.metadata ->> 'mimetype' as mimetype
      from storage.objects o join storage.buckets b on b.id = o.bucket_id
      where o.bucket_id = ${bucket} and o.name = ${objectPath} and b.public`;
    if (!row) return undefined;
    const bytes = await readFile(this.fileFor(bucket, objectPath)).catch(() => undefined);
    return bytes
      ? { bytes: new Uint8Array(bytes), contentType: row.mimetype ?? 'application/octet-stream' }
      : undefined;
  }

  private fileFor(bucket: string, objectPath: string): string {
    if (!isSafeObjectPath(bucket) || !isSafeObjectPath(objectPath))
      throw new StorageForbiddenError(objectPath);
    return path.join(this.root, bucket, ...objectPath.split('/'));
  }
}

async function listRelativeFiles(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listRelativeFiles(root, relative)));
    else files.push(relative);
  }
  return files;
}

export const publicObjectUrl = (bucket: string, objectPath: string) =>
  `${PUBLIC_OBJECT_PREFIX}/${bucket}/${objectPath}`;
