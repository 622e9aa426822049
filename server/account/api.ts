// The account's API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { randomUUID } from 'node:crypto';
import {
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ConfirmEmailChangeInputSchema,
  DeleteAccountInputSchema,
  EmailChangeRequestedSchema,
  EmailChangedSchema,
  UpdateNameInputSchema,
} from '../../contract/account';
import { UserSchema } from '../../contract/users';
import { LINK_GONE, MessageSchema, declareRoute } from '../http/route';

// A wrong current password in the samples: called correctly, these still change nothing.
export const accountApi = {
  name: declareRoute({
    method: 'PUT',
    path: '/api/account/name',
    tag: 'Auth',
    summary: 'Change your first and last name',
    access: 'session',
    body: UpdateNameInputSchema,
    answer: UserSchema,
    sample: { body: () => ({ firstName: 'Fuzz', lastName: 'Cook' }) },
  }),
  email: declareRoute({
    method: 'PUT',
    path: '/api/account/email',
    tag: 'Auth',
    summary:
      'Ask to change your sign-in address (with your current password): a link goes to the new one',
    access: 'session',
    body: ChangeEmailInputSchema,
    answer: EmailChangeRequestedSchema,
    errors: { 409: 'Another account has this address', 502: 'The link could not be mailed' },
    isRateLimited: true,
    sample: {
      body: () => ({ email: `moved-${randomUUID()}@example.com`, password: 'not the password' }),
    },
  }),
  confirmEmail: declareRoute({
    method: 'POST',
    path: '/api/account/email/confirm',
    tag: 'Auth',
    summary: "Open the new address's confirmation link: the sign-in address changes",
    access: 'public',
    body: ConfirmEmailChangeInputSchema,
    answer: EmailChangedSchema,
    errors: { 409: 'Another account has this address', ...LINK_GONE },
    sample: { body: () => ({ token: 'not.a-token' }) },
  }),
  password: declareRoute({
    method: 'PUT',
    path: '/api/account/password',
    tag: 'Auth',
    summary: 'Change your password (with the current one); your other sessions end',
    access: 'session',
    body: ChangePasswordInputSchema,
    answer: MessageSchema,
    isRateLimited: true,
    sample: {
      body: () => ({ currentPassword: 'not the password', newPassword: 'another password' }),
    },
  }),
  delete: declareRoute({
    method: 'DELETE',
    path: '/api/account',
    tag: 'Auth',
    summary:
      'Delete your account (with your password): your recipes, photos, sessions, tokens and households you alone belong to go',
    access: 'session',
    body: DeleteAccountInputSchema,
    answer: MessageSchema,
    errors: { 409: 'You are the only administrator' },
    isRateLimited: true,
    sample: { body: () => ({ password: 'not the password' }) },
  }),
};
