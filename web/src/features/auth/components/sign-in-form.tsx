import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { apiHref } from '@/lib/api/client.ts';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { type FieldErrors, fieldErrorsOf } from '@/lib/field-errors.ts';
import { useSignIn } from '../api.ts';
import { loadAuthRules } from '../auth-rules.ts';
import { GoogleButton } from './google-button.tsx';

export function SignInForm({ onBack, onToggle }: { onBack: () => void; onToggle: () => void }) {
  const signIn = useSignIn();
  const toast = useToast();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { signInBodySchema } = await loadAuthRules();
    const parsed = signInBodySchema.safeParse({
      identifier: form.get('identifier'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof HttpError) setFieldErrors(error.fields);
        toast({
          title: 'Sign In Failed',
          description: messageOf(error, 'Invalid credentials'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadAuthRules()}
      className="flex flex-col gap-4"
      aria-label="Sign in"
    >
      <TextField
        label="Username or Email"
        name="identifier"
        autoComplete="username"
        autoCapitalize="none"
        required
        error={fieldErrors.identifier}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <button type="submit" className="btn btn-primary" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </button>
      <div className="divider my-0 text-xs opacity-60">or</div>
      <GoogleButton href={apiHref('startGoogleSignIn')} />
      <p className="text-center text-sm">
        Don't have an account?{' '}
        <button type="button" className="link link-primary touch-target" onClick={onToggle}>
          Create one
        </button>
      </p>
      <button type="button" className="btn btn-ghost btn-sm self-center" onClick={onBack}>
        Back
      </button>
    </form>
  );
}
