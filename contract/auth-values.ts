// The password and reset-code rules, in a module without the schema library: the server's schemas
// (contract/auth.ts, contract/account.ts) and the browser's forms check the same numbers and say
// the same words.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
/** Digits in a password reset code. */
export const RESET_CODE_LENGTH = 6;

/** What a password shorter than PASSWORD_MIN_LENGTH is told (SPEC §5). */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** Whether a new password is long enough. */
export const isLongEnoughPassword = (password: string) => password.length >= PASSWORD_MIN_LENGTH;
