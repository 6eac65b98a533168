import { createElement, useEffect, useState } from 'react';

const BUY_BUTTON_SCRIPT = 'https://js.stripe.com/v3/buy-button.js';
let scriptLoad: Promise<void> | undefined;

/** Stripe's hosted buy button script, added once (the Content-Security-Policy allows js.stripe.com). */
function loadBuyButtonScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = BUY_BUTTON_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error('Stripe buy button script failed to load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

interface StripeBuyButtonProps {
  buyButtonId: string;
  publishableKey: string;
  /** Ties the checkout to a member (a reference signed by the server). */
  clientReferenceId?: string | undefined;
}

/** A Stripe-hosted buy button (/trial-success and /subscribe embed them). */
export function StripeBuyButton({ buyButtonId, publishableKey, clientReferenceId }: StripeBuyButtonProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadBuyButtonScript().catch((error: unknown) => {
      // A provider script that fails to load is logged only.
      console.warn(error);
      setFailed(true);
    });
  }, []);
  if (failed)
    return (
      <p className="text-sm opacity-70">
        The checkout button could not be loaded. Reload the page to try again.
      </p>
    );
  return createElement('stripe-buy-button', {
    'buy-button-id': buyButtonId,
    'publishable-key': publishableKey,
    ...(clientReferenceId ? { 'client-reference-id': clientReferenceId } : {}),
  });
}
