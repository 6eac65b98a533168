import type { AccessClaims } from '../session/access-token.ts';

export interface StoredFile {
  bucket: string;
  /** Object name inside the bucket, e.g. `<user id>/avatar-<time>.png`. */
  path: string;
  publicUrl: string;
}

/**
 * Where uploaded files go: Supabase Storage in the managed runtime, a directory in the standalone
 * one. Both act as the member (the bucket's row-level-security policies decide) and answer the
 * same public URL shape, `/storage/v1/object/public/<bucket>/<path>`.
 */
export interface FileStorage {
  upload(input: {
    claims: AccessClaims;
    accessToken: string;
    bucket: string;
    path: string;
    bytes: Uint8Array;
    contentType: string;
  }): Promise<StoredFile>;
  remove(input: {
    claims: AccessClaims;
    accessToken: string;
    bucket: string;
    paths: string[];
  }): Promise<void>;
  /**
   * An object of a private bucket read as the member (the bucket's policies decide), or undefined
   * when it does not exist or is not theirs to read.
   */
  download(input: {
    claims: AccessClaims;
    accessToken: string;
    bucket: string;
    path: string;
  }): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
  /** Deletes objects with service rights, for the orphan sweep only (no member is acting). */
  removeAsService(input: { bucket: string; paths: string[] }): Promise<void>;
}

export class StorageForbiddenError extends Error {
  constructor(path: string) {
    super(`Not allowed to write ${path}`);
    this.name = 'StorageForbiddenError';
  }
}

/** Object names are `/`-separated segments of safe characters: no traversal, no surprises in URLs. */
export function isSafeObjectPath(path: string): boolean {
  return path.split('/').every((segment) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(segment));
}
