import { z } from 'zod';
import { isoInstant } from './text.ts';

/**
 * Writes a client may send more than once (an outbox sending again after a lost answer). A create
 * carries the client's own id, so a second send is answered with the row as stored instead of
 * storing another; an edit carries the time the member made it, so edits arriving out of order
 * settle as "the last change the member made wins", field by field.
 */

/** Clock difference tolerated between a device and the server before a change time counts as future. */
export const CHANGE_TIME_TOLERANCE_MS = 5 * 60 * 1000;

export const ID_TAKEN = 'This id is already used by another record.';

/** The id a client made for the row it creates (a uuid); sent again, it means the same row. */
export const clientIdSchema = z
  .uuid('id must be a uuid')
  .meta({ examples: ['3b8f2c1e-6d4a-4f9b-8e2c-1a7d5f0b9c34'] });

/** When the member made a change, on their device's clock; a few minutes ahead is tolerated. */
export const changedAtSchema = isoInstant('Change time')
  .refine(
    (value) => Date.parse(value) <= Date.now() + CHANGE_TIME_TOLERANCE_MS,
    'Change time cannot be in the future',
  )
  .meta({ examples: ['2026-11-26T18:04:05.120Z'] });
