/**
 * The routine's schema (the contract's strength log, and zod with it), loaded once the editor's
 * form is in use rather than with the page, as the sign-in form loads its rules. The form starts
 * loading it when one of its fields takes focus, and awaits it when saved.
 */
export const loadRoutineRules = () => import('@contract/strength-log.ts');
