// The real-time channel on /ws (SPEC §7 Real-time channel). The socket is authenticated by the
// session cookie; the session decides who the user is.
import { z } from 'zod';
import { IdSchema } from './common';
import { RecipeSchema } from './recipes';

/**
 * Client → server. A userId in a message is accepted for compatibility and ignored.
 * - join/leave: presence on a recipe and its `recipe_update`s (join is checked like a read).
 * - watch_list/unwatch_list: changes to the recipes of the user's own list (owned or listed
 *   editor), so an open My Recipes page stays current. A recipe_update whose recipe the user no
 *   longer owns or edits has left the list.
 * - watch_discover/unwatch_discover: changes to public recipes, for an open Discover page. A
 *   recipe_update whose recipe is no longer public has left Discover.
 * A recipe that leaves a watched list and that the user may no longer read at all comes as
 * recipe_removed (its content is not sent).
 */
const Base64Schema = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Must be base64');
/** A Yjs relative position (base64): a cursor end that stays put while others type. */
const PositionSchema = Base64Schema.max(512);
/** A field of a document someone is in (a recipe's 'title', 'ingredients.3', ...). */
const FieldSchema = z.string().min(1).max(64);

/** What a synced document can be (sync_open's `kind`). */
export const SYNC_DOC_KINDS = ['recipe', 'meal_plan', 'shopping_list'] as const;
export type SyncDocKind = (typeof SYNC_DOC_KINDS)[number];

/**
 * The sync engine (docs/decisions/004-sync-engine.md), beside SPEC's messages:
 * - sync_open {docId, stateVector, kind}: open a document (checked like a read); answered with
 *   sync_state holding what the client lacks. The client then sends what the server lacks.
 *   `kind` says what the id names: a recipe (the default), a household's meal plan (docId is the
 *   household's id) or a shopping list (the list's id).
 * - sync_update {docId, update, ref}: a change (Yjs update, base64), answered sync_ack {ref} once
 *   stored, or sync_refused (the client drops its copy and opens the document again).
 * - sync_close {docId}: stop receiving the document's updates.
 * - awareness {docId, field, anchor, head}: where the user is (field null: nowhere). The server
 *   stamps who sent it.
 */
