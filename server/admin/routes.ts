// HTTP wiring for /api/admin/*: every route first asks policy.ts whether the session's user (as
// loaded for this request) is an admin — 401 signed out, 403 otherwise — before reading anything.
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_TOTAL_COUNT_HEADER,
  AdminPageQuerySchema,
  AdminUserPatchSchema,
  AdminUserQuerySchema,
  type AdminAuditEntry,
  type AdminStats,
  type AdminUser,
} from '../../contract/admin';
import { IdSchema } from '../../contract/common';
import type { AppDeps } from '../deps';
import { notFound, parseInput } from '../http/errors';
import { requireAdmin } from './policy';
import { getStats, listAudit, listUsers, updateUserAsAdmin } from './service';
import type { PathParams } from '../http/params';

export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  // Before any body is parsed: a non-admin learns nothing beyond 401/403.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request.user);
  });

  app.get('/admin/stats', async (): Promise<AdminStats> => getStats(deps));

  app.get('/admin/users', async (request, reply): Promise<AdminUser[]> => {
    const query = parseInput(AdminUserQuerySchema, request.query);
    const page = await listUsers(deps, query);
    reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });

  app.patch<PathParams<'id'>>('/admin/users/:id', async (request): Promise<AdminUser> => {
    const actor = requireAdmin(request.user);
    const patch = parseInput(AdminUserPatchSchema, request.body);
    if (!IdSchema.safeParse(request.params.id).success) throw notFound('User not found');
    return updateUserAsAdmin(deps, actor, request.params.id, patch);
  });

  app.get('/admin/audit', async (request, reply): Promise<AdminAuditEntry[]> => {
    const page = await listAudit(deps, parseInput(AdminPageQuerySchema, request.query));
    reply.header(ADMIN_TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  });
}
