import { defineOperation, errorResponses } from '../operation.ts';
import { updateProfileBodySchema, uploadProfileNamesSchema, userSchema } from '../user.ts';

const tag = 'Profile';

/** A picture is at most 5 MB; the multipart envelope and the two names get a little room on top. */
export const PROFILE_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024 + 64 * 1024;

export const userOperations = {
  updateProfile: defineOperation({
    id: 'updateProfile',
    method: 'patch',
    path: '/api/user/profile',
    summary: "Change the member's names, time zone or units (metric or imperial)",
    tag,
    access: 'member',
    body: { kind: 'json', schema: updateProfileBodySchema, maxBytes: 4 * 1024 },
    responses: {
      200: { description: 'The updated member.', schema: userSchema },
      400: { description: errorResponses[400] },
      401: { description: errorResponses[401] },
    },
  }),
  uploadPicture: defineOperation({
    id: 'uploadProfilePicture',
    method: 'post',
    path: '/api/user/profile/upload',
    summary: 'Replace the profile picture (PNG, JPEG, GIF or WebP, at most 5 MB), names optional',
    tag,
    access: 'member',
    body: {
      kind: 'multipart',
      fields: uploadProfileNamesSchema,
      fileFields: ['profileImage'],
      maxBytes: PROFILE_UPLOAD_LIMIT_BYTES,
    },
    responses: {
      200: { description: 'The updated member.', schema: userSchema },
      400: { description: errorResponses[400] },
      401: { description: errorResponses[401] },
      413: { description: 'The picture is larger than 5 MB.' },
      415: { description: 'Not a PNG, JPEG, GIF or WebP picture.' },
      422: { description: 'The picture is damaged or truncated.' },
    },
  }),
} as const;
