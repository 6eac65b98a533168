import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { distanceUnit, useUnits } from '@/lib/units.ts';
import { formatDuration, partialThousandths } from '../format.ts';

/**
 * Finishing a session timed by hand: the time since the last mile is kept, and the member may say
 * how far into the next mile they got (a treadmill shows it), so it is kept as a partial mile.
 */
export function FinishDialog({
  open,
  mile,
  secondsIntoMile,
  onCancel,
  onFinish,
}: {
  open: boolean;
  mile: number;
  secondsIntoMile: number;
  onCancel: () => void;
  onFinish: (partialThousandths: number) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const units = useUnits();
  const asksDistance = secondsIntoMile >= 1;

  const close = () => {
    setText('');
    setError(undefined);
    onCancel();
  };

  return (
    <Dialog
      open={open}
      title="Finish Session"
      description={
        asksDistance
          ? `${formatDuration(secondsIntoMile)} since ${mile > 1 ? `mile ${mile - 1}` : 'the start'} counts toward your time.`
          : 'Your session will be saved to your history.'
      }
      onClose={close}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const partial = partialThousandths(text, units);
          if ('error' in partial) {
            setError(partial.error);
            return;
          }
          setText('');
          setError(undefined);
          onFinish(partial.thousandths);
        }}
      >
        {asksDistance && (
          <TextField
            label={`Distance into mile ${mile} (${distanceUnit(units, 'miles')}, optional)`}
            type="number"
            min={0}
            max={units === 'metric' ? 1.6 : 0.99}
            step={0.01}
            placeholder="0.00"
            value={text}
            error={error}
            hint="Kept as a partial mile, with its pace."
            onChange={(event) => setText(event.target.value)}
          />
        )}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={close}>
            Keep Going
          </button>
          <button type="submit" className="btn btn-error">
            Finish
          </button>
        </div>
      </form>
    </Dialog>
  );
}
