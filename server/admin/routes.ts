// HTTP wiring for /api/admin/*: every route first asks policy.ts whether the session's user (as
// loaded for this request) is an admin — 401 signed out, 403 otherwise — before reading anything.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_TOTAL_COUNT_HEADER,
  type AdminAuditEntry,
  type AdminStats,
  type AdminUser,
} from '../../contract/admin';
import { IdSchema } from '../../contract/common';
import type { AppDeps } from '../deps';
import { serve } from '../http/route';
import { adminApi } from './api';
import { notFound } from '../http/errors';
import { requireAdmin } from './policy';
import { getStats, listAudit, listUsers, updateUserAsAdmin } from './service';

export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  // Before any body is parsed: a non-admin learns nothing beyond 401/403.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request.user);
  });

  serve(app, adminApi.stats, async (): Promise<AdminStats> => getStats(deps));

  serve(app, adminApi.users, async ({ reply, query: parseQuery }): Promise<AdminUser[]> => {
    const query = parseQuery();
    const page = await listUsers(deps, query);
    reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });

  serve(app, adminApi.changeUser, async ({ request, body: parseBody }): Promise<AdminUser> => {
    const actor = requireAdmin(request.user);
    const patch = parseBody();
    if (!IdSchema.safeParse(request.params.id).success) throw notFound('User not found');
    return updateUserAsAdmin(deps, actor, request.params.id, patch);
  });

  serve(app, adminApi.audit, async ({ reply, query: parseQuery }): Promise<AdminAuditEntry[]> => {
    const page = await listAudit(deps, parseQuery());
    reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });
}
