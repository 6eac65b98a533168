/**
 * Confirming the trial's card with Stripe's Payment Element: kept
 * apart from React so it is tested without a browser, against a stand-in with Stripe.js's shape.
 */
export interface SetupConfirmer<Elements = unknown> {
  confirmSetup(options: {
    elements: Elements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: { message?: string } }>;
}

export type ConfirmOutcome = { ok: true } | { ok: false; message: string };

/** Cards confirm in place; methods that need a redirect come back to /trial-success. */
export async function confirmTrialCard<Elements>(
  stripe: SetupConfirmer<Elements> | null,
  elements: Elements | null,
  origin: string,
): Promise<ConfirmOutcome> {
  if (!stripe || !elements)
    return { ok: false, message: 'The card form is still loading. Please try again.' };
  const { error } = await stripe.confirmSetup({
    elements,
    confirmParams: { return_url: `${origin}/trial-success` },
    redirect: 'if_required',
  });
  if (error) return { ok: false, message: error.message ?? 'Your card could not be confirmed.' };
  return { ok: true };
}
