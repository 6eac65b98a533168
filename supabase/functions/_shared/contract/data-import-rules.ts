/** The import's layouts, units and limits, without zod (the settings page's import card reads them). */

/**
 * The layouts read. Strong has shipped three that members still hold: comma-separated without
 * units (the request names the weight unit), semicolon-separated with `Weight Unit` and
 * `Distance Unit` columns, and the quoted, semicolon-separated one with the unit in the header
 * (`Weight (kg)`, `Distance (meters)`) and decimal commas.
 */
export const IMPORT_LAYOUTS = [
  'strong-without-units',
  'strong-unit-columns',
  'strong-units-in-header',
  'hevy',
  'fittrack',
] as const;
export type ImportLayout = (typeof IMPORT_LAYOUTS)[number];

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const DATA_IMPORT_LIMITS = {
  /** The file as uploaded: a ten-year Strong export is about 8 MB. */
  maxBytes: 20 * 1024 * 1024,
  /** Rows that cannot be read are listed up to this many; the total is always given. */
  unreadableRowsListed: 100,
  /** Sessions shown in the preview, the earliest first. */
  previewSessions: 5,
  /** Imported history may be older than a hand-logged workout's year, but not older than this. */
  earliestYear: 1970,
} as const;

/** The file types the body may have: CSV for Strong and Hevy, JSON for this app's own export. */
export const IMPORT_CONTENT_TYPES = { csv: 'text/csv', json: 'application/json' } as const;
