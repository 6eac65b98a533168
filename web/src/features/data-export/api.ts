import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '@/lib/api/download.ts';

/** The two downloads: the whole account as JSON (importable again), and every set as CSV. */
export const EXPORT_FILES = {
  json: { operation: 'exportData', fallbackName: 'fittrack-export.json' },
  csv: { operation: 'exportWorkoutsCsv', fallbackName: 'fittrack-workouts.csv' },
} as const;
export type ExportFile = keyof typeof EXPORT_FILES;

/** Downloads one file with the member's session; resolves with the name it was saved under. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (file: ExportFile) => {
      const { operation, fallbackName } = EXPORT_FILES[file];
      return downloadApiFile(fallbackName, operation);
    },
  });
}
