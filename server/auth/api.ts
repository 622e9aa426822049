// Accounts' API, one declaration per route (see server/http/route.ts); routes.ts serves them.
import { randomUUID } from 'node:crypto';
import {
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  ResetRequestAnswerSchema,
  ResetRequestInputSchema,
} from '../../contract/auth';
import { UpdatePreferencesInputSchema, UserSchema } from '../../contract/users';
import { MessageSchema, declareRoute } from '../http/route';

export const authApi = {
  user: declareRoute({
    method: 'GET',
    path: '/api/auth/user',
    tag: 'Auth',
    summary: 'Your own account',
    access: 'user',
    answer: UserSchema,
  }),
  preferences: declareRoute({
    method: 'PATCH',
    path: '/api/auth/user',
    tag: 'Auth',
    summary: 'Change your own preferences (the unit system, the language)',
    access: 'user',
    body: UpdatePreferencesInputSchema,
    answer: UserSchema,
    sample: { body: () => ({ unitSystem: 'metric' }) },
  }),
  register: declareRoute({
    method: 'POST',
    path: '/api/auth/register',
    tag: 'Auth',
    summary: 'Make an account and start a session',
    access: 'public',
    body: RegisterInputSchema,
    answer: { status: 201, schema: UserSchema, headers: { 'Set-Cookie': 'The session cookie' } },
    errors: { 409: 'An account with this email already exists' },
    isRateLimited: true,
    sample: {
      body: () => ({
        email: `fuzz-${randomUUID()}@example.com`,
        password: 'a long password',
        firstName: 'Fuzz',
        lastName: 'Cook',
      }),
    },
  }),
  login: declareRoute({
    method: 'POST',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in and start a session',
    access: 'public',
    body: LoginInputSchema,
    answer: { schema: UserSchema, headers: { 'Set-Cookie': 'The session cookie' } },
    errors: { 401: 'Invalid email or password' },
    isRateLimited: true,
    sample: { body: (world) => ({ email: world.ownerEmail, password: 'not the password' }) },
  }),
  logout: declareRoute({
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'Auth',
    summary: 'End the session',
    access: 'public',
    answer: MessageSchema,
  }),
  loginPage: declareRoute({
    method: 'GET',
    path: '/api/login',
    tag: 'Auth',
    summary: "Send the browser to the app's sign-in page",
    access: 'public',
    answer: { status: 302, description: 'To /login' },
  }),
  resetRequest: declareRoute({
    method: 'POST',
    path: '/api/auth/reset-password-request',
    tag: 'Auth',
    summary: 'Mail a password reset code (the answer is the same whether the account exists)',
    access: 'public',
    body: ResetRequestInputSchema,
    answer: ResetRequestAnswerSchema,
    isRateLimited: true,
    sample: { body: (world) => ({ email: world.ownerEmail }) },
  }),
  reset: declareRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'Auth',
    summary: 'Set a new password with a mailed reset code',
    access: 'public',
    body: ResetPasswordInputSchema,
    answer: MessageSchema,
    isRateLimited: true,
    sample: {
      body: (world) => ({
        email: world.ownerEmail,
        resetCode: '123456',
        newPassword: 'another password',
      }),
    },
  }),
};
