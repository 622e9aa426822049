import type { AdminStats, AdminUser, AdminUserPatch } from '../../../contract/admin';
import { ADMIN_PAGE_SIZE, ADMIN_TOTAL_COUNT_HEADER } from '../../../contract/admin-values';
import type { ContactMessage } from '../../../contract/contact';
import type { AccountType } from '../../../contract/plans';
import { apiRequest, HttpError, withQuery } from '../../lib/api';

export type AccountTypeFilter = AccountType | 'all';

export interface AdminUserParams {
  search: string;
  accountType: AccountTypeFilter;
  page: number;
}

export interface AdminUserPage {
  users: AdminUser[];
  total: number;
}

export const PAGE_SIZE = ADMIN_PAGE_SIZE.default;

/** A GET whose failure reads 'Failed to fetch {what}: {status} {statusText} - {body}' (SPEC §8). */
async function adminGet(url: string, what: string, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, { credentials: 'include', signal });
  if (response.ok) return response;
  const body = await response.text().catch(() => '');
  // A lost session goes through the app's logged-out handling.
  if (response.status === 401) throw new HttpError(response.status, body, response.statusText);
  throw new Error(`Failed to fetch ${what}: ${response.status} ${response.statusText} - ${body}`);
}

export async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  const response = await adminGet('/api/admin/stats', 'stats', signal);
  return (await response.json()) as AdminStats;
}

/** The `search` and `accountType` parameters are sent only when set (accountType not for 'all'). */
export function adminUsersUrl({ search, accountType, page }: AdminUserParams): string {
  return withQuery('/api/admin/users', {
    search: search.trim() || undefined,
    accountType: accountType === 'all' ? undefined : accountType,
    limit: page > 0 ? String(PAGE_SIZE) : undefined,
    offset: page > 0 ? String(page * PAGE_SIZE) : undefined,
  });
}

export async function fetchAdminUsers(
  params: AdminUserParams,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  const response = await adminGet(adminUsersUrl(params), 'users', signal);
  const users = (await response.json()) as AdminUser[];
  const total = Number(response.headers.get(ADMIN_TOTAL_COUNT_HEADER) ?? users.length);
  return { users, total: Number.isFinite(total) ? total : users.length };
}

export async function fetchContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  const response = await adminGet('/api/admin/contact-messages', 'contact messages', signal);
  return (await response.json()) as ContactMessage[];
}

export function patchAdminUser(id: string, patch: AdminUserPatch): Promise<AdminUser> {
  return apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, patch);
}
