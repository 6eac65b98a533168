import { type ReactNode, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { deviceOutbox, useOutboxSnapshot } from '@/lib/outbox/device-outbox.ts';

/** "1 change saved on this device has not" / "3 changes saved on this device have not". */
export const unsentSentence = (count: number) =>
  `${count} change${count === 1 ? '' : 's'} saved on this device ${count === 1 ? 'has' : 'have'} not reached the server.`;

/**
 * Sign out, asked first while the member has writes the server does not have yet: signing out
 * discards them (the next member of this device must not find them). A session that ends by itself
 * does not come through here, and keeps them for the member's next sign-in.
 */
export function useGuardedSignOut(signOut: () => void | Promise<void>): {
  signOut: () => void;
  confirmation: ReactNode;
} {
  const unsent = useOutboxSnapshot().items.length;
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const discardAndSignOut = async () => {
    setLeaving(true);
    await deviceOutbox().discardAll();
    setAsking(false);
    await signOut();
  };
  return {
    signOut: () => {
      if (unsent > 0) setAsking(true);
      else void signOut();
    },
    confirmation: (
      <Dialog
        open={asking}
        title="Sign out?"
        description={`${unsentSentence(unsent)} Sign out anyway and discard ${unsent === 1 ? 'it' : 'them'}?`}
        onClose={leaving ? undefined : () => setAsking(false)}
      >
        <div className="modal-action">
          <button
            type="button"
            className="btn h-11 min-h-11"
            disabled={leaving}
            onClick={() => setAsking(false)}
          >
            Stay signed in
          </button>
          <button
            type="button"
            className="btn btn-error h-11 min-h-11"
            disabled={leaving}
            onClick={() => void discardAndSignOut()}
          >
            Sign out and discard
          </button>
        </div>
      </Dialog>
    ),
  };
}
