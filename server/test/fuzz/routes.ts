// What every route of the app takes when called correctly: the fuzz suite spoils one part of it
// at a time. The suite fails for a route of the app that has no entry here (see fuzz.test.ts),
// so a new route gets one when it is added.
import { randomUUID } from 'node:crypto';
import {
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
  ConfirmEmailChangeInputSchema,
  DeleteAccountInputSchema,
  UpdateNameInputSchema,
} from '../../../contract/account';
import { AdminUserPatchSchema, ADMIN_PAGE_SIZE } from '../../../contract/admin';
import {
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  ResetRequestInputSchema,
} from '../../../contract/auth';
import { ContactInputSchema } from '../../../contract/contact';
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
import {
  ImportFileCommitInputSchema,
  ImportFilePreviewInputSchema,
} from '../../../contract/import-files';
import { ProcessImageInputSchema } from '../../../contract/objects';
import { UpdatePreferencesInputSchema } from '../../../contract/users';
import { CreateApiTokenInputSchema } from '../../../contract/tokens';
import type { Recipe } from '../../../contract/recipes';
import {
  CreateRecipeInputSchema,
  ImportImageInputSchema,
  ImportInputSchema,
  ImportPasteInputSchema,
  InviteInputSchema,
  AcceptRecipeInviteInputSchema,
  ChangePersonRoleInputSchema,
  UpdateRecipeInputSchema,
} from '../../../contract/recipes';
import type { Config } from '../../config';
import type { TestUser } from '../factories';
import { uniqueEmail } from '../harness';
import type { RouteSpec } from './requests';

export interface Fixtures {
  baseUrl: string;
  config: Config;
  /** Calls every route but the admin ones; owns `recipe`. Premium, so no plan limit interferes. */
  owner: TestUser;
  admin: TestUser;
  /** Another user, the target of the admin's PATCH. */
  other: TestUser;
  /** A private recipe of the owner's. */
  recipe: Recipe;
  /** A private recipe of the other user's: the owner may not even learn that it exists. */
  foreignRecipe: Recipe;
  /** The owner's household, with a member, a pending invitation and the calendar feed on. */
  household: {
    id: string;
    memberId: string;
    inviteId: string;
    entryId: string;
    listId: string;
    itemId: string;
    /** The feed's file name (token.ics). */
    calendarFile: string;
  };
}

/** A content field of every kind a recipe has, all valid. */
const recipeContent = () => ({
  title: 'Tomato soup',
  description: 'Warm and red',
  ingredients: ['4 tomatoes', '1 onion'],
  steps: ['Chop', 'Simmer'],
  tags: ['soup', 'vegan'],
  tipVideoUrl: 'https://video.example/soup',
  sourceUrl: 'https://example.com/soup',
  prepTime: 10,
  cookTime: 30,
  servings: '4',
  visibility: 'private',
});

const pageQuery = () => ({ limit: String(ADMIN_PAGE_SIZE.default), offset: '0' });
/** An address nothing listens on, in a range the import guard refuses anyway. */
const DEAD_URL = 'http://127.0.0.1:9';

