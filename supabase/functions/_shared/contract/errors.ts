import { z } from 'zod';

/**
 * Every failure the API answers has this shape. `error` is a stable snake_case code a client
 * can branch on; `message` is a sentence a person can read; `fields` names the fields at fault
 * when a request body was rejected, so a form can show each message under its input.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().int().positive().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