export const SyncOpenMessageSchema = z.object({
  type: z.literal('sync_open'),
  docId: IdSchema,
  stateVector: Base64Schema,
  kind: z.enum(SYNC_DOC_KINDS).optional(),
});
export const SyncUpdateMessageSchema = z.object({
  type: z.literal('sync_update'),
  docId: IdSchema,
  update: Base64Schema.min(1),
  ref: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export const AwarenessMessageSchema = z.object({
  type: z.literal('awareness'),
  docId: IdSchema,
  field: FieldSchema.nullable(),
  anchor: PositionSchema.optional(),
  head: PositionSchema.optional(),
});

export const ClientMessageSchema = z.discriminatedUnion('type', [
  SyncOpenMessageSchema,
  SyncUpdateMessageSchema,
  z.object({ type: z.literal('sync_close'), docId: IdSchema }),
  AwarenessMessageSchema,
  z.object({ type: z.literal('join'), recipeId: IdSchema, userId: z.string().optional() }),
  z.object({ type: z.literal('leave'), recipeId: IdSchema, userId: z.string().optional() }),
  z.object({ type: z.literal('watch_list') }),
  z.object({ type: z.literal('unwatch_list') }),
  z.object({ type: z.literal('watch_discover') }),
  z.object({ type: z.literal('unwatch_discover') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** Someone else joined or left a recipe. A user with several tabs joins once and leaves once. */
export const PresenceMessageSchema = z.object({
  type: z.literal('presence'),
  action: z.enum(['join', 'leave']),
  userId: z.string(),
  recipeId: z.string(),
  name: z.string().optional(),
});
export type PresenceMessage = z.infer<typeof PresenceMessageSchema>;

export const PresentUserSchema = z.object({ userId: z.string(), name: z.string() });
export type PresentUser = z.infer<typeof PresentUserSchema>;

/**
 * The answer to a successful join: everyone on the recipe now (the joiner included, once), and
 * the recipe as it is at that moment, so a change committed just before the join is not missed.
 */
export const PresenceStateMessageSchema = z.object({
  type: z.literal('presence_state'),
  recipeId: z.string(),
  users: z.array(PresentUserSchema),
  recipe: RecipeSchema,
});
export type PresenceStateMessage = z.infer<typeof PresenceStateMessageSchema>;

/**
 * The whole recipe after a committed change, presented for the recipient (its `abilities` are
 * theirs). Sent in commit order; `recipe.updatedAt` grows with every commit, so a client drops
 * any update older than the copy it holds.
 */
export const RecipeUpdateMessageSchema = z.object({
  type: z.literal('recipe_update'),
  recipe: RecipeSchema,
});
export type RecipeUpdateMessage = z.infer<typeof RecipeUpdateMessageSchema>;

/** The recipe was deleted; the server has already ended every join on it. */
export const RecipeDeletedMessageSchema = z.object({
  type: z.literal('recipe_deleted'),
  recipeId: z.string(),
});

/** The recipe left a watched list (watch_list/watch_discover) and the user may no longer read it. */
export const RecipeRemovedMessageSchema = z.object({
  type: z.literal('recipe_removed'),
  recipeId: z.string(),
});

/** The user may no longer read a recipe they had joined; the server has ended the join. */
export const AccessRevokedMessageSchema = z.object({
  type: z.literal('access_revoked'),
  recipeId: z.string(),
});

/** A message that was refused (bad JSON, unknown type, no access, too many joins...). */
export const ErrorMessageSchema = z.object({
  type: z.literal('error'),
  message: z.string(),
  code: z.string().optional(),
  recipeId: z.string().optional(),
});
export type ErrorMessage = z.infer<typeof ErrorMessageSchema>;

/** The answer to sync_open: the changes the client lacks, and the server's state vector. */
export const SyncStateMessageSchema = z.object({
  type: z.literal('sync_state'),
  docId: z.string(),
  update: z.string(),
  stateVector: z.string(),
  canEdit: z.boolean(),
});
export type SyncStateMessage = z.infer<typeof SyncStateMessageSchema>;

/** Someone else's stored change to an open document. */
export const SyncRemoteUpdateMessageSchema = z.object({
  type: z.literal('sync_update'),
  docId: z.string(),
  update: z.string(),
});

/** The client's update `ref` is stored. */
export const SyncAckMessageSchema = z.object({
  type: z.literal('sync_ack'),
  docId: z.string(),
  ref: z.number(),
});

/**
 * The client's update was refused and changed nothing (no right to edit, past a limit, or out of
 * sync): the client drops its copy of the document and opens it again.
 */
export const SyncRefusedMessageSchema = z.object({
  type: z.literal('sync_refused'),
  docId: z.string(),
  ref: z.number().optional(),
  code: z.string(),
  message: z.string(),
});

/** Where another person is in an open document (field null: they left it or the document). */
export const AwarenessStateMessageSchema = z.object({
  type: z.literal('awareness'),
  docId: z.string(),
  connectionId: z.string(),
  userId: z.string(),
  name: z.string(),
  field: z.string().nullable(),
  anchor: z.string().optional(),
  head: z.string().optional(),
});
export type AwarenessStateMessage = z.infer<typeof AwarenessStateMessageSchema>;

/**
 * A household the user is in changed (members, lists, the calendar feed): read it again. Sent to
 * every member; a member who was removed gets it too, and then no longer finds the household.
 */
export const HouseholdChangedMessageSchema = z.object({
  type: z.literal('household_changed'),
  householdId: z.string(),
});

/** Server → client. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  HouseholdChangedMessageSchema,
  SyncStateMessageSchema,
  SyncRemoteUpdateMessageSchema,
  SyncAckMessageSchema,
  SyncRefusedMessageSchema,
  AwarenessStateMessageSchema,
  PresenceMessageSchema,
  PresenceStateMessageSchema,
  RecipeUpdateMessageSchema,
  RecipeDeletedMessageSchema,
  RecipeRemovedMessageSchema,
  AccessRevokedMessageSchema,
  ErrorMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

export { WS_CLOSE_CODES } from './realtime-values';
