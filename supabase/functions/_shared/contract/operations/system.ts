import { z } from 'zod';
import { defineOperation } from '../operation.ts';

const tag = 'System';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('reachable') });

export const systemOperations = {
  health: defineOperation({
    id: 'getHealth',
    method: 'get',
    path: '/api/health',
    summary: 'Whether the API and its database answer',
    tag,
    access: 'public',
    responses: {
      200: { description: 'Healthy.', schema: healthSchema },
      503: { description: 'The database is not reachable.' },
    },
  }),
  openApi: defineOperation({
    id: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    tag,
    access: 'public',
    responses: {
      200: { description: 'The OpenAPI 3.1 document of the API.', schema: z.record(z.string(), z.unknown()) },
    },
  }),
} as const;
