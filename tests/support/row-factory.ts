import postgres from 'postgres';
import type { Sql } from '../../supabase/functions/_shared/db/database.ts';
import type { ColumnInfo, TableInfo } from './schema-catalog.ts';

type Row = Record<string, unknown>;

/** Values tried in turn for a required column until the table's check constraints accept one. */
function candidates(column: ColumnInfo, attempt: number): unknown {
  const pick = <T>(options: T[]): T => options[Math.min(attempt, options.length - 1)] as T;
  if (column.enumLabels?.length) {
    const label = pick(column.enumLabels);
    return column.isArray ? [label] : label;
  }
  if (column.isArray) return [];
  const type = column.type;
  if (/^(smallint|integer|bigint)/.test(type)) return pick([1, 5, 30, 100, 1500]);
  if (/^(numeric|real|double)/.test(type)) return pick([1, 5, 30, 100, 1500]);
  if (type === 'boolean') return pick([true, false]);
  if (type === 'date') return new Date().toISOString().slice(0, 10);
  if (type.startsWith('timestamp')) return new Date();
  // A window's end comes after its start.
  if (type.startsWith('time')) return column.name.startsWith('end') ? '18:00' : '09:00';
  if (type === 'uuid') return crypto.randomUUID();
  if (type === 'jsonb' || type === 'json') return {};
  // Unique first, so reference tables keyed by a unique name accept a second parent row.
  return pick([`row-factory ${crypto.randomUUID().slice(0, 8)}`, 'x', 'valid_value_123']);
}

/**
 * Inserts a plausible row for any public table, owned by `ownerId`: required columns get values
 * by type (retried past check constraints), foreign keys to auth.users get the owner, and other
 * foreign keys get a parent row made the same way, owned by the same member. Runs as the
 * database owner, so row-level security does not stand in the way of building fixtures.
 */
export class RowFactory {
  /**
   * `counterpart`: a member other than the owners the rows are made for, for a row that needs
   * someone else (a booking is of another member's service: nobody books their own).
   */
  constructor(
    private readonly sql: Sql,
    private readonly tables: Map<string, TableInfo>,
    private readonly counterpart?: string,
  ) {}

  private bookings = 0;

  /** A booking of the counterpart's service, a day apart from the last so no two overlap. */
  private async booking(ownerId: string): Promise<Row> {
    if (!this.counterpart) throw new Error('A booking needs a counterpart member to book');
    const trainer = await this.rowFor('trainer', this.counterpart);
    const [service] = await this.sql<Row[]>`
      insert into public.trainer_service (trainer_id, user_id, name, duration, price)
      values (${trainer.id as string}, ${this.counterpart}, 'row-factory service', 60, 5000)
      returning id`;
    this.bookings += 1;
    const [booking] = await this.sql<Row[]>`
      insert into public.booking (user_id, trainer_id, service_id, scheduled_at, platform_commission)
      values (${ownerId}, ${trainer.id as string}, ${service?.id as string},
              now() + make_interval(days => ${this.bookings}), 750)
      returning *`;
    if (!booking) throw new Error('No booking returned');
    return booking;
  }

  async rowFor(tableName: string, ownerId: string, depth = 0): Promise<Row> {
    if (tableName === 'booking') return this.booking(ownerId);
    const table = this.tables.get(tableName);
    if (!table) throw new Error(`Unknown table ${tableName}`);
    if (depth > 6) throw new Error(`Foreign keys nest too deeply at ${tableName}`);

    // A table keyed by the member itself (the profile) already has the member's row.
    const ownerKey = table.foreignKeys.find((key) => key.refSchema === 'auth' && key.refTable === 'users');
    if (ownerKey && table.primaryKey.length === 1 && ownerKey.columns[0] === table.primaryKey[0]) {
      const [existing] = await this.sql<Row[]>`
        select * from public.${this.sql(tableName)} where ${this.sql(table.primaryKey[0] as string)} = ${ownerId}`;
      if (existing) return existing;
    }

    const values: Row = {};
    for (const key of table.foreignKeys) {
      if (key.refSchema === 'auth' && key.refTable === 'users') {
        for (const column of key.columns) values[column] = ownerId;
        continue;
      }
      // A composite key with a nullable column holds when that column is null (MATCH SIMPLE).
      const required = key.columns.every(
        (name) => table.columns.find((column) => column.name === name)?.notNull,
      );
      if (!required || key.refSchema !== 'public' || key.refTable === tableName) continue;
      const parent = await this.rowFor(key.refTable, ownerId, depth + 1);
      key.columns.forEach((column, index) => {
        values[column] = parent[key.refColumns[index] as string];
      });
    }

    const attempts = new Map<string, number>();
    for (let round = 0; round < 12; round++) {
      const row: Row = { ...values };
      for (const column of table.columns) {
        if (column.name in row || column.generated || column.hasDefault || !column.notNull) continue;
        row[column.name] = candidates(column, attempts.get(column.name) ?? 0);
      }
      try {
        const [inserted] = await this.sql.begin(
          (tx) =>
            tx<
              Row[]
            >`insert into public.${tx(tableName)} ${tx(row as Record<string, postgres.SerializableParameter>)} returning *`,
        );
        if (!inserted) throw new Error(`No row returned for ${tableName}`);
        return inserted;
      } catch (error) {
        // One row per member (a trainer profile, say): the member's existing row serves.
        if (error instanceof postgres.PostgresError && error.code === '23505' && ownerKey) {
          const [existing] = await this.sql<Row[]>`
            select * from public.${this.sql(tableName)}
            where ${this.sql(ownerKey.columns[0] as string)} = ${ownerId} limit 1`;
          if (existing) return existing;
        }
        if (!(error instanceof postgres.PostgresError) || error.code !== '23514' || !error.constraint_name)
          throw error;
        // A check constraint refused a value: try the next candidate for the columns it names.
        const [constraint] = await this.sql<{ definition: string }[]>`
          select pg_get_constraintdef(oid) as definition from pg_constraint
          where conname = ${error.constraint_name} and conrelid = ${`public.${tableName}`}::regclass`;
        // A rule checked by a row trigger has no catalogue entry; its name carries the column it
        // bounds (`workout_duration_logged_range`).
        const named = table.columns.filter((column) =>
          (constraint?.definition ?? error.constraint_name ?? '').includes(column.name),
        );
        if (named.length === 0) throw error;
        for (const column of named) attempts.set(column.name, (attempts.get(column.name) ?? 0) + 1);
      }
    }
    throw new Error(`Could not build a row for ${tableName} that passes its check constraints`);
  }
}
