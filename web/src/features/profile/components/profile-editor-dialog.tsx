import { NAME_MAX_LENGTH } from '@contract/auth.ts';
import type { User } from '@contract/user.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { HttpError, messageOf } from '@/lib/api-client.ts';
import { greetingFor } from '@/lib/greeting.ts';
import { useUpdateProfile } from '../api.ts';

interface ProfileEditorDialogProps {
  user: User;
  open: boolean;
  /**
   * `edit` is the member's own Edit Your Profile; `complete` is the guard's Complete Your Profile,
   * which cannot be dismissed and needs both names (seed 000 section 2, access guard).
   */
  purpose: 'edit' | 'complete';
  onClose: () => void;
}

const TEXTS = {
  edit: {
    title: 'Edit Your Profile',
    description: 'We greet you by your full name, falling back to your e-mail, then User.',
  },
  complete: {
    title: 'Complete Your Profile',
    description: 'Tell us your first and last name so we can greet you properly.',
  },
} as const;

/**
 * The profile editor: first and last name with the live greeting preview. The picture block
 * arrives with the profile-picture work; names are editable now.
 */
export function ProfileEditorDialog({ user, open, purpose, onClose }: ProfileEditorDialogProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'firstName' | 'lastName', string>>>({});
  const updateProfile = useUpdateProfile();
  const toast = useToast();
  const required = purpose === 'complete';

  // Seed 000 section 4: the fields are filled from the current user on each open.
  useEffect(() => {
    if (!open) return;
    setFirstName(user.firstName ?? '');
    setLastName(user.lastName ?? '');
    setFieldErrors({});
  }, [open, user.firstName, user.lastName]);

  const trimmedFirst = firstName.trim();
  const trimmedLast = lastName.trim();
  const nothingEntered = !trimmedFirst && !trimmedLast;

  const cancel = () => {
    setFirstName(user.firstName ?? '');
    setLastName(user.lastName ?? '');
    onClose();
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (nothingEntered) {
      toast({
        title: 'Update Required',
        description: 'Please enter at least your name or select a profile picture.',
        variant: 'destructive',
      });
      return;
    }
    if (required && (!trimmedFirst || !trimmedLast)) {
      setFieldErrors({
        firstName: trimmedFirst ? undefined : 'First name is required',
        lastName: trimmedLast ? undefined : 'Last name is required',
      });
      return;
    }
    setFieldErrors({});
    updateProfile.mutate(
      { firstName: trimmedFirst, lastName: trimmedLast },
      {
        onSuccess: () => {
          toast({ title: 'Profile Updated', description: 'Your name has been updated successfully!' });
          onClose();
        },
        onError: (error) => {
          if (error instanceof HttpError) setFieldErrors(error.fields);
          toast({
            title: 'Update Failed',
            description: messageOf(error, 'Failed to update your profile. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const { title, description } = TEXTS[purpose];
  const previewName = [trimmedFirst, trimmedLast].filter(Boolean).join(' ') || user.email || 'User';

  return (
    <Dialog open={open} title={title} description={description} onClose={required ? undefined : cancel}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={fieldErrors.firstName}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={fieldErrors.lastName}
          />
        </div>
        <p className="rounded-box bg-base-200 p-3 text-sm" aria-live="polite">
          Preview: <span className="font-semibold">{`${greetingFor(new Date())}, ${previewName}!`}</span>
        </p>
        <div className="modal-action mt-0">
          {!required && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={cancel}
              disabled={updateProfile.isPending}
            >
              Cancel
            </button>
          )}
          <button
            type="submit"
            className="btn btn-primary"
            disabled={updateProfile.isPending || nothingEntered}
          >
            {updateProfile.isPending ? 'Uploading...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
