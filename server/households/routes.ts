// HTTP wiring for households (contract/households.ts): parse with the contract's schemas, call
// the services, present. Access is decided in policy.ts.
//
// /api/households…: list (the caller's own made if needed), read, rename, invite, answer an
// invitation (invitation-routes.ts), remove or leave, the calendar feed's address. The meal plan
// (server/plan/routes.ts) and shopping lists (server/shopping/routes.ts) have their own.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HouseholdInviteInputSchema, RenameHouseholdInputSchema } from '../../contract/households';
import { requireUser } from '../auth/current-user';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound, parseInput } from '../http/errors';
import { nowIso } from '../lib/time';
import { publicOrigin } from '../http/origin';
import { listsOf, rememberedSectionsOf } from '../shopping/queries';
import { calendarKeyOf } from './calendar-key';
import { pathId } from './http-helpers';
import { invitationRoutes } from './invitation-routes';
import { presentHousehold } from './presenter';
import { pendingInvitesOf, type LoadedHousehold } from './queries';
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
import type { PathParams } from '../http/params';

export async function householdRoutes(app: FastifyInstance, deps: AppDeps) {
  const calendarKey = calendarKeyOf(deps.config);
  const serviceDeps = { ...deps, calendarKey };
  const invitesPerUser = deps.createRateLimiter(
    'household-invite-user',
    deps.config.RATE_LIMIT_HOUSEHOLD_INVITES_PER_USER,
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
      const inviteId = pathId(request.params.inviteId, () =>
        notFound('Invitation not found', 'invite_not_found'),
      );
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
      const memberId = pathId(request.params.userId, () =>
        notFound('Member not found', 'member_not_found'),
      );
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
}
