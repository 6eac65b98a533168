import { confirmsUsername } from '@contract/account-rules.ts';
import { Trash2, UserX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useDeleteAccount } from '../api.ts';

/**
 * Settings > Your data > Delete account: a destructive button, then a dialog that says what goes
 * and asks for the username. The button is enabled once the typed name matches as the server
 * compares it (trimmed, any letter case); the server checks again, and its refusal shows under
 * the field.
 */
export function DeleteAccount() {
  const user = useSignedInUser();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const titleId = useId();
  const descriptionId = useId();
  const matches = confirmsUsername(typed.trim(), user.username);

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setTyped('');
    remove.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !remove.isPending) remove.mutate(typed.trim());
  };

  const refusal = remove.error instanceof HttpError ? remove.error : undefined;
  const fieldError = refusal?.status === 400 ? (refusal.fields.confirm ?? refusal.serverMessage) : undefined;
  const callError =
    remove.isError && !fieldError
      ? messageOf(remove.error, 'Your account could not be deleted just now. Please try again.')
      : undefined;

  return (
    <section aria-labelledby={titleId} aria-describedby={descriptionId} className="flex flex-col gap-2">
      <h3 id={titleId} className="flex items-center gap-2 font-medium">
        <UserX size={18} className="text-error" aria-hidden />
        Delete account
      </h3>
      <p id={descriptionId} className="text-sm opacity-70">
        Deletes your account and everything in it for good. Download a copy first if you may want it later.
      </p>
      <button type="button" className="btn btn-error btn-outline self-start" onClick={() => setOpen(true)}>
        <Trash2 size={16} aria-hidden />
        Delete account
      </button>

      <Dialog
        open={open}
        title="Delete your account for good?"
        description="This cannot be undone."
        onClose={remove.isPending ? undefined : close}
      >
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2 text-sm">
            <p>Everything in your account is deleted at once:</p>
            <ul className="list-disc pl-5">
              <li>your workouts, sessions, routines, records, goals and calendar notes</li>
              <li>your meal plans, mile tracker runs and profile picture</li>
              <li>your posts and likes in the community, and your place on the leaderboard</li>
            </ul>
            <p>
              An active Premium subscription is cancelled now, with no further charges. You are signed out on
              every device.
            </p>
          </div>
          <TextField
            label="Type your username to confirm"
            hint={`Your username is ${user.username}`}
            error={fieldError}
            value={typed}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            disabled={remove.isPending}
            onChange={(event) => {
              setTyped(event.target.value);
              if (remove.isError) remove.reset();
            }}
          />
          {callError && (
            <p role="alert" className="text-sm text-error">
              {callError} Your account was not deleted.
            </p>
          )}
          <div className="modal-action mt-0">
            <button type="button" className="btn btn-ghost" onClick={close} disabled={remove.isPending}>
              Cancel
            </button>
            <button type="submit" className="btn btn-error" disabled={!matches || remove.isPending}>
              {remove.isPending ? (
                <>
                  <span className="loading loading-spinner loading-sm" aria-hidden />
                  Deleting…
                </>
              ) : (
                'Delete my account'
              )}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
