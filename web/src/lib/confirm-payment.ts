/**
 * Confirming a one-time payment (Premium's purchase, a trainer booking) with Stripe's Payment
 * Element: kept apart from React so it is tested without a browser, against a stand-in with
 * Stripe.js's shape.
 */
export interface PaymentConfirmer<Elements = unknown> {
  confirmPayment(options: {
    elements: Elements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: { message?: string } }>;
}

export type PaymentOutcome = { ok: true } | { ok: false; message: string };

/**
 * `returnUrl` is where a payment method that leaves the page (a bank's check) brings the member
 * back; most cards confirm in place.
 */
export async function confirmOneTimePayment<Elements>(
  stripe: PaymentConfirmer<Elements> | null,
  elements: Elements | null,
  returnUrl: string,
): Promise<PaymentOutcome> {
  if (!stripe || !elements)
    return { ok: false, message: 'The payment form is still loading. Please try again.' };
  const { error } = await stripe.confirmPayment({
    elements,
    confirmParams: { return_url: returnUrl },
    redirect: 'if_required',
  });
  if (error) return { ok: false, message: error.message ?? 'Your payment could not be completed.' };
  return { ok: true };
}
