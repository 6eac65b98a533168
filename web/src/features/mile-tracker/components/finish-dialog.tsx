import { MILE_UNITS } from '@contract/mile-tracker.ts';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { formatDuration } from '../format.ts';

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
          const miles = text.trim() === '' ? 0 : Number(text);
          if (!Number.isFinite(miles) || miles < 0 || miles >= 1) {
            setError('Enter a distance from 0 to 0.99 miles');
            return;
          }
          setText('');
          setError(undefined);
          onFinish(Math.round(miles * MILE_UNITS));
        }}
      >
        {asksDistance && (
          <TextField
            label={`Distance into mile ${mile} (miles, optional)`}
            type="number"
            min={0}
            max={0.99}
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
