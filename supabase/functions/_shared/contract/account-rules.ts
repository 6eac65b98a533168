/** Account field limits, without zod (screens that only show counters or limits read them). */
export const NAME_MAX_LENGTH = 50;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
/** Supabase Auth hashes with bcrypt, which reads at most 72 bytes; the local provider keeps the same limit. */
export const PASSWORD_MAX_LENGTH = 72;

/** Whether a deletion's `confirm` names this username (trimmed by the schema; any letter case). */
export const confirmsUsername = (confirm: string, username: string) =>
  confirm.toLowerCase() === username.toLowerCase();
