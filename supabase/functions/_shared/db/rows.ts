import type { Database, DriverParsedColumns } from './database-types.ts';

/**
 * Row types for the stores' queries, from the generated database types, as postgres.js really
 * returns them: `Row<'public.workout'>` is a row of a table or view, `FunctionRow<'social.feed_page'>`
 * a row of what a set-returning function returns. A query that selects some columns types its
 * rows with `Pick` of these; renamed and computed columns are added by hand.
 */

/**
 * What postgres.js returns for the Postgres types it parses itself, with the settings of
 * `connectDatabase` (database.ts): timestamps become Date, dates stay text, and numeric and
 * bigint stay text (a JavaScript number could not hold every value).
 */
export interface DriverValues {
  timestamptz: Date;
  timestamp: Date;
  date: string;
  numeric: string;
  int8: string;
}

type SchemaName = keyof Database;
type Relations<Schema extends SchemaName> = Database[Schema]['Tables'] & Database[Schema]['Views'];
type Functions<Schema extends SchemaName> = Database[Schema]['Functions'];

/** `schema.table` or `schema.view`. */
export type RelationName = {
  [Schema in SchemaName]: `${Schema}.${keyof Relations<Schema> & string}`;
}[SchemaName];

/** `schema.function` for each function that returns a set of rows. */
export type SetFunctionName = {
  [Schema in SchemaName]: {
    [Name in keyof Functions<Schema> & string]: Functions<Schema>[Name] extends { Returns: readonly object[] }
      ? `${Schema}.${Name}`
      : never;
  }[keyof Functions<Schema> & string];
}[SchemaName];

type DriverValue<PostgresType, Generated> =
  | (PostgresType extends `${infer Element extends keyof DriverValues}[]`
      ? DriverValues[Element][]
      : PostgresType extends keyof DriverValues
        ? DriverValues[PostgresType]
        : never)
  | Extract<Generated, null>;

/** The generated row with the driver's value for each column listed in DriverParsedColumns[Key]. */
type AsDriverReturns<Generated, Key extends string> = Key extends keyof DriverParsedColumns
  ? {
      [Column in keyof Generated]: Column extends keyof DriverParsedColumns[Key]
        ? DriverValue<DriverParsedColumns[Key][Column], Generated[Column]>
        : Generated[Column];
    }
  : Generated;

export type Row<Name extends RelationName> =
  Name extends `${infer Schema extends SchemaName}.${infer Relation}`
    ? Relation extends keyof Relations<Schema>
      ? Relations<Schema>[Relation] extends { Row: infer Generated }
        ? AsDriverReturns<Generated, Name>
        : never
      : never
    : never;

/**
 * One row of a set-returning function's result. Postgres does not say which of those columns may
 * be null, so the generated types say none; name the ones that may with `Nullable`.
 */
export type FunctionRow<Name extends SetFunctionName> =
  Name extends `${infer Schema extends SchemaName}.${infer Function}`
    ? Function extends keyof Functions<Schema>
      ? Functions<Schema>[Function] extends { Returns: readonly (infer Generated)[] }
        ? AsDriverReturns<Generated, `${Name}()`>
        : never
      : never
    : never;

/** `Columns` of `Row` (all when not named) may be null: an outer join's columns, or a function result's. */
export type Nullable<Row, Columns extends keyof Row = keyof Row> = {
  [Column in keyof Row]: Column extends Columns ? Row[Column] | null : Row[Column];
};

/**
 * `Row` with columns narrowed to what the database guarantees beyond their type: text that a
 * check constraint holds to a list of values, jsonb that only the API writes, in one shape. Each
 * narrowed type must fit its column's.
 */
export type Narrowed<Row, Columns extends Partial<Row>> = Omit<Row, keyof Columns> & Columns;
