import postgres from 'postgres';
import { ID_TAKEN } from '../contract/client-writes.ts';
import { conflict } from './errors.ts';

/** The database refused a write because the named unique constraint already holds its value. */
export const violatesUnique = (error: unknown, constraint: string) =>
  error instanceof postgres.PostgresError && error.code === '23505' && error.constraint_name === constraint;

/**
 * A create under the client's id that the table's primary key refused. The id is either the
 * caller's own row, stored by a simultaneous send of the same write after this request looked
 * (answered as stored), or another member's, which row-level security hides from the caller:
 * 409 `id_taken`, revealing nothing of it. Any other failure is the caller's to handle.
 */
export async function storedUnderTakenId<Row>(
  error: unknown,
  primaryKey: string,
  readAsCaller: () => Promise<Row | undefined>,
): Promise<Row> {
  if (!violatesUnique(error, primaryKey)) throw error;
  const stored = await readAsCaller();
  if (!stored) throw conflict('id_taken', ID_TAKEN);
  return stored;
}
