// HTTP wiring for households, the meal plan and shopping lists (contract/households.ts): parse
// with the contract's schemas, call the services, present. Access is decided in policy.ts.
//
// - /api/households…: list (the caller's own made if needed), read, rename, invite, answer an
//   invitation (invitation-routes.ts), remove or leave, the calendar feed's address; the plan and its sync document; lists of a household.
// - /api/lists/{id}…: a list, its items, clear checked, and its sync document.
// - /api/calendar/{token}.ics: the feed itself, for calendar apps (no session; the token is the
//   secret). Unknown or turned-off addresses answer 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IdSchema } from '../../contract/common';
import {
  AddItemsInputSchema,
  AddPlanEntryInputSchema,
  HouseholdInviteInputSchema,
  PLAN_RANGE_MAX_DAYS,
  PlanQuerySchema,
  PlanToListInputSchema,
  RenameHouseholdInputSchema,
  ShoppingListInputSchema,
  UpdateItemInputSchema,
  UpdatePlanEntryInputSchema,
} from '../../contract/households';
import { readListDoc } from '../../contract/shopping/list-doc';
import { requireUser } from '../auth/current-user';
import { sha256 } from '../lib/tokens';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest, notFound, parseInput } from '../http/errors';
import { nowIso } from '../lib/time';
import { publicOrigin } from '../http/origin';
import { calendarFeedOf } from './calendar-feed';
import { calendarKeyOf, householdDocsOf } from './docs-of';
import { invitationRoutes } from './invitation-routes';
import { householdNotFound } from './policy';
import {
  addPlanEntry,
  checkRange,
  deletePlanEntry,
  readPlanRange,
  sendPlanToList,
  updatePlanEntry,
} from './plan';
import { presentHousehold, presentList, presentListSummary } from './presenter';
import { listsOf, pendingInvitesOf, rememberedSectionsOf, type LoadedHousehold } from './queries';
import {
  calendarTokenOf,
  cancelInvite,
  inviteToHousehold,
  listHouseholds,
  loadHouseholdFor,
  removeMember,
  renameHousehold,
  renewCalendarFeed,
  stopCalendarFeed,
} from './service';
import {
  addListItems,
  clearCheckedItems,
  createList,
  deleteList,
  deleteListItem,
  loadListFor,
  renameShoppingList,
  updateListItem,
} from './shopping';
import type { PathParams } from '../http/params';

/** An id from the path; one that cannot exist is simply not found. */
function pathId(id: string, notFoundError: () => Error = householdNotFound): string {
  if (!IdSchema.safeParse(id).success) throw notFoundError();
  return id;
}

const listNotFoundError = () => notFound('Shopping list not found');

