// Prepared queries (prepared.ts): compiled once, run with each call's values, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionCaller } from '../auth/sessions';
import { readListVersion, DISCOVER_SCOPE } from '../recipes/list-version-queries';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { prepareQuery } from './prepared';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('prepareQuery', () => {
  // The subquery's value comes before the outer ones in the SQL: markers, not positions, decide.
  const usersNamed = prepareQuery(['first', 'email', 'pattern'], (db, values) =>
    db
      .selectFrom('users')
      .select((eb) => [
        'email',
        eb.val(values.first).as('given'),
        eb
          .selectFrom('users as u2')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('u2.email', 'like', values.pattern)
          .as('matching'),
      ])
      .where('first_name', '=', values.first)
      .where('email', '=', values.email),
  );

  it('runs the query once compiled with each call’s values in their places', async () => {
    const ada = await createUser(server, { first_name: 'Ada' });
    const grace = await createUser(server, { first_name: 'Grace' });
    const run = usersNamed(server.deps.db);
    expect(usersNamed(server.deps.db)).toBe(run);
    const [row] = await run({ first: 'Ada', email: ada.user.email, pattern: '%' });
    expect(row).toMatchObject({ email: ada.user.email, given: 'Ada' });
    expect(Number(row!.matching)).toBeGreaterThanOrEqual(2);
    expect(await run({ first: 'Ada', email: grace.user.email, pattern: '%' })).toEqual([]);
    const [other] = await run({ first: 'Grace', email: grace.user.email, pattern: 'nobody%' });
    expect(other).toMatchObject({ email: grace.user.email, given: 'Grace' });
    expect(Number(other!.matching)).toBe(0);
  });

  it('refuses a value that does not become a parameter', () => {
    const broken = prepareQuery(['id', 'unused'], (db, values) =>
      db.selectFrom('users').select('id').where('id', '=', values.id),
    );
    expect(() => broken(server.deps.db)).toThrow(/unused is not a parameter/);
  });
});

describe('findSessionCaller', () => {
  it('reads the user with the versions of their lists and of Discover', async () => {
    const cook = await createUser(server, { account_type: 'premium' });
    const token = await createSession(server.deps.db, cook.user.id, 3600);
    await createRecipe(cook.client, { title: 'Soup', visibility: 'public' });
    const caller = await findSessionCaller(server.deps.db, token);
    expect(caller?.user.id).toBe(cook.user.id);
    expect(caller?.user).not.toHaveProperty('list_version_own');
    expect(caller?.listVersions).toEqual({
      own: await readListVersion(server.deps.db, cook.user.id),
      discover: await readListVersion(server.deps.db, DISCOVER_SCOPE),
    });
    expect(caller?.listVersions.own).toBeGreaterThan(0);
    expect(await findSessionCaller(server.deps.db, 'not-a-session')).toBeNull();
  });
});
