// HTTP wiring for /api/admin/*: every route first asks policy.ts whether the session's user (as
// loaded for this request) is an admin — 401 signed out, 403 otherwise — before reading anything.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_TOTAL_COUNT_HEADER,
  type AdminAuditEntry,
  type AdminBackups,
  type BackupRecord,
  type AdminStats,
  type AdminUser,
} from '../../contract/admin';
import { IdSchema } from '../../contract/common';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { adminApi } from './api';
import { notFound } from '../http/errors';
import { dashboardBackups, listBackups } from '../backup/service';
import { requireAdmin } from './policy';
import { getStats, listAudit, listUsers, updateUserAsAdmin } from './service';

export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  // Before any body is parsed: a non-admin learns nothing beyond 401/403.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request.user);
  });

  serve(app, adminApi.stats, async (): Promise<AdminStats> => getStats(deps));

  // Backups (server/backup/): the last one and the newest attempts; the button starts one into
  // BACKUP_DIR and answers its running record at once (409 while one runs). A stopping app lets
  // it finish.
  const backups = dashboardBackups(deps);
  app.addHook('onClose', () => backups.settled());
  serve(app, adminApi.backups, async (): Promise<AdminBackups> => listBackups(deps));
  serve(app, adminApi.startBackup, async (): Promise<BackupRecord> => backups.start());

  serve(app, adminApi.users, async ({ reply, query: parseQuery }): Promise<AdminUser[]> => {
    const query = parseQuery();
    const page = await listUsers(deps, query);
    reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });

  serve(app, adminApi.changeUser, async ({ request, body: parseBody }): Promise<AdminUser> => {
    const actor = requireAdmin(request.user);
    const patch = parseBody();
    if (!IdSchema.safeParse(request.params.id).success)
      throw notFound('User not found', 'user_not_found');
    return updateUserAsAdmin(deps, actor, request.params.id, patch);
  });

  serve(app, adminApi.audit, async ({ reply, query: parseQuery }): Promise<AdminAuditEntry[]> => {
    const page = await listAudit(deps, parseQuery());
    reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });
}
