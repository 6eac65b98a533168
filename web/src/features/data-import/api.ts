import type { ImportReport, WeightUnit } from '@contract/data-import.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api/client.ts';
import { callApiWithUploadProgress, type UploadProgress } from '@/lib/api/upload.ts';
import { useRefreshAfter } from '@/lib/query-keys.ts';
import { asImportBody } from './import-report.ts';

export interface ImportRequest {
  file: File;
  /** Only for a file that does not say its weight unit; a file that says wins on the server. */
  weightUnit?: WeightUnit | undefined;
}

/** Reads the file on the server and reports what importing it would do; stores nothing. */
export function useImportDryRun() {
  return useMutation({
    mutationFn: ({ file, weightUnit }: ImportRequest): Promise<ImportReport> =>
      callApi('importData', { query: { dryRun: true, weightUnit }, body: asImportBody(file) }),
  });
}

/**
 * Imports the file for real, reporting the upload's progress (null until the first bytes go, then
 * sending, then the server at work). Every view of workouts, exercises, routines, notes and goals
 * refreshes afterwards.
 */
export function useImportFile() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const refresh = useRefreshAfter('dataImported');
  const mutation = useMutation({
    mutationFn: ({ file, weightUnit, skipInvalid }: ImportRequest & { skipInvalid: boolean }) => {
      setProgress(null);
      return callApiWithUploadProgress(setProgress, 'importData', {
        query: { weightUnit, skipInvalid },
        body: asImportBody(file),
      });
    },
    onSuccess: refresh,
  });
  return { ...mutation, progress };
}