export const ROUTE_SPECS: Record<string, RouteSpec<Fixtures>> = {
  'GET /healthz': {},
  'GET /readyz': {},
  'GET /ws': {},
  'GET /api/login': {},
  'GET /api/auth/user': {},
  'PATCH /api/auth/user': {
    body: { schema: UpdatePreferencesInputSchema, sample: () => ({ unitSystem: 'metric' }) },
  },
  'PUT /api/account/name': {
    body: {
      schema: UpdateNameInputSchema,
      sample: () => ({ firstName: 'Fuzz', lastName: 'Cook' }),
    },
  },
  // A wrong current password: called correctly, these still change nothing.
  'PUT /api/account/email': {
    body: {
      schema: ChangeEmailInputSchema,
      sample: () => ({ email: uniqueEmail('moved'), password: 'not the password' }),
    },
  },
  'PUT /api/account/password': {
    body: {
      schema: ChangePasswordInputSchema,
      sample: () => ({ currentPassword: 'not the password', newPassword: 'another password' }),
    },
  },
  'POST /api/account/email/confirm': {
    body: { schema: ConfirmEmailChangeInputSchema, sample: () => ({ token: 'not.a-token' }) },
  },
  'DELETE /api/account': {
    body: { schema: DeleteAccountInputSchema, sample: () => ({ password: 'not the password' }) },
  },
  'POST /api/auth/register': {
    body: {
      schema: RegisterInputSchema,
      sample: () => ({
        email: uniqueEmail('fuzz'),
        password: 'a long password',
        firstName: 'Fuzz',
        lastName: 'Cook',
      }),
    },
  },
  'POST /api/auth/login': {
    body: {
      schema: LoginInputSchema,
      sample: (f) => ({ email: f.owner.user.email, password: 'not the password' }),
    },
  },
  'POST /api/auth/logout': {},
  'POST /api/auth/reset-password-request': {
    body: { schema: ResetRequestInputSchema, sample: (f) => ({ email: f.owner.user.email }) },
  },
  'POST /api/auth/reset-password': {
    body: {
      schema: ResetPasswordInputSchema,
      sample: (f) => ({
        email: f.owner.user.email,
        resetCode: '123456',
        newPassword: 'another password',
      }),
    },
  },
  'GET /api/admin/stats': { as: 'admin' },
  'GET /api/admin/users': {
    as: 'admin',
    query: () => ({ search: 'cook', accountType: 'all', ...pageQuery() }),
  },
  'PATCH /api/admin/users/:id': {
    as: 'admin',
    params: (f) => ({ id: f.other.user.id }),
    body: { schema: AdminUserPatchSchema, sample: () => ({ isActive: false }) },
  },
  'GET /api/admin/audit': { as: 'admin', query: pageQuery },
  'GET /api/admin/contact-messages': { as: 'admin', query: pageQuery },
  'GET /api/recipes': { query: () => ({ search: 'soup', tags: 'soup,vegan', sort: 'recent' }) },
  'POST /api/recipes': { body: { schema: CreateRecipeInputSchema, sample: recipeContent } },
  'GET /api/recipes/:id': { params: (f) => ({ id: f.recipe.id }) },
  'PUT /api/recipes/:id': {
    params: (f) => ({ id: f.recipe.id }),
    body: {
      schema: UpdateRecipeInputSchema,
      sample: () => ({ ...recipeContent(), editors: [], viewers: [] }),
    },
  },
  'DELETE /api/recipes/:id': { params: (f) => ({ id: f.recipe.id }) },
  'GET /api/recipes/trash': {},
  'GET /api/recipes/duplicates': {
    query: () => ({ sourceUrl: 'https://example.com/soup?utm_source=x' }),
  },
  'GET /api/recipes/cards': {
    query: () => ({ search: 'soup', tags: 'soup', sort: 'alphabetical', limit: '10' }),
  },
  'POST /api/recipes/:id/restore': { params: (f) => ({ id: f.recipe.id }) },
  'DELETE /api/recipes/:id/trash': { params: (f) => ({ id: f.recipe.id }) },
  // The recipe's sync document: bytes, not JSON (a JSON body is answered 400).
  'GET /api/recipes/:id/doc': { params: (f) => ({ id: f.recipe.id }) },
  'POST /api/recipes/:id/doc': {
    params: (f) => ({ id: f.recipe.id }),
    bodyLimit: (config) => config.SYNC_MAX_UPDATE_BYTES,
  },
  'GET /api/recipes/:id/history': { params: (f) => ({ id: f.recipe.id }) },
  'GET /api/recipes/:id/history/:versionId': {
    params: (f) => ({ id: f.recipe.id, versionId: randomUUID() }),
  },
  'POST /api/recipes/:id/history/:versionId/restore': {
    params: (f) => ({ id: f.recipe.id, versionId: randomUUID() }),
  },
  'POST /api/recipes/copy/:id': { params: (f) => ({ id: f.recipe.id }) },
  'GET /api/recipes/shared/:id': { params: (f) => ({ id: f.recipe.id }) },
  'GET /api/recipes/discover': {
    query: () => ({ search: 'soup', tags: 'soup', limit: '10', cursor: '' }),
  },
  'GET /api/recipes/discover/tags': {},
  'POST /api/recipes/invite': {
    body: {
      schema: InviteInputSchema,
      sample: (f) => ({ recipeId: f.recipe.id, email: 'friend@example.com', inviteType: 'email' }),
    },
  },
  'GET /api/recipes/:id/people': { params: (f) => ({ id: f.recipe.id }) },
  'PUT /api/recipes/:id/people/:userId': {
    params: (f) => ({ id: f.recipe.id, userId: f.other.user.id }),
    body: { schema: ChangePersonRoleInputSchema, sample: () => ({ role: 'viewer' }) },
  },
  'DELETE /api/recipes/:id/people/:userId': {
    params: (f) => ({ id: f.recipe.id, userId: f.other.user.id }),
  },
  'DELETE /api/recipes/:id/invites/:inviteId': {
    params: (f) => ({ id: f.recipe.id, inviteId: randomUUID() }),
  },
  'POST /api/recipes/invites/accept': {
    body: { schema: AcceptRecipeInviteInputSchema, sample: () => ({ token: 'not-a-token' }) },
  },
  'POST /api/recipes/invites/preview': {
    body: { schema: AcceptRecipeInviteInputSchema, sample: () => ({ token: 'not-a-token' }) },
  },

  'POST /api/recipes/import': {
    body: { schema: ImportInputSchema, sample: () => ({ url: `${DEAD_URL}/recipe` }) },
  },
  'POST /api/recipes/import/paste': {
    bodyLimit: (config) => config.IMPORT_PASTE_MAX_BYTES,
    body: {
      schema: ImportPasteInputSchema,
      sample: () => ({
        html: '<h1>Soup</h1><ul><li>1 tomato</li></ul>',
        text: 'Soup\n1 tomato',
        sourceUrl: 'https://example.com/soup',
      }),
    },
  },
  // The photo's bytes, not JSON: any body is judged by its bytes (text is a 400).
  'POST /api/recipes/import/photo': { bodyLimit: (config) => config.IMPORT_PHOTO_MAX_BYTES },
  'POST /api/recipes/import/image': {
    body: { schema: ImportImageInputSchema, sample: () => ({ url: `${DEAD_URL}/photo.jpg` }) },
  },
  'POST /api/recipes/import/files/upload': {},
  'POST /api/recipes/import/files/preview': {
    body: {
      schema: ImportFilePreviewInputSchema,
      sample: () => ({ uploadURL: '/api/objects/raw/imports/nothing', fileName: 'recipes.zip' }),
    },
  },
  'POST /api/recipes/import/files': {
    body: {
      schema: ImportFileCommitInputSchema,
      sample: () => ({
        uploadURL: '/api/objects/raw/imports/nothing',
        fileName: 'recipes.zip',
        items: [0],
      }),
    },
  },
  'GET /api/export': {},
  'GET /api/recipes/:id/jsonld': { params: (f) => ({ id: f.recipe.id }) },
  'GET /api/tokens': {},
  'POST /api/tokens': {
    body: {
      schema: CreateApiTokenInputSchema,
      sample: () => ({ name: 'Kitchen display', scope: 'read' }),
    },
  },
  'DELETE /api/tokens/:id': { params: () => ({ id: randomUUID() }) },
  'POST /api/objects/upload': {},
  'PUT /api/recipe-images': {
    body: {
      schema: ProcessImageInputSchema,
      sample: (f) => ({
        imageURL: `${f.baseUrl}/api/objects/raw/uploads/${randomUUID()}?expires=1&max=1&sig=x`,
        recipeId: f.recipe.id,
      }),
    },
  },
  'PUT /api/objects/raw/*': {
    signedUrl: true,
    params: () => ({ '*': `uploads/${randomUUID()}` }),
    query: () => ({
      expires: String(Math.floor(Date.now() / 1000) + 600),
      max: '1000',
      sig: '0'.repeat(43),
    }),
  },
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
  'GET /api/settings': {},
  'GET /api/openapi.json': {},
  'POST /api/contact': {
    body: {
      schema: ContactInputSchema,
      sample: () => ({
        name: 'Fuzz',
        email: 'fuzz@example.com',
        subject: 'Hello',
        message: 'A question',
      }),
    },
  },
};
