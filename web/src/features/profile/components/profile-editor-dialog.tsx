import { NAME_MAX_LENGTH } from '@contract/account-rules.ts';
import type { User } from '@contract/user.ts';
import { Camera } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { greetingFor } from '@/lib/greeting.ts';
import { useUpdateProfile, useUploadProfilePicture } from '../api.ts';
import { checkPickedPicture } from '../picture-choice.ts';

interface ProfileEditorDialogProps {
  user: User;
  open: boolean;
  /**
   * `edit` is the member's own Edit Your Profile; `complete` is the guard's Complete Your Profile,
   * which cannot be dismissed and needs both names (the profile-completion guard).
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
 * The profile editor: picture (round preview, Choose New Image), first and
 * last name, and the live greeting preview. A new picture goes up with the names in one request.
 */
export function ProfileEditorDialog({ user, open, purpose, onClose }: ProfileEditorDialogProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'firstName' | 'lastName', string>>>({});
  const [picture, setPicture] = useState<{ file: File; preview: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const updateProfile = useUpdateProfile();
  const uploadPicture = useUploadProfilePicture();
  const toast = useToast();
  const required = purpose === 'complete';
  const saving = updateProfile.isPending || uploadPicture.isPending;

  // The fields are filled from the current user on each open.
  useEffect(() => {
    if (!open) return;
    setFirstName(user.firstName ?? '');
    setLastName(user.lastName ?? '');
    setPicture(null);
    setFieldErrors({});
  }, [open, user.firstName, user.lastName]);

  const pickPicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPickedPicture(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setPicture({ file, preview: String(reader.result) });
      toast({ title: 'Image Selected', description: 'Profile picture ready to upload!' });
    };
    reader.onerror = () =>
      toast({
        title: 'Error Reading File',
        description: 'Failed to process the selected image.',
        variant: 'destructive',
      });
    reader.readAsDataURL(file);
  };

  const trimmedFirst = firstName.trim();
  const trimmedLast = lastName.trim();
  const nothingEntered = !trimmedFirst && !trimmedLast && !picture;

  // Cancel resets the fields, the picked file and the preview.
  const cancel = () => {
    setFirstName(user.firstName ?? '');
    setLastName(user.lastName ?? '');
    setPicture(null);
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
    const onSuccess = () => {
      toast({ title: 'Profile Updated', description: 'Your name has been updated successfully!' });
      setPicture(null);
      onClose();
    };
    const onError = (fallback: string) => (error: Error) => {
      if (error instanceof HttpError) setFieldErrors(error.fields);
      toast({ title: 'Update Failed', description: messageOf(error, fallback), variant: 'destructive' });
    };
    if (picture) {
      uploadPicture.mutate(
        { file: picture.file, firstName: trimmedFirst, lastName: trimmedLast },
        { onSuccess, onError: onError('Failed to upload profile image.') },
      );
    } else {
      updateProfile.mutate(
        { firstName: trimmedFirst, lastName: trimmedLast },
        { onSuccess, onError: onError('Failed to update your profile. Please try again.') },
      );
    }
  };

  const { title, description } = TEXTS[purpose];
  const previewName = [trimmedFirst, trimmedLast].filter(Boolean).join(' ') || user.email || 'User';

  return (
    <Dialog open={open} title={title} description={description} onClose={required ? undefined : cancel}>
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        {!required && (
          <fieldset className="flex items-center gap-4">
            <legend className="mb-2 text-sm font-medium">Profile Picture</legend>
            {picture ? (
              <img
                src={picture.preview}
                alt="Your new profile photo, not saved yet"
                className="size-16 rounded-full object-cover ring-2 ring-primary"
              />
            ) : (
              <UserAvatar user={user} size="lg" />
            )}
            <div className="flex flex-col gap-1">
              <input
                ref={fileInput}
                id={fileInputId}
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label="Profile picture file"
                onChange={pickPicture}
                tabIndex={-1}
              />
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => fileInput.current?.click()}
                disabled={saving}
              >
                <Camera size={16} aria-hidden />
                Choose New Image
              </button>
              <p className="text-xs opacity-60">PNG, JPG, GIF or WebP, up to 5 MB.</p>
            </div>
          </fieldset>
        )}
        {picture && (
          <p className="rounded-box bg-primary/10 p-2 text-sm" role="status">
            New picture selected: it will be uploaded when you save.
          </p>
        )}
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
            <button type="button" className="btn btn-ghost" onClick={cancel} disabled={saving}>
              Cancel
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={saving || nothingEntered}>
            {/* "Uploading..." for the whole save, the picture's upload included. */}
            {saving ? 'Uploading...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
