// What every route of the app takes when called correctly: the fuzz suite spoils one part of it
// at a time. A declared route's valid call is its declaration's sample (server/http/route.ts);
// the routes declared nowhere (the households', health, /ws, images) keep theirs here. The suite
// fails for a route of the app that has neither (see fuzz.test.ts).
import { randomUUID } from 'node:crypto';
import {
  AddItemsInputSchema,
  AddPlanEntryInputSchema,
  HouseholdInviteInputSchema,
  JoinHouseholdInputSchema,
  PlanToListInputSchema,
  RenameHouseholdInputSchema,
  ShoppingListInputSchema,
  UpdateItemInputSchema,
  UpdatePlanEntryInputSchema,
} from '../../../contract/households';
import { z } from 'zod';
import type { ApiRoute } from '../../http/route';
import { declaredRoutes } from '../../openapi/declared';
import type { Fixtures } from './fixtures';
import type { RouteSpec } from './requests';

export type { Fixtures } from './fixtures';

const UNDECLARED_SPECS: Record<string, RouteSpec<Fixtures>> = {
  'GET /healthz': {},
  'GET /readyz': {},
  'GET /ws': {},
  'GET /objects/images/:id': { params: () => ({ id: randomUUID() }) },
  'GET /objects/images/:id/:file': { params: () => ({ id: randomUUID(), file: 'card.webp' }) },
  'GET /objects/*': { params: () => ({ '*': 'uploads/x' }) },
  // Households, the meal plan and shopping lists (contract/households.ts).
  'GET /api/households': {},
  'POST /api/households/join': {
    body: { schema: JoinHouseholdInputSchema, sample: () => ({ token: 'a'.repeat(32) }) },
  },
  'POST /api/households/join/preview': {
    body: { schema: JoinHouseholdInputSchema, sample: () => ({ token: 'a'.repeat(32) }) },
  },
  'POST /api/households/join/decline': {
    body: { schema: JoinHouseholdInputSchema, sample: () => ({ token: 'a'.repeat(32) }) },
  },
  'GET /api/households/invitations': {},
  'POST /api/households/invitations/:inviteId/accept': {
    params: (f) => ({ inviteId: f.household.inviteId }),
  },
  'POST /api/households/invitations/:inviteId/decline': {
    params: (f) => ({ inviteId: f.household.inviteId }),
  },
  'GET /api/households/:id': { params: (f) => ({ id: f.household.id }) },
  'PATCH /api/households/:id': {
    params: (f) => ({ id: f.household.id }),
    body: { schema: RenameHouseholdInputSchema, sample: () => ({ name: 'Fuzz flat' }) },
  },
  'POST /api/households/:id/invites': {
    params: (f) => ({ id: f.household.id }),
    body: { schema: HouseholdInviteInputSchema, sample: () => ({ email: 'friend@example.com' }) },
  },
  'DELETE /api/households/:id/invites/:inviteId': {
    params: (f) => ({ id: f.household.id, inviteId: f.household.inviteId }),
  },
  'DELETE /api/households/:id/members/:userId': {
    params: (f) => ({ id: f.household.id, userId: f.household.memberId }),
  },
  'POST /api/households/:id/calendar': { params: (f) => ({ id: f.household.id }) },
  'DELETE /api/households/:id/calendar': { params: (f) => ({ id: f.household.id }) },
  'GET /api/households/:id/plan': {
    params: (f) => ({ id: f.household.id }),
    query: () => ({ from: '2026-03-01', to: '2026-03-31' }),
  },
  'POST /api/households/:id/plan': {
    params: (f) => ({ id: f.household.id }),
    body: {
      schema: AddPlanEntryInputSchema,
      sample: () => ({ date: '2026-03-02', slot: 'dinner', note: 'Soup night', servings: 2 }),
    },
  },
  'PATCH /api/households/:id/plan/:entryId': {
    params: (f) => ({ id: f.household.id, entryId: f.household.entryId }),
    body: {
      schema: UpdatePlanEntryInputSchema,
      sample: () => ({ date: '2026-03-03', slot: 'lunch', index: 0, servings: 3, note: 'Later' }),
    },
  },
  'DELETE /api/households/:id/plan/:entryId': {
    params: (f) => ({ id: f.household.id, entryId: f.household.entryId }),
  },
  'POST /api/households/:id/plan/to-list': {
    params: (f) => ({ id: f.household.id }),
    body: {
      schema: PlanToListInputSchema,
      sample: (f) => ({ listId: f.household.listId, from: '2026-03-01', to: '2026-03-07' }),
    },
  },
  // The plan's and lists' sync documents: bytes, not JSON (a JSON body is answered 400).
  'GET /api/households/:id/plan/doc': { params: (f) => ({ id: f.household.id }) },
  'POST /api/households/:id/plan/doc': {
    params: (f) => ({ id: f.household.id }),
    bodyLimit: (config) => config.SYNC_MAX_UPDATE_BYTES,
  },
  'GET /api/households/:id/lists': { params: (f) => ({ id: f.household.id }) },
  'POST /api/households/:id/lists': {
    params: (f) => ({ id: f.household.id }),
    body: { schema: ShoppingListInputSchema, sample: () => ({ name: 'Weekend' }) },
  },
  'GET /api/lists/:id': { params: (f) => ({ id: f.household.listId }) },
  'PATCH /api/lists/:id': {
    params: (f) => ({ id: f.household.listId }),
    body: { schema: ShoppingListInputSchema, sample: () => ({ name: 'Market' }) },
  },
  'DELETE /api/lists/:id': { params: (f) => ({ id: f.household.listId }) },
  'POST /api/lists/:id/items': {
    params: (f) => ({ id: f.household.listId }),
    body: { schema: AddItemsInputSchema, sample: () => ({ lines: ['2 lb potatoes', 'salt'] }) },
  },
  'PATCH /api/lists/:id/items/:itemId': {
    params: (f) => ({ id: f.household.listId, itemId: f.household.itemId }),
    body: {
      schema: UpdateItemInputSchema,
      sample: () => ({ checked: true, section: 'pantry', text: '3 onions' }),
    },
  },
  'DELETE /api/lists/:id/items/:itemId': {
    params: (f) => ({ id: f.household.listId, itemId: f.household.itemId }),
  },
  'POST /api/lists/:id/clear-checked': { params: (f) => ({ id: f.household.listId }) },
  'GET /api/lists/:id/doc': { params: (f) => ({ id: f.household.listId }) },
  'POST /api/lists/:id/doc': {
    params: (f) => ({ id: f.household.listId }),
    bodyLimit: (config) => config.SYNC_MAX_UPDATE_BYTES,
  },
  'GET /api/calendar/:file': { params: (f) => ({ file: f.household.calendarFile }) },
};

/** A declared route's sample as the fuzz suite takes it: a JSON body comes with its schema. */
function specOf({ method, path, body, sample = {} }: ApiRoute): RouteSpec<Fixtures> {
  const readsJson = body instanceof z.ZodType;
  if (readsJson !== Boolean(sample.body)) {
    throw new Error(`${method} ${path}: a sample body goes with a JSON body, and only with one`);
  }
  const { body: sampleBody, ...rest } = sample;
  return readsJson && sampleBody ? { ...rest, body: { schema: body, sample: sampleBody } } : rest;
}

export const ROUTE_SPECS: Record<string, RouteSpec<Fixtures>> = { ...UNDECLARED_SPECS };
for (const route of declaredRoutes) {
  const key = `${route.method} ${route.path}`;
  if (key in ROUTE_SPECS) throw new Error(`${key} is declared, and has a sample here too`);
  ROUTE_SPECS[key] = specOf(route);
}
