import { dataExportSchema } from '../data-export.ts';
import {
  DATA_IMPORT_LIMITS,
  IMPORT_CONTENT_TYPES,
  importQuerySchema,
  importRefusedSchema,
  importReportSchema,
} from '../data-import.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'Import and export';

export const dataImportOperations = {
  importData: defineOperation({
    id: 'importData',
    method: 'post',
    path: '/api/import',
    summary:
      "Bring in history from Strong's or Hevy's CSV export, or restore this app's JSON export (dryRun=true: report only)",
    tag,
    access: 'member',
    query: importQuerySchema,
    body: {
      kind: 'file',
      contentTypes: { [IMPORT_CONTENT_TYPES.csv]: null, [IMPORT_CONTENT_TYPES.json]: dataExportSchema },
      maxBytes: DATA_IMPORT_LIMITS.maxBytes,
    },
    responses: {
      200: {
        description:
          'The import report: what the file holds, what was stored (nothing for a dry run), what was stored ' +
          'before, the exercises matched and created, the rows that cannot be read and a preview.',
        schema: importReportSchema,
      },
      400: {
        description:
          'The file cannot be read (not a CSV or JSON; a header that matches no layout, the message naming the ' +
          'missing columns; an export of another format or version), or the request lacks what the file does not ' +
          'say (weightUnit). Nothing was stored.',
      },
      401: { description: errorResponses[401] },
      413: { description: 'The file is larger than 20 MB.' },
      415: { description: 'Send a Strong or Hevy file as text/csv, a FitTrack export as application/json.' },
      422: {
        description:
          'Some rows cannot be read: nothing was stored. `report` lists them; send again with skipInvalid=true ' +
          'to store the rest.',
        schema: importRefusedSchema,
      },
      429: { description: errorResponses[429] },
    },
  }),
} as const;
