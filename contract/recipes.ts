import { z } from 'zod';
import { HttpUrlSchema, IdSchema, TimestampSchema, boundedText, lineList } from './common';
import { IMAGE_OBJECT_PATH_PATTERN } from './objects';
import {
  DEFAULT_TRASH_RETENTION_DAYS,
  NEXT_CURSOR_HEADER,
  RECIPE_LIMITS,
  SHARING_ROLES,
  SORTS,
  VISIBILITIES,
  uniqueTags,
} from './recipe-values';

export {
  DEFAULT_TRASH_RETENTION_DAYS,
  NEXT_CURSOR_HEADER,
  RECIPE_LIMITS,
  SHARING_ROLES,
  SORTS,
  VISIBILITIES,
};

export const VisibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof VisibilitySchema>;

export const RecipeSortSchema = z.enum(SORTS);
export type RecipeSort = z.infer<typeof RecipeSortSchema>;

/**
 * Only the app's own processed images may become a recipe's image: the base path
 * `/objects/images/<uuid>` that PUT /api/recipe-images answers. Anything else is refused.
 */
export const ObjectPathSchema = z
  .string()
  .trim()
  .regex(IMAGE_OBJECT_PATH_PATTERN, 'Must be an image uploaded to Potluck');

const TitleSchema = z.string().trim().min(1, 'Title is required').max(RECIPE_LIMITS.title);
const TagListSchema = z
  .array(z.string().max(RECIPE_LIMITS.tagLength))
  .transform(uniqueTags)
  .pipe(z.array(z.string()).max(RECIPE_LIMITS.tags));
const MinutesSchema = z.number().int().min(0).max(RECIPE_LIMITS.minutes);
const UserIdListSchema = z.array(IdSchema).max(RECIPE_LIMITS.sharingList);

/** What the server may evaluate for the caller, so the UI needs no second copy of the rules. */
export const RecipeAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  share: z.boolean(),
});
export type RecipeAbilities = z.infer<typeof RecipeAbilitiesSchema>;

/** A recipe's content as answers carry it (the fields its synced document holds). */
export const RecipeContentSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  ingredients: z.array(z.string()),
  steps: z.array(z.string()),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  tipVideoUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  prepTime: z.number().nullable(),
  cookTime: z.number().nullable(),
  servings: z.string().nullable(),
});

/**
 * A recipe as its reader is sent it. Every reader is sent `ownerUid`; only the owner is sent the
 * whole `editors` and `viewers` lists, anyone else in each list only themselves if they are on it.
 */
