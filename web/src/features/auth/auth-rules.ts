/**
 * The sign-in and sign-up rules (the contract's schemas, and zod with them), loaded once a form is
 * in use rather than with the page: evaluating zod was the auth screen's longest task while it
 * loaded. A form starts loading them when one of its fields takes focus, and awaits them when sent.
 */
export const loadAuthRules = () => import('@contract/auth.ts');
