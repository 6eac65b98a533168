import type { ImportReport } from '@contract/data-import.ts';
import { DATA_IMPORT_LIMITS, WEIGHT_UNITS, type WeightUnit } from '@contract/data-import-rules.ts';
import { CircleCheck, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useUnits } from '@/lib/units.ts';
import { type ImportRequest, useImportDryRun, useImportFile } from '../api.ts';
import {
  addsAnything,
  failureOf,
  fileSize,
  IMPORT_ACCEPT,
  importedText,
  importLabel,
  progressOf,
  tooLargeMessage,
} from '../import-report.ts';
import { ImportSummary } from './import-summary.tsx';

const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' };

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary';

/**
 * Settings > Your data > Import: a file from Strong or Hevy (CSV) or this app's own export (JSON).
 * Choosing it runs a dry run, whose report the member reads before anything is stored; then the
 * real import, with the upload's progress. The server tells the layout from the file's header, so
 * there is no "which app" question: naming one could only narrow what it already tries. It asks
 * the weight unit only when the file does not say it (a Strong export without unit columns).
 */
export function ImportData() {
  const units = useUnits();
  const dryRun = useImportDryRun();
  const importing = useImportFile();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [unitAsked, setUnitAsked] = useState(false);
  const [chosenUnit, setChosenUnit] = useState<WeightUnit>(units === 'metric' ? 'kg' : 'lb');
  const [appliedUnit, setAppliedUnit] = useState<WeightUnit | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const progressId = useId();
  const unitLegendId = useId();

  const check = (request: ImportRequest) => {
    importing.reset();
    dryRun.mutate(request, {
      onError: (error) => {
        if (failureOf(error).kind === 'weight-unit') setUnitAsked(true);
      },
    });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    dryRun.reset();
    importing.reset();
    setUnitAsked(false);
    setAppliedUnit(undefined);
    setFile(picked);
    setTooLarge(picked ? tooLargeMessage(picked) : null);
    if (picked && !tooLargeMessage(picked)) check({ file: picked });
  };

  const readWithUnit = () => {
    if (!file) return;
    setAppliedUnit(chosenUnit);
    check({ file, weightUnit: chosenUnit });
  };

  const startOver = () => {
    dryRun.reset();
    importing.reset();
    setFile(null);
    setTooLarge(null);
    setUnitAsked(false);
    setAppliedUnit(undefined);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  const dryFailure = dryRun.isError ? failureOf(dryRun.error) : null;
  const dryMessage = dryFailure && dryFailure.kind !== 'weight-unit' ? dryFailure.message : null;
  const importFailure = importing.isError ? failureOf(importing.error) : null;
  // A refused import's report is the newer reading of the file (the rows it lists).
  const report: ImportReport | undefined =
    importFailure?.kind === 'unreadable-rows' ? importFailure.report : dryRun.data;
  const done = importing.isSuccess ? importing.data : undefined;
  const progress = progressOf(importing.progress);
  const busy = dryRun.isPending || importing.isPending;

  const runImport = () => {
    if (!file || !report) return;
    importing.mutate({ file, weightUnit: appliedUnit, skipInvalid: report.unreadableRows.total > 0 });
  };

  return (
    <section aria-labelledby={titleId} aria-describedby={descriptionId} className="flex flex-col gap-3">
      <h3 id={titleId} className="flex items-center gap-2 font-medium">
        <Upload size={18} className="text-primary" aria-hidden />
        Import
      </h3>
      <p id={descriptionId} className="text-sm opacity-70">
        Bring your history from Strong or Hevy (their CSV export) or from a FitTrack export (JSON). You see
        what the file holds before anything is saved, and workouts already here are never added twice.
      </p>

      <div className="flex flex-col gap-1">
        {/* The label wraps its input, so the whole field, words included, is one tap area. */}
        <label className="flex flex-col gap-1 text-sm font-medium">
          File to import
          <input
            ref={inputRef}
            type="file"
            accept={IMPORT_ACCEPT}
            className="file-input w-full font-normal"
            aria-describedby={hintId}
            disabled={importing.isPending}
            onChange={choose}
          />
        </label>
        <p id={hintId} className="text-xs opacity-60">
          A .csv or .json file of up to {fileSize(DATA_IMPORT_LIMITS.maxBytes)}.
        </p>
      </div>

      {tooLarge && (
        <p role="alert" className="text-sm text-error">
          {tooLarge}
        </p>
      )}

      {dryRun.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <span className="loading loading-spinner loading-sm text-primary" aria-hidden />
          Reading {file?.name ?? 'your file'}…
        </p>
      )}

      {unitAsked && file && !done && (
        <div className="rounded-box bg-base-100 p-4">
          <fieldset aria-labelledby={unitLegendId} className="flex flex-col gap-2">
            <legend id={unitLegendId} className="font-medium">
              Weights in this file are in
            </legend>
            <p className="text-sm opacity-70">
              The file does not say. Its distances are read in kilometres with kilograms and in miles with
              pounds.
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {WEIGHT_UNITS.map((unit) => (
                <label key={unit} className={choice}>
                  <input
                    type="radio"
                    name="import-weight-unit"
                    value={unit}
                    className="radio radio-primary radio-sm shrink-0"
                    checked={chosenUnit === unit}
                    disabled={busy}
                    onChange={() => setChosenUnit(unit)}
                  />
                  {WEIGHT_UNIT_LABELS[unit]}
                </label>
              ))}
            </div>
            {/* Once read in a unit, the button comes back only when the member picks the other one. */}
            {(!appliedUnit || appliedUnit !== chosenUnit) && (
              <button
                type="button"
                className="btn btn-primary self-start"
                disabled={busy}
                onClick={readWithUnit}
              >
                {appliedUnit ? `Read the file in ${chosenUnit}` : 'Continue'}
              </button>
            )}
          </fieldset>
        </div>
      )}

      {dryMessage && (
        <p role="alert" className="text-sm text-error">
          {dryMessage}
        </p>
      )}

      {report && file && !done && !dryRun.isPending && (
        <>
          <ImportSummary report={report} fileName={file.name} />
          {!importing.isPending && (
            <div className="flex flex-col gap-2">
              {!addsAnything(report) && (
                <p className="text-sm opacity-70">
                  Everything in this file is already here: nothing to import.
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!addsAnything(report) || busy}
                  onClick={runImport}
                >
                  {importLabel(report)}
                </button>
                <button type="button" className="btn btn-ghost" onClick={startOver}>
                  Choose another file
                </button>
              </div>
            </div>
          )}
        </>
      )}

      {importing.isPending && (
        <div className="flex flex-col gap-1">
          <label htmlFor={progressId} className="text-sm" aria-live="polite">
            {progress.label}
          </label>
          <progress
            id={progressId}
            className="progress progress-primary w-full"
            value={progress.value}
            max={progress.max}
          />
        </div>
      )}

      {importFailure && (
        <p role="alert" className="text-sm text-error">
          {importFailure.kind === 'weight-unit'
            ? 'Say which unit the weights are in, then import again. Nothing was imported.'
            : importFailure.message}
        </p>
      )}

      {done && (
        <div role="status" className="alert alert-success alert-soft flex flex-col items-start gap-2">
          <p className="flex items-center gap-2 font-semibold">
            <CircleCheck size={18} aria-hidden />
            Import complete
          </p>
          <p className="text-sm">{importedText(done)}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.workouts.getHref()} className="btn btn-sm btn-outline">
              See your workouts
            </Link>
            <button type="button" className="btn btn-sm btn-ghost" onClick={startOver}>
              Import another file
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
