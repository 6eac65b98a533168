import { useId } from 'react';
import { useAuthProviders } from '../api.ts';
import { markOAuthStarted } from '../oauth-return.ts';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6s2.7-6 6-6c1.9 0 3.2.8 3.9 1.5l2.7-2.6C16.9 3.2 14.7 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.7 0 9.4-4 9.4-9.6 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}

/**
 * Continue with Google. It goes to `href` (the API's Google sign-in on the forms, its login on the
 * selection screen) after setting the `oauth-in-progress` flag. When the server
 * has no Google sign-in configured the button stays visible but disabled, with the reason.
 */
export function GoogleButton({ href, label = 'Continue with Google' }: { href: string; label?: string }) {
  const providers = useAuthProviders();
  const reasonId = useId();
  const available = providers.data?.google === true;
  if (!available) {
    const reason = providers.isPending
      ? 'Checking whether Google sign-in is available…'
      : providers.isError
        ? 'Could not check whether Google sign-in is available. Use your username or e-mail instead.'
        : 'Google sign-in is not set up on this server. Use your username or e-mail instead.';
    return (
      <div className="flex flex-col gap-1">
        <button type="button" className="btn btn-outline w-full" disabled aria-describedby={reasonId}>
          <GoogleMark />
          {label}
        </button>
        <p id={reasonId} className="text-center text-xs opacity-60">
          {reason}
        </p>
      </div>
    );
  }
  return (
    <a href={href} className="btn btn-outline w-full" onClick={markOAuthStarted}>
      <GoogleMark />
      {label}
    </a>
  );
}
