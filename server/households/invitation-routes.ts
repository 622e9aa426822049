// HTTP wiring for answering household invitations (invitations.ts):
// - GET  /api/households/invitations: the invitations to the caller's address.
// - POST /api/households/invitations/{id}/accept | /decline: answered in the app.
// - POST /api/households/join {token}: accepted by the link; …/join/preview shows what the link
//   is for, …/join/decline declines it.
// Accepting answers the household joined ({household}); declining answers 204.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdSchema } from '../../contract/common';
import {
  JoinHouseholdInputSchema,
  type InvitationPreview,
  type PendingInvitationList,
} from '../../contract/households';
import { requireUser } from '../auth/current-user';
import type { UserRow } from '../db/schema';
import { notFound, parseInput } from '../http/errors';
import type { PathParams } from '../http/params';
import {
  acceptInvitation,
  declineInvitation,
  pendingInvitationsFor,
  previewInvitation,
  type InvitationRef,
} from './invitations';
import type { LoadedHousehold } from './queries';
import type { HouseholdDeps } from './service';

type Present = (request: FastifyRequest, household: LoadedHousehold, user: UserRow) => unknown;

function inviteRef(id: string): InvitationRef {
  if (!IdSchema.safeParse(id).success)
    throw notFound('This invitation has expired or was already used', 'invitation_gone');
  return { id };
}

export function invitationRoutes(app: FastifyInstance, deps: HouseholdDeps, present: Present) {
  app.get('/households/invitations', async (request): Promise<PendingInvitationList> => {
    const user = requireUser(request);
    return { invitations: await pendingInvitationsFor(deps, user) };
  });

  app.post<PathParams<'inviteId'>>('/households/invitations/:inviteId/accept', async (request) => {
    const user = requireUser(request);
    const household = await acceptInvitation(deps, user, inviteRef(request.params.inviteId));
    return { household: await present(request, household, user) };
  });

  app.post<PathParams<'inviteId'>>(
    '/households/invitations/:inviteId/decline',
    async (request, reply) => {
      const user = requireUser(request);
      await declineInvitation(deps, user, inviteRef(request.params.inviteId));
      return reply.status(204).send();
    },
  );

  app.post('/households/join', async (request) => {
    const user = requireUser(request);
    const { token } = parseInput(JoinHouseholdInputSchema, request.body);
    const household = await acceptInvitation(deps, user, { token });
    return { household: await present(request, household, user) };
  });

  app.post('/households/join/preview', async (request): Promise<InvitationPreview> => {
    const user = requireUser(request);
    const { token } = parseInput(JoinHouseholdInputSchema, request.body);
    return { invitation: await previewInvitation(deps, user, token) };
  });

  app.post('/households/join/decline', async (request, reply) => {
    const user = requireUser(request);
    const { token } = parseInput(JoinHouseholdInputSchema, request.body);
    await declineInvitation(deps, user, { token });
    return reply.status(204).send();
  });
}
