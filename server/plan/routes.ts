// HTTP wiring for the meal plan (contract/households.ts, contract/plan/): parse with the
// contract's schemas, call the service, answer. Access is the household's (server/households/
// policy.ts) and policy.ts's own.
//
// - /api/households/{id}/plan…: read a range, add, change, remove an entry, send a range's
//   ingredients to a list, and the plan's sync document.
// - /api/calendar/{token}.ics: the plan as a calendar feed, for calendar apps (no session; the
//   token is the secret). Unknown or turned-off addresses answer 404.
import type { FastifyInstance } from 'fastify';
import {
  AddPlanEntryInputSchema,
  PLAN_RANGE_MAX_DAYS,
  PlanQuerySchema,
  PlanToListInputSchema,
  UpdatePlanEntryInputSchema,
} from '../../contract/households';
import { requireUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { notFound, parseInput } from '../http/errors';
import { nowIso } from '../lib/time';
import { publicOrigin } from '../http/origin';
import { pathId, registerDocUpdates, sendBytes, updateBody } from '../households/http-helpers';
import { findCalendarHousehold } from '../households/service';
import { listDocsOf } from '../shopping/list-document';
import { calendarFeedOf } from './calendar-feed';
import { planDocsOf } from './plan-document';
import {
  addPlanEntry,
  checkRange,
  deletePlanEntry,
  readPlanRange,
  sendPlanToList,
  updatePlanEntry,
} from './service';
import type { PathParams } from '../http/params';
import { localeFor } from '../i18n/translate';

export async function planRoutes(app: FastifyInstance, deps: AppDeps) {
  const docs = { plans: planDocsOf(deps), lists: listDocsOf(deps) };
  const planDeps = { ...deps, plans: docs.plans, lists: docs.lists };
  const feedsPerIp = deps.createRateLimiter(
    'calendar-feed-ip',
    deps.config.RATE_LIMIT_CALENDAR_FEED_PER_IP,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );

  app.get<PathParams<'id'>>('/households/:id/plan', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    const query = parseInput(PlanQuerySchema, request.query);
    checkRange(query.from, query.to, PLAN_RANGE_MAX_DAYS);
    return { entries: await readPlanRange(planDeps, user, id, query.from, query.to) };
  });

  app.post<PathParams<'id'>>('/households/:id/plan', async (request, reply) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    const input = parseInput(AddPlanEntryInputSchema, request.body);
    return reply.status(201).send(await addPlanEntry(planDeps, user, id, input));
  });

  app.patch<PathParams<'id' | 'entryId'>>('/households/:id/plan/:entryId', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    const entryId = pathId(request.params.entryId, () =>
      notFound('Plan entry not found', 'plan_entry_not_found'),
    );
    const input = parseInput(UpdatePlanEntryInputSchema, request.body);
    return updatePlanEntry(planDeps, user, id, entryId, input);
  });

  app.delete<PathParams<'id' | 'entryId'>>(
    '/households/:id/plan/:entryId',
    async (request, reply) => {
      const user = requireUser(request);
      const id = pathId(request.params.id);
      const entryId = pathId(request.params.entryId, () =>
        notFound('Plan entry not found', 'plan_entry_not_found'),
      );
      await deletePlanEntry(planDeps, user, id, entryId);
      return reply.status(204).send();
    },
  );

  app.post<PathParams<'id'>>('/households/:id/plan/to-list', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    const input = parseInput(PlanToListInputSchema, request.body);
    checkRange(input.from, input.to, PLAN_RANGE_MAX_DAYS);
    return sendPlanToList(planDeps, user, id, input);
  });

  app.get<PathParams<'id'>>('/households/:id/plan/doc', async (request, reply) => {
    const user = requireUser(request);
    const state = await docs.plans.stateFor(user, pathId(request.params.id));
    return sendBytes(reply, state);
  });

  await registerDocUpdates(app, deps, (bytes) => {
    bytes.post<PathParams<'id'>>('/households/:id/plan/doc', async (request, reply) => {
      const user = requireUser(request);
      await docs.plans.apply(user, pathId(request.params.id), updateBody(request.body), null);
      return reply.status(204).send();
    });
  });

  // ── the calendar feed ─────────────────────────────────────────────────────────────────────

  app.get<{ Params: { file: string }; Querystring: { lang?: unknown } }>(
    '/calendar/:file',
    async (request, reply) => {
      await feedsPerIp.consume(request.ip);
      const token = request.params.file.replace(/\.ics$/, '');
      const household = await findCalendarHousehold(deps, token);
      if (!household) throw notFound('Calendar not found', 'calendar_not_found');
      const doc = await docs.plans.read(household.id, { household, context: null });
      const body = calendarFeedOf(doc, {
        householdId: household.id,
        householdName: household.name,
        origin: publicOrigin(deps, request),
        today: nowIso().slice(0, 10),
        pastWeeks: deps.config.CALENDAR_FEED_PAST_WEEKS,
        // The address the member copied carries their language; a client's header is second best.
        locale: localeFor(
          typeof request.query.lang === 'string' ? request.query.lang : null,
          request.headers['accept-language'],
        ),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="meal-plan.ics"')
        .send(body);
    },
  );
}
