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
export const ClientMessageSchema = z.discriminatedUnion('type', [
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

/** Server → client. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  PresenceMessageSchema,
  PresenceStateMessageSchema,
  RecipeUpdateMessageSchema,
  RecipeDeletedMessageSchema,
  RecipeRemovedMessageSchema,
  AccessRevokedMessageSchema,
  ErrorMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/** Close codes the server uses besides the standard ones (1001 going away, 1009 too big). */
export const WS_CLOSE_CODES = {
  /** Too many messages, or a socket that keeps sending what it may not. */
  policyViolation: 1008,
  /** A message over WS_MAX_MESSAGE_BYTES. */
  messageTooBig: 1009,
  /** The session ended (logout, expiry) or the account was disabled: sign in again. */
  sessionEnded: 4001,
} as const;