export const RecipeSchema = z.object({
  id: z.string(),
  ownerUid: z.string(),
  ...RecipeContentSchema.shape,
  visibility: VisibilitySchema,
  editors: z.array(z.string()),
  viewers: z.array(z.string()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  abilities: RecipeAbilitiesSchema.optional(),
});
export type Recipe = z.infer<typeof RecipeSchema>;

const contentFields = {
  description: boundedText(RECIPE_LIMITS.description).nullable(),
  ingredients: lineList(RECIPE_LIMITS.lines, RECIPE_LIMITS.lineLength),
  steps: lineList(RECIPE_LIMITS.lines, RECIPE_LIMITS.lineLength),
  tags: TagListSchema,
  imageUrl: ObjectPathSchema.nullable(),
  tipVideoUrl: HttpUrlSchema.nullable(),
  sourceUrl: HttpUrlSchema.nullable(),
  prepTime: MinutesSchema.nullable(),
  cookTime: MinutesSchema.nullable(),
  servings: boundedText(RECIPE_LIMITS.servings).nullable(),
};

/** POST /api/recipes. Unknown keys (ids, ownerUid, timestamps) are refused, never read. */
export const CreateRecipeInputSchema = z.strictObject({
  title: TitleSchema,
  ingredients: contentFields.ingredients,
  description: contentFields.description.optional(),
  steps: contentFields.steps.optional(),
  tags: contentFields.tags.optional(),
  imageUrl: contentFields.imageUrl.optional(),
  tipVideoUrl: contentFields.tipVideoUrl.optional(),
  sourceUrl: contentFields.sourceUrl.optional(),
  prepTime: contentFields.prepTime.optional(),
  cookTime: contentFields.cookTime.optional(),
  servings: contentFields.servings.optional(),
  visibility: VisibilitySchema.optional(),
});
export type CreateRecipeInput = z.infer<typeof CreateRecipeInputSchema>;

/** Fields anyone who may edit can change. */
export const RECIPE_CONTENT_FIELDS = [
  'title',
  'description',
  'ingredients',
  'steps',
  'tags',
  'imageUrl',
  'tipVideoUrl',
  'sourceUrl',
  'prepTime',
  'cookTime',
  'servings',
] as const;
/** Fields only the owner can change. */
export const RECIPE_SHARING_FIELDS = ['visibility', 'editors', 'viewers'] as const;

/** PUT /api/recipes/{id}: partial; only the fields sent change. */
export const UpdateRecipeInputSchema = z.strictObject({
  title: TitleSchema.optional(),
  description: contentFields.description.optional(),
  ingredients: contentFields.ingredients.optional(),
  steps: contentFields.steps.optional(),
  tags: contentFields.tags.optional(),
  imageUrl: contentFields.imageUrl.optional(),
  tipVideoUrl: contentFields.tipVideoUrl.optional(),
  sourceUrl: contentFields.sourceUrl.optional(),
  prepTime: contentFields.prepTime.optional(),
  cookTime: contentFields.cookTime.optional(),
  servings: contentFields.servings.optional(),
  visibility: VisibilitySchema.optional(),
  editors: UserIdListSchema.optional(),
  viewers: UserIdListSchema.optional(),
});
export type UpdateRecipeInput = z.infer<typeof UpdateRecipeInputSchema>;

export const RecipeListQuerySchema = z.object({
  search: z.string().max(200).optional(),
  /** Comma-joined; a recipe must carry every listed tag. */
  tags: z.string().max(2000).optional(),
  sort: RecipeSortSchema.optional(),
});
export type RecipeListQuery = z.infer<typeof RecipeListQuerySchema>;

/**
 * A recipe as My Recipes' grid shows it: the recipe without its ingredients, steps and links.
 * Open one with GET /api/recipes/{id} (or its synced document) for the rest.
 */
export const RecipeCardSchema = RecipeSchema.omit({
  ingredients: true,
  steps: true,
  tipVideoUrl: true,
  sourceUrl: true,
});
export type RecipeCard = z.infer<typeof RecipeCardSchema>;

export const RECIPE_CARD_LIMITS = {
  /** Largest page a client may ask for (the default is the RECIPE_CARDS_PAGE_SIZE setting). */
  maxPageSize: 100,
} as const;

/**
 * GET /api/recipes/cards: the recipes GET /api/recipes lists (same search, tags and sort), as
 * cards, one page at a time. Send `nextCursor` back as `cursor`, with the same search, tags and
 * sort, for the next page; it is null on the last page.
 */
export const RecipeCardsQuerySchema = RecipeListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(RECIPE_CARD_LIMITS.maxPageSize).optional(),
  cursor: z.string().max(500).optional(),
});
export type RecipeCardsQuery = z.infer<typeof RecipeCardsQuerySchema>;

export const RecipeCardPageSchema = z.object({
  cards: z.array(RecipeCardSchema),
  nextCursor: z.string().nullable(),
  /** How many recipes match in all: on the first page (no cursor) only, null on the others. */
  total: z.number().int().nullable(),
  /**
   * How many recipes the user owns (what the plan's limit counts), whatever the filter: on the
   * first page only, so the limit banner can show with the first cards.
   */
  ownedCount: z.number().int().nullable(),
  /**
   * Every tag of the recipes GET /api/recipes lists without a filter, once each (the spelling of
   * the most recently updated recipe that carries it), A-Z: on the first page only, so the tag
   * filter shows the whole library's tags with the first cards.
   */
  tags: z.array(z.string()).nullable(),
});
export type RecipeCardPage = z.infer<typeof RecipeCardPageSchema>;

/**
 * GET /api/recipes/duplicates: the caller's recipes that are already the one they are about to
 * add: copies of the recipe `copyOf` (Discover's Add, Save a Copy), or recipes imported from the
 * page at `sourceUrl` (the same page, whatever its tracking parameters, fragment or `www.`).
 * Exactly one of the two.
 */
export const DuplicatesQuerySchema = z
  .strictObject({ copyOf: IdSchema.optional(), sourceUrl: HttpUrlSchema.optional() })
  .refine((query) => (query.copyOf === undefined) !== (query.sourceUrl === undefined), {
    message: 'Give either copyOf or sourceUrl',
  });
