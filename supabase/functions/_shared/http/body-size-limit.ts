import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors.ts';

export const JSON_BODY_LIMIT_BYTES = 256 * 1024;
/** Profile pictures may be 5 MB; the multipart envelope and name fields get a little room on top. */
export const UPLOAD_BODY_LIMIT_BYTES = 5 * 1024 * 1024 + 64 * 1024;

const tooLarge = (limit: number) => () => {
  throw new ApiError(413, 'payload_too_large', `The request is larger than ${Math.round(limit / 1024)} KB.`);
};

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge(JSON_BODY_LIMIT_BYTES) });
const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT_BYTES,
  onError: tooLarge(UPLOAD_BODY_LIMIT_BYTES),
});

/** Refuses oversized bodies before they are read: small for JSON, room for one picture for uploads. */
export const bodySizeLimit = createMiddleware((c, next) => {
  const isUpload = c.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data');
  return isUpload ? uploadLimit(c, next) : jsonLimit(c, next);
});
