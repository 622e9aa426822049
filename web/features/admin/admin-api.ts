import type {
  AdminBackups,
  AdminStats,
  AdminUser,
  AdminUserPatch,
  BackupRecord,
} from '../../../contract/admin';
import { ADMIN_PAGE_SIZE, ADMIN_TOTAL_COUNT_HEADER } from '../../../contract/admin-values';
import type { ContactMessage } from '../../../contract/contact';
import type { AccountType } from '../../../contract/plans';
import { apiRequest, apiRequestWithHeaders, HttpError, withQuery } from '../../lib/api';

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

/** An admin read the server refused or failed, with its status (403: not an admin). */
export class AdminFetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AdminFetchError';
  }
}

/** A GET whose failure reads 'Failed to fetch {what}: {status} {statusText} - {body}' (SPEC §8). */
async function adminGet<T>(url: string, what: string, signal?: AbortSignal) {
  try {
    return await apiRequestWithHeaders<T>('GET', url, undefined, { signal });
  } catch (error) {
    // A lost session goes through the app's logged-out handling; no answer at all stays as it is.
    if (!(error instanceof HttpError) || error.status === 401) throw error;
    throw new AdminFetchError(
      `Failed to fetch ${what}: ${error.status} ${error.statusText} - ${error.bodyText}`,
      error.status,
    );
  }
}

export async function fetchAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return (await adminGet<AdminStats>('/api/admin/stats', 'stats', signal)).body;
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
  const { body: users, headers } = await adminGet<AdminUser[]>(
    adminUsersUrl(params),
    'users',
    signal,
  );
  const total = Number(headers.get(ADMIN_TOTAL_COUNT_HEADER) ?? users.length);
  return { users, total: Number.isFinite(total) ? total : users.length };
}

export async function fetchContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  const answer = await adminGet<ContactMessage[]>(
    '/api/admin/contact-messages',
    'contact messages',
    signal,
  );
  return answer.body;
}

export function patchAdminUser(id: string, patch: AdminUserPatch): Promise<AdminUser> {
  return apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, patch);
}

export async function fetchAdminBackups(signal?: AbortSignal): Promise<AdminBackups> {
  return (await adminGet<AdminBackups>('/api/admin/backups', 'backups', signal)).body;
}

/** Starts a backup on the server; answers its record (still running). */
export function startAdminBackup(): Promise<BackupRecord> {
  return apiRequest<BackupRecord>('POST', '/api/admin/backups');
}