export type DuplicatesQuery = z.infer<typeof DuplicatesQuerySchema>;

/** One recipe the caller already has (the answer is a list of them, most recently updated first). */
export const RecipeDuplicateSchema = z.object({ id: z.string(), title: z.string() });
export type RecipeDuplicate = z.infer<typeof RecipeDuplicateSchema>;

/** 403 answer when the free plan's limit is reached. */
export const RecipeLimitErrorSchema = z.object({
  message: z.string(),
  code: z.literal('recipe_limit_reached'),
  upgradeRequired: z.literal(true),
  limit: z.number(),
});

/** A recipe in its owner's trash: the usual recipe, when it was deleted and when it goes for good. */
export const TrashedRecipeSchema = RecipeSchema.extend({
  deletedAt: TimestampSchema,
  purgeAt: TimestampSchema,
});
export type TrashedRecipe = z.infer<typeof TrashedRecipeSchema>;

/**
 * GET /api/recipes/trash: the signed-in user's deleted recipes, most recently deleted first, and
 * how many days the trash keeps them (the server's TRASH_RETENTION_DAYS). POST
 * /api/recipes/{id}/restore answers the recipe (403 like a create when the plan's limit is full);
 * DELETE /api/recipes/{id}/trash deletes a recipe in the trash for good.
 */
export const TrashListSchema = z.object({
  recipes: z.array(TrashedRecipeSchema),
  retentionDays: z.number().int(),
});
export type TrashList = z.infer<typeof TrashListSchema>;

export const DiscoverRecipeSchema = RecipeSchema.extend({
  ownerName: z.string(),
  /** Masked: other users' full addresses are never sent. */
  ownerEmail: z.string().nullable(),
});
export type DiscoverRecipe = z.infer<typeof DiscoverRecipeSchema>;

export const DISCOVER_LIMITS = {
  /** Largest page a client may ask for (the default page size is the DISCOVER_PAGE_SIZE setting). */
  maxPageSize: 100,
  /** SPEC §2/§9: Discover shows the first 20 tag chips. */
  tagChips: 20,
} as const;

/**
 * GET /api/recipes/discover: public recipes of all users, newest first (createdAt, then id).
 * The answer is a plain JSON array, as SPEC's client expects; when more pages exist the response
 * carries the next page's opaque cursor in the NEXT_CURSOR_HEADER header, to be sent back as
 * `cursor` with the same search and tags. A client that ignores the header sees the first page.
 */
export const DiscoverQuerySchema = z.object({
  search: z.string().max(200).optional(),
  /** Comma-joined; a recipe must carry every listed tag. */
  tags: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(DISCOVER_LIMITS.maxPageSize).optional(),
  cursor: z.string().max(200).optional(),
});
export type DiscoverQuery = z.infer<typeof DiscoverQuerySchema>;

/** GET /api/recipes/discover/tags: the most used tags among public recipes, most used first. */
export const DiscoverTagSchema = z.object({ tag: z.string(), count: z.number().int() });
export type DiscoverTag = z.infer<typeof DiscoverTagSchema>;

/** POST /api/recipes/copy/{id}: the copy's title is the original's plus this suffix. */
export const COPY_TITLE_SUFFIX = ' (Copy)';

export const SharedRecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  prepTime: z.number().nullable(),
  cookTime: z.number().nullable(),
  servings: z.string().nullable(),
  ownerName: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  sourceUrl: z.string().nullable(),
  visibility: VisibilitySchema,
});
export type SharedRecipe = z.infer<typeof SharedRecipeSchema>;

export const ImportInputSchema = z.object({
  url: z.string().trim().min(1, 'Please enter a URL').max(2048),
});
export type ImportInput = z.infer<typeof ImportInputSchema>;

/** POST /api/recipes/import/paste: a page's HTML, or a recipe's text, and where it came from. */
export const ImportPasteInputSchema = z.strictObject({
  html: z.string().optional(),
  text: z.string().optional(),
  sourceUrl: HttpUrlSchema.optional().or(z.literal('').transform(() => undefined)),
});
export type ImportPasteInput = z.infer<typeof ImportPasteInputSchema>;

