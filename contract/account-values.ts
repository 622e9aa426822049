// The account page's constants, in a zod-free module the browser imports (contract/account.ts
// holds the schemas).

/** What the settings page asks a person to type before it deletes their account. */
export const DELETE_ACCOUNT_WORD = 'DELETE';

export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  accountDeleted: 'Your account and its recipes have been deleted.',
  emailChanged: 'Your email address has been changed. Sign in with it from now on.',
} as const;

/** The settings page's query parameter that carries an e-mail confirmation link's token. */
export const CONFIRM_EMAIL_PARAM = 'confirmEmail';
