import { describe, expect, it } from 'vitest';
import { adminUsersUrl } from './admin-api';

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