/** POST /api/recipes/import/image: the picture an import preview named. */
export const ImportImageInputSchema = z.strictObject({ url: HttpUrlSchema });
export type ImportImageInput = z.infer<typeof ImportImageInputSchema>;

export const ImportPreviewSchema = z.object({
  title: z.string(),
  description: z.string(),
  ingredients: z.array(z.string()),
  steps: z.array(z.string()),
  sourceUrl: z.string(),
  imageUrl: z.string().nullable(),
  prepTime: z.number().optional(),
  cookTime: z.number().optional(),
  servings: z.string().optional(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const InviteInputSchema = z.object({
  recipeId: IdSchema,
  email: z
    .string()
    .trim()
    .min(1, 'Please enter an email address.')
    .max(254)
    .email('Please enter a valid email address.'),
  inviteType: z.literal('email').default('email'),
});
export type InviteInput = z.infer<typeof InviteInputSchema>;
export const InviteAnswerSchema = z.object({ isExistingUser: z.boolean(), message: z.string() });
export type InviteAnswer = z.infer<typeof InviteAnswerSchema>;

/** The invite answers' messages (SPEC §8's success toasts). */
export const INVITE_MESSAGES = {
  existingUser: 'Recipe shared with existing user',
  newUser: 'Invitation email sent with recipe link',
} as const;

/**
 * POST /api/recipes/invites/accept: the token of an invitation link sent to an address that had no
 * account (JOIN_RECIPE_PATH?token=…). The signed-in caller becomes an editor; the answer is the
 * recipe. The link works once.
 */
export const AcceptRecipeInviteInputSchema = z.strictObject({ token: z.string().min(1).max(200) });
export type AcceptRecipeInviteInput = z.infer<typeof AcceptRecipeInviteInputSchema>;

/**
 * POST /api/recipes/invites/preview ({token}, no session needed): what the link's landing shows
 * before its reader signs in or signs up. The address is masked; nothing of the recipe but its
 * title.
 */
export const RecipeInvitePreviewSchema = z.object({
  inviterName: z.string(),
  recipeTitle: z.string(),
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type RecipeInvitePreview = z.infer<typeof RecipeInvitePreviewSchema>;

export const SharingRoleSchema = z.enum(SHARING_ROLES);
export type SharingRole = z.infer<typeof SharingRoleSchema>;

/**
 * Someone on a recipe's editors or viewers list, as its owner's share dialog shows them: their
 * display name and masked address (another user's address never leaves the server in full).
 */
export const RecipePersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: SharingRoleSchema,
});
export type RecipePerson = z.infer<typeof RecipePersonSchema>;

/** An invitation mailed to an address with no account yet, not used so far. */
export const PendingRecipeInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  expiresAt: TimestampSchema,
});
export type PendingRecipeInvite = z.infer<typeof PendingRecipeInviteSchema>;

/**
 * GET /api/recipes/{id}/people (owner only), and the answer of every change to it: everyone who
 * has a place on the recipe, editors first, then the invitations still waiting.
 */
export const RecipePeopleSchema = z.object({
  people: z.array(RecipePersonSchema),
  pending: z.array(PendingRecipeInviteSchema),
});
export type RecipePeople = z.infer<typeof RecipePeopleSchema>;

/** PUT /api/recipes/{id}/people/{userId}: what that person may do from now on. */
export const ChangePersonRoleInputSchema = z.strictObject({ role: SharingRoleSchema });
export type ChangePersonRoleInput = z.infer<typeof ChangePersonRoleInputSchema>;

/** One editing session of a recipe (GET /api/recipes/{id}/history), newest first. */
export const RecipeHistoryEntrySchema = z.object({
  id: z.string(),
  startedAt: TimestampSchema,
  endedAt: TimestampSchema,
  /** The session still going on: its content is the recipe's current one. */
  isCurrent: z.boolean(),
  /** Content fields the session changed (none for the recipe as it was first stored). */
  changedFields: z.array(z.string()),
  /** Who changed something in it. */
  users: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type RecipeHistoryEntry = z.infer<typeof RecipeHistoryEntrySchema>;

/** GET /api/recipes/{id}/history/{versionId}: the recipe's content at the end of that session. */
export const RecipeVersionSchema = z.object({
  id: z.string(),
  content: RecipeContentSchema,
});
export type RecipeVersion = z.infer<typeof RecipeVersionSchema>;
