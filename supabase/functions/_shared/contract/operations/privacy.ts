import { defineOperation, errorResponses } from '../operation.ts';
import { privacySettingsSchema, updatePrivacyBodySchema } from '../privacy.ts';

const tag = 'Privacy';
const denied = { 401: { description: errorResponses[401] } } as const;

export const privacyOperations = {
  get: defineOperation({
    id: 'getPrivacySettings',
    method: 'get',
    path: '/api/user/privacy',
    summary: 'Whether the member appears on the leaderboard and shows their streak on posts',
    tag,
    access: 'member',
    responses: { 200: { description: 'The choices.', schema: privacySettingsSchema }, ...denied },
  }),
  update: defineOperation({
    id: 'updatePrivacySettings',
    method: 'patch',
    path: '/api/user/privacy',
    summary: 'Change either privacy choice',
    tag,
    access: 'member',
    body: { kind: 'json', schema: updatePrivacyBodySchema, maxBytes: 1024 },
    responses: {
      200: { description: 'The choices now.', schema: privacySettingsSchema },
      400: { description: errorResponses[400] },
      ...denied,
    },
  }),
} as const;
