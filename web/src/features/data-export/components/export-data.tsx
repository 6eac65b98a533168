import { Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { type ExportFile, useDownloadExport } from '../api.ts';

const BUTTONS: { file: ExportFile; label: string; Icon: typeof FileJson }[] = [
  { file: 'json', label: 'Download everything (JSON)', Icon: FileJson },
  { file: 'csv', label: 'Download workouts (CSV)', Icon: FileSpreadsheet },
];

/**
 * Settings > Your data > Export: the member's copy, as the whole account in JSON (which this app
 * can import again) or every set as CSV (Strong's columns, for spreadsheets and other apps).
 * Fetched with the session, since a plain link could not carry a bearer token, then saved under
 * the server's file name.
 */
export function ExportData() {
  const download = useDownloadExport();
  const toast = useToast();
  const titleId = useId();
  const descriptionId = useId();
  const busy = download.isPending ? download.variables : undefined;

  const start = (file: ExportFile) => {
    if (download.isPending) return;
    download.mutate(file, {
      onSuccess: (name) => toast({ title: 'Download ready', description: `Saved as ${name}.` }),
    });
  };

  return (
    <section aria-labelledby={titleId} aria-describedby={descriptionId} className="flex flex-col gap-2">
      <h3 id={titleId} className="flex items-center gap-2 font-medium">
        <Download size={18} className="text-primary" aria-hidden />
        Export
      </h3>
      <p id={descriptionId} className="text-sm opacity-70">
        Take a copy whenever you like. The JSON file holds everything in your account and can be imported
        again; the CSV lists every set you logged, for spreadsheets and other training apps.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {BUTTONS.map(({ file, label, Icon }) => (
          <button
            key={file}
            type="button"
            className="btn btn-outline justify-start"
            aria-busy={busy === file}
            disabled={download.isPending}
            onClick={() => start(file)}
          >
            {busy === file ? (
              <span className="loading loading-spinner loading-sm" aria-hidden />
            ) : (
              <Icon size={18} aria-hidden />
            )}
            {label}
          </button>
        ))}
      </div>
      {busy && (
        <p role="status" className="text-sm opacity-70">
          Preparing your file…
        </p>
      )}
      {download.isError && !download.isPending && (
        <p role="alert" className="text-sm text-error">
          {messageOf(download.error, 'The download could not be prepared. Please try again.')}
        </p>
      )}
    </section>
  );
}
