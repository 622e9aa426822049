import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOTAL_COUNT_HEADER } from '../../../contract/admin-values';
import { HttpError } from '../../lib/api';
import { AdminFetchError, adminUsersUrl, fetchAdminStats, fetchAdminUsers } from './admin-api';

describe('adminUsersUrl', () => {
  it('leaves out empty search and the all filter', () => {
    expect(adminUsersUrl({ search: '  ', accountType: 'all', page: 0 })).toBe('/api/admin/users');
  });
  it('sends search and account type when set', () => {
    expect(adminUsersUrl({ search: 'ann', accountType: 'premium', page: 0 })).toBe(
      '/api/admin/users?search=ann&accountType=premium',
    );
  });
  it('pages with limit and offset', () => {
    expect(adminUsersUrl({ search: '', accountType: 'all', page: 2 })).toBe(
      '/api/admin/users?limit=100&offset=200',
    );
  });
});

describe('admin GETs', () => {
  const params = { search: '', accountType: 'all', page: 0 } as const;
  const answer = (response: Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
  afterEach(() => vi.unstubAllGlobals());

  it('reads the users page total from its header', async () => {
    answer(Response.json([], { headers: { [ADMIN_TOTAL_COUNT_HEADER]: '250' } }));
    expect(await fetchAdminUsers(params)).toEqual({ users: [], total: 250 });
  });

  it('keeps the status of a refusal, so a person who is no admin is told so', async () => {
    answer(new Response('{"message":"Admins only"}', { status: 403, statusText: 'Forbidden' }));
    const refusal = await fetchAdminStats().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AdminFetchError);
    expect(refusal).toMatchObject({ status: 403 });
  });

  it("fails with SPEC's 'Failed to fetch' sentence", async () => {
    answer(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(fetchAdminStats()).rejects.toThrow(
      'Failed to fetch stats: 500 Internal Server Error - boom',
    );
  });

  it('leaves a lost session to the logged-out handling', async () => {
    answer(
      new Response('{"message":"Not signed in"}', { status: 401, statusText: 'Unauthorized' }),
    );
    await expect(fetchAdminUsers(params)).rejects.toBeInstanceOf(HttpError);
  });
});