export async function householdRoutes(app: FastifyInstance, deps: AppDeps) {
  const docs = householdDocsOf(deps);
  const calendarKey = calendarKeyOf(deps.config);
  const serviceDeps = { ...deps, calendarKey };
  const shoppingDeps = { ...deps, lists: docs.lists };
  const planDeps = { ...deps, plans: docs.plans, lists: docs.lists };
  const invitesPerUser = deps.createRateLimiter(
    'household-invite-user',
    deps.config.RATE_LIMIT_HOUSEHOLD_INVITES_PER_USER,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );
  const feedsPerIp = deps.createRateLimiter(
    'calendar-feed-ip',
    deps.config.RATE_LIMIT_CALENDAR_FEED_PER_IP,
    deps.config.RATE_LIMIT_WINDOW_SECONDS,
  );

  const present = async (request: FastifyRequest, household: LoadedHousehold, user: UserRow) => {
    const { row } = household;
    const [invites, lists, sections] = await Promise.all([
      pendingInvitesOf(deps.db, row.id, nowIso()),
      listsOf(deps.db, row.id),
      rememberedSectionsOf(deps.db, row.id),
    ]);
    const calendarUrl = row.calendar_nonce
      ? `${publicOrigin(deps, request)}/api/calendar/${calendarTokenOf(calendarKey, row.id, row.calendar_nonce)}.ics`
      : null;
    return presentHousehold(household, user, { invites, lists, sections, calendarUrl });
  };
  const presentById = async (request: FastifyRequest, user: UserRow, id: string) =>
    present(request, await loadHouseholdFor(deps, user, id), user);

  // ── households ──────────────────────────────────────────────────────────────────────────

  app.get('/households', async (request) => {
    const user = requireUser(request);
    const households = await listHouseholds(serviceDeps, user);
    return { households: await Promise.all(households.map((h) => present(request, h, user))) };
  });

  invitationRoutes(app, serviceDeps, present);

  app.get<PathParams<'id'>>('/households/:id', async (request) => {
    const user = requireUser(request);
    return presentById(request, user, pathId(request.params.id));
  });

  app.patch<PathParams<'id'>>('/households/:id', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    const input = parseInput(RenameHouseholdInputSchema, request.body);
    await renameHousehold(serviceDeps, user, id, input.name);
    return presentById(request, user, id);
  });

  app.post<PathParams<'id'>>('/households/:id/invites', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    const input = parseInput(HouseholdInviteInputSchema, request.body);
    return inviteToHousehold(
      { ...serviceDeps, invitesPerUser },
      user,
      id,
      input,
      publicOrigin(deps, request),
    );
  });

  app.delete<PathParams<'id' | 'inviteId'>>(
    '/households/:id/invites/:inviteId',
    async (request, reply) => {
      const user = requireUser(request);
      const id = pathId(request.params.id);
      const inviteId = pathId(request.params.inviteId, () => notFound('Invitation not found'));
      await cancelInvite(serviceDeps, user, id, inviteId);
      return reply.status(204).send();
    },
  );

  // The owner removes a member; a member removes themselves to leave.
  app.delete<PathParams<'id' | 'userId'>>(
    '/households/:id/members/:userId',
    async (request, reply) => {
      const user = requireUser(request);
      const id = pathId(request.params.id);
      const memberId = pathId(request.params.userId, () => notFound('Member not found'));
      await removeMember(serviceDeps, user, id, memberId);
      return reply.status(204).send();
    },
  );

  app.post<PathParams<'id'>>('/households/:id/calendar', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    await renewCalendarFeed(serviceDeps, user, id);
    const household = await presentById(request, user, id);
    return household.calendarFeed!;
  });

  app.delete<PathParams<'id'>>('/households/:id/calendar', async (request, reply) => {
    const user = requireUser(request);
    await stopCalendarFeed(serviceDeps, user, pathId(request.params.id));
    return reply.status(204).send();
  });

  // ── the meal plan ─────────────────────────────────────────────────────────────────────────

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
    const entryId = pathId(request.params.entryId, () => notFound('Plan entry not found'));
    const input = parseInput(UpdatePlanEntryInputSchema, request.body);
    return updatePlanEntry(planDeps, user, id, entryId, input);
  });

  app.delete<PathParams<'id' | 'entryId'>>(
    '/households/:id/plan/:entryId',
    async (request, reply) => {
      const user = requireUser(request);
      const id = pathId(request.params.id);
      const entryId = pathId(request.params.entryId, () => notFound('Plan entry not found'));
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

  // ── shopping lists ──────────────────────────────────────────────────────────────────────

  app.get<PathParams<'id'>>('/households/:id/lists', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    await loadHouseholdFor(deps, user, id);
    return { lists: (await listsOf(deps.db, id)).map(presentListSummary) };
  });

  app.post<PathParams<'id'>>('/households/:id/lists', async (request, reply) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    const input = parseInput(ShoppingListInputSchema, request.body);
    const list = await createList(shoppingDeps, user, id, input.name);
    return reply.status(201).send(presentList(list, []));
  });

  const presentListById = async (user: UserRow, listId: string) => {
    const list = await loadListFor(deps, user, listId);
    const { doc } = await docs.lists.readFor(user, listId);
    return presentList(list, readListDoc(doc).items);
  };

  app.get<PathParams<'id'>>('/lists/:id', async (request) => {
    const user = requireUser(request);
    return presentListById(user, pathId(request.params.id, listNotFoundError));
  });

  app.patch<PathParams<'id'>>('/lists/:id', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    const input = parseInput(ShoppingListInputSchema, request.body);
    await renameShoppingList(shoppingDeps, user, id, input.name);
    return presentListById(user, id);
  });

  app.delete<PathParams<'id'>>('/lists/:id', async (request, reply) => {
    const user = requireUser(request);
    await deleteList(shoppingDeps, user, pathId(request.params.id, listNotFoundError));
    return reply.status(204).send();
  });

  app.post<PathParams<'id'>>('/lists/:id/items', async (request, reply) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    const input = parseInput(AddItemsInputSchema, request.body);
    const itemIds = await addListItems(shoppingDeps, user, id, input);
    return reply.status(201).send({ list: await presentListById(user, id), itemIds });
  });

  app.patch<PathParams<'id' | 'itemId'>>('/lists/:id/items/:itemId', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    const itemId = pathId(request.params.itemId, () => notFound('Item not found'));
    const input = parseInput(UpdateItemInputSchema, request.body);
    await updateListItem(shoppingDeps, user, id, itemId, input);
    return presentListById(user, id);
  });

  app.delete<PathParams<'id' | 'itemId'>>('/lists/:id/items/:itemId', async (request, reply) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    const itemId = pathId(request.params.itemId, () => notFound('Item not found'));
    await deleteListItem(shoppingDeps, user, id, itemId);
    return reply.status(204).send();
  });

  app.post<PathParams<'id'>>('/lists/:id/clear-checked', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    return { removed: await clearCheckedItems(shoppingDeps, user, id) };
  });

  app.get<PathParams<'id'>>('/lists/:id/doc', async (request, reply) => {
    const user = requireUser(request);
    const state = await docs.lists.stateFor(user, pathId(request.params.id, listNotFoundError));
    return sendBytes(reply, state);
  });

  // The documents' updates are the only bodies of bytes: the parser is theirs alone, so every
  // other route still refuses a body that is not JSON (415).
  await app.register(async (bytes) => {
    bytes.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: deps.config.SYNC_MAX_UPDATE_BYTES },
      (_request, body, done) => done(null, body),
    );

    bytes.post<PathParams<'id'>>('/households/:id/plan/doc', async (request, reply) => {
      const user = requireUser(request);
      await docs.plans.apply(user, pathId(request.params.id), updateBody(request.body), null);
      return reply.status(204).send();
    });

    bytes.post<PathParams<'id'>>('/lists/:id/doc', async (request, reply) => {
      const user = requireUser(request);
      const id = pathId(request.params.id, listNotFoundError);
      await docs.lists.apply(user, id, updateBody(request.body), null);
      return reply.status(204).send();
    });
  });

  // ── the calendar feed ─────────────────────────────────────────────────────────────────────

  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    await feedsPerIp.consume(request.ip);
    const token = request.params.file.replace(/\.ics$/, '');
    const household =
      /^[A-Za-z0-9_-]{20,100}$/.test(token) &&
      (await deps.db
        .selectFrom('households')
        .selectAll()
        .where('calendar_token_hash', '=', sha256(token))
        .executeTakeFirst());
    if (!household) throw notFound('Calendar not found');
    const doc = await docs.plans.read(household.id, { household, context: null });
    const body = calendarFeedOf(doc, {
      householdId: household.id,
      householdName: household.name,
      origin: publicOrigin(deps, request),
      today: nowIso().slice(0, 10),
      pastWeeks: deps.config.CALENDAR_FEED_PAST_WEEKS,
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="meal-plan.ics"')
      .send(body);
  });
}

function updateBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest('Send the change as application/octet-stream');
  }
  return body;
}

function sendBytes(reply: FastifyReply, bytes: Uint8Array) {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
}
