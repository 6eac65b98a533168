import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { apiHref } from '@/lib/api/client.ts';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { type FieldErrors, fieldErrorsOf } from '@/lib/field-errors.ts';
import { signUpExtras } from '@/lib/signup-extras.ts';
import { useSignUp } from '../api.ts';
import { loadAuthRules } from '../auth-rules.ts';
import { GoogleButton } from './google-button.tsx';

export function SignUpForm({ onBack, onToggle }: { onBack: () => void; onToggle: () => void }) {
  const signUp = useSignUp();
  const toast = useToast();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pendingConfirmation, setPendingConfirmation] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { signUpBodySchema } = await loadAuthRules();
    const parsed = signUpBodySchema.safeParse({
      username: form.get('username'),
      email: form.get('email'),
      password: form.get('password'),
      firstName: form.get('firstName'),
      lastName: form.get('lastName'),
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setFieldErrors({});
    // The onboarding answers and the trial's hand-over, when the visitor came through the plan.
    signUp.mutate(
      { ...parsed.data, ...signUpExtras.forSignUp() },
      {
        onSuccess: (answer) => {
          signUpExtras.clear();
          if ('confirmationRequired' in answer) setPendingConfirmation(answer.message);
        },
        onError: (error) => {
          // A trial that can no longer be handed over: the next attempt signs up without it.
          if (error instanceof HttpError && error.body?.error === 'trial_handover_invalid')
            signUpExtras.forgetTrial();
          if (error instanceof HttpError) setFieldErrors(error.fields);
          toast({
            title: 'Sign Up Failed',
            description: messageOf(error, 'Failed to create account'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  if (pendingConfirmation) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="alert alert-info">{pendingConfirmation}</p>
        <button type="button" className="btn btn-ghost btn-sm self-center" onClick={onToggle}>
          I have confirmed it: Sign In
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadAuthRules()}
      className="flex flex-col gap-4"
      aria-label="Create account"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          maxLength={50}
          required
          error={fieldErrors.firstName}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          maxLength={50}
          required
          error={fieldErrors.lastName}
        />
      </div>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        required
        hint="3-30 letters, numbers or underscores"
        error={fieldErrors.username}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldErrors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a number"
        error={fieldErrors.password}
      />
      <button type="submit" className="btn btn-primary" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </button>
      <div className="divider my-0 text-xs opacity-60">or</div>
      <GoogleButton href={apiHref('startGoogleSignIn')} />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <button type="button" className="link link-primary touch-target" onClick={onToggle}>
          Sign in
        </button>
      </p>
      <button type="button" className="btn btn-ghost btn-sm self-center" onClick={onBack}>
        Back
      </button>
    </form>
  );
}
