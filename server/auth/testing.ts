// Helpers for the accounts tests: users sign up through the real API here, since that is what
// these tests are about. (Other features use server/test/factories.ts, which inserts rows directly.)
import type { User } from '../../contract/users';
import { TestClient, uniqueEmail, type TestServer } from '../test/harness';

export const TEST_PASSWORD = 'correct horse battery';

export interface SignedUpUser {
  client: TestClient;
  user: User;
  email: string;
  password: string;
}

/** Registers a fresh user through the API and answers a client signed in as them. */
export async function signUp(
  server: TestServer,
  overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<SignedUpUser> {
  const client = new TestClient(server.baseUrl);
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const res = await client.post<User>('/api/auth/register', {
    email,
    password,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'Cook',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { client, user: res.body, email, password };
}

/** The session cookie's value from a Set-Cookie answer, or undefined. */
export function sessionTokenFrom(headers: Headers, cookieName: string): string | undefined {
  for (const setCookie of headers.getSetCookie()) {
    const [pair] = setCookie.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name?.trim() === cookieName) return value.join('=');
  }
  return undefined;
}
