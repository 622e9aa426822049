// Households, the meal plan and shopping lists: the calls and their payloads.
//
// A household is the people who plan and shop together. Every user owns one (made the first
// time they ask for their households) and may be a member of others they were invited to. The
// meal plan and the shopping lists are sync documents (docs/decisions/004-sync-engine.md), so
// they are live and work offline: these calls read and change the same documents the browser
// edits over /ws (sync_open with kind 'meal_plan' or 'shopping_list').
import { z } from 'zod';
import { EmailSchema, IdSchema, TimestampSchema } from './common';
import {
  HOUSEHOLD_INVITE_MESSAGES,
  HOUSEHOLD_NAME_MAX,
  ITEMS_PER_REQUEST_MAX,
  PLAN_RANGE_MAX_DAYS,
} from './household-values';
import { MEAL_SLOTS, PLAN_NOTE_MAX, PLAN_SERVINGS_MAX, isIsoDate } from './plan/plan-doc';
import { ITEM_TEXT_MAX, LIST_NAME_MAX } from './shopping/list-doc';
import { STORE_SECTIONS } from './shopping/sections';

export {
  HOUSEHOLD_INVITE_MESSAGES,
  HOUSEHOLD_NAME_MAX,
  ITEMS_PER_REQUEST_MAX,
  PLAN_RANGE_MAX_DAYS,
};

export const HouseholdRoleSchema = z.enum(['owner', 'member']);
export type HouseholdRole = z.infer<typeof HouseholdRoleSchema>;

export const HouseholdMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: HouseholdRoleSchema,
  joinedAt: TimestampSchema,
});
export type HouseholdMember = z.infer<typeof HouseholdMemberSchema>;

/** A pending invitation of the household, to an address with an account or not (owner only). */
export const HouseholdInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
});
export type HouseholdInvite = z.infer<typeof HouseholdInviteSchema>;

export const ShoppingListSummarySchema = z.object({
  id: z.string(),
  householdId: z.string(),
  name: z.string(),
  itemCount: z.number().int(),
  uncheckedCount: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ShoppingListSummary = z.infer<typeof ShoppingListSummarySchema>;

/** GET /api/households/{id} (and each entry of GET /api/households). */
export const HouseholdSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's role in it. */
  role: HouseholdRoleSchema,
  members: z.array(HouseholdMemberSchema),
  /** Pending invitations (empty unless the caller owns the household). */
  invites: z.array(HouseholdInviteSchema),
  lists: z.array(ShoppingListSummarySchema),
  /** The calendar feed's secret address when it is on (any member may copy it). */
  calendarFeed: z.object({ url: z.string(), createdAt: TimestampSchema }).nullable(),
  /** Store sections members chose for foods, remembered for the next time (food key → section). */
  sections: z.record(z.string(), z.enum(STORE_SECTIONS)),
  createdAt: TimestampSchema,
});
export type Household = z.infer<typeof HouseholdSchema>;

export const HouseholdListSchema = z.object({ households: z.array(HouseholdSchema) });
export type HouseholdList = z.infer<typeof HouseholdListSchema>;

const nameOf = (max: number, label: string) =>
  z.string().trim().min(1, `Please enter a ${label}.`).max(max, `At most ${max} characters.`);

/** PATCH /api/households/{id} (owner). */
export const RenameHouseholdInputSchema = z.strictObject({
  name: nameOf(HOUSEHOLD_NAME_MAX, 'name'),
});

/** POST /api/households/{id}/invites. */
export const HouseholdInviteInputSchema = z.strictObject({ email: EmailSchema });
export type HouseholdInviteInput = z.infer<typeof HouseholdInviteInputSchema>;
export const HouseholdInviteAnswerSchema = z.object({
  /**
   * The address has an account: they see the invitation in the app, and its link by e-mail.
   * Otherwise they were sent the link. Either way they join once they accept.
   */
  isExistingUser: z.boolean(),
  message: z.string(),
});
export type HouseholdInviteAnswer = z.infer<typeof HouseholdInviteAnswerSchema>;

/**
 * POST /api/households/join (accept), …/join/preview and …/join/decline: the token from an
 * invitation's link.
 */
export const JoinHouseholdInputSchema = z.strictObject({ token: z.string().min(1).max(200) });
/** Accepting (by the link, or POST /api/households/invitations/{id}/accept): the household. */
export const JoinHouseholdAnswerSchema = z.object({ household: HouseholdSchema });
export type JoinHouseholdAnswer = z.infer<typeof JoinHouseholdAnswerSchema>;

/** An invitation to the caller, for them to accept or decline. */
export const PendingInvitationSchema = z.object({
  id: z.string(),
  householdId: z.string(),
  householdName: z.string(),
  /** Who sent it, by name. */
  invitedBy: z.string(),
  expiresAt: TimestampSchema,
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

/** GET /api/households/invitations: the invitations to the caller's address, oldest first. */
export const PendingInvitationListSchema = z.object({
  invitations: z.array(PendingInvitationSchema),
});
export type PendingInvitationList = z.infer<typeof PendingInvitationListSchema>;

/** POST /api/households/join/preview: the invitation a link is for. */
export const InvitationPreviewSchema = z.object({ invitation: PendingInvitationSchema });
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** POST /api/households/{id}/calendar: the feed's secret address (a new one each time). */
export const CalendarFeedSchema = z.object({ url: z.string(), createdAt: TimestampSchema });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

// ── the meal plan ─────────────────────────────────────────────────────────────────────────

export const MealSlotSchema = z.enum(MEAL_SLOTS);
export const PlanDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.')
  // Runs even when the regex failed (zod goes on checking), so it must not throw on any string.
  .refine(isIsoDate, 'Not a date.');

export const PlanEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  slot: MealSlotSchema,
  /** Place within the date's slot, smallest first. */
  order: z.number(),
  recipeId: z.string().nullable(),
  /** The recipe's title when it was added (members who cannot open the recipe still see it). */
  title: z.string(),
  note: z.string().nullable(),
  servings: z.number().nullable(),
  addedBy: z.string().nullable(),
  /** When it was planned (ISO 8601). */
  addedAt: z.string(),
});
export type PlanEntry = z.infer<typeof PlanEntrySchema>;

/** GET /api/households/{id}/plan?from&to (dates inclusive; at most PLAN_RANGE_MAX_DAYS). */
export const PlanQuerySchema = z.object({ from: PlanDateSchema, to: PlanDateSchema });
export const PlanSchema = z.object({ entries: z.array(PlanEntrySchema) });

const ServingsSchema = z.number().positive().max(PLAN_SERVINGS_MAX).nullable();
const NoteSchema = z.string().trim().min(1).max(PLAN_NOTE_MAX);

/** POST /api/households/{id}/plan: a recipe (with servings) or a free note in a slot. */
export const AddPlanEntryInputSchema = z
  .strictObject({
    date: PlanDateSchema,
    slot: MealSlotSchema,
    recipeId: IdSchema.optional(),
    note: NoteSchema.optional(),
    servings: ServingsSchema.optional(),
  })
  .refine((value) => (value.recipeId === undefined) !== (value.note === undefined), {
    message: 'Give either a recipe or a note.',
    path: ['recipeId'],
  });
export type AddPlanEntryInput = z.infer<typeof AddPlanEntryInputSchema>;

/** PATCH /api/households/{id}/plan/{entryId}: move (date, slot, index in the slot) or change. */
export const UpdatePlanEntryInputSchema = z
  .strictObject({
    date: PlanDateSchema.optional(),
    slot: MealSlotSchema.optional(),
    index: z.number().int().min(0).max(1000).optional(),
    servings: ServingsSchema.optional(),
    note: NoteSchema.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change.');
export type UpdatePlanEntryInput = z.infer<typeof UpdatePlanEntryInputSchema>;

/** POST /api/households/{id}/plan/to-list: the recipes' ingredients of a date range, scaled. */
export const PlanToListInputSchema = z.strictObject({
  listId: IdSchema,
  from: PlanDateSchema,
  to: PlanDateSchema,
});
export type PlanToListInput = z.infer<typeof PlanToListInputSchema>;
export const PlanToListAnswerSchema = z.object({
  /** Items of the list the ingredient lines went to (lines merged into one item count once). */
  added: z.number().int(),
  /** Recipes of the plan the caller cannot open (their ingredients were not added). */
  skipped: z.array(z.object({ entryId: z.string(), title: z.string() })),
});
export type PlanToListAnswer = z.infer<typeof PlanToListAnswerSchema>;

// ── shopping lists ────────────────────────────────────────────────────────────────────────

export const StoreSectionSchema = z.enum(STORE_SECTIONS);

export const ShoppingItemSchema = z.object({
  id: z.string(),
  food: z.string(),
  /** How the item reads: "2 lb potatoes", "440 ml milk". */
  display: z.string(),
  section: StoreSectionSchema,
  checked: z.boolean(),
  checkedAt: z.string().nullable(),
  /** The recipes it came from. */
  recipes: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type ShoppingItem = z.infer<typeof ShoppingItemSchema>;

/** GET /api/lists/{id}. */
export const ShoppingListSchema = ShoppingListSummarySchema.extend({
  items: z.array(ShoppingItemSchema),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;

/** POST /api/households/{id}/lists; PATCH /api/lists/{id}. */
export const ShoppingListInputSchema = z.strictObject({ name: nameOf(LIST_NAME_MAX, 'name') });

/**
 * POST /api/lists/{id}/items: typed lines ("2 lb potatoes" is read as 2 lb of potatoes), or a
 * recipe's ingredients scaled to `servings` (the recipe's own servings when absent).
 */
export const AddItemsInputSchema = z.union([
  z.strictObject({
    lines: z
      .array(z.string().trim().min(1, 'Empty item.').max(ITEM_TEXT_MAX))
      .min(1)
      .max(ITEMS_PER_REQUEST_MAX),
  }),
  z.strictObject({
    recipeId: IdSchema,
    servings: z.number().positive().max(PLAN_SERVINGS_MAX).optional(),
  }),
]);
export type AddItemsInput = z.infer<typeof AddItemsInputSchema>;
export const AddItemsAnswerSchema = z.object({
  list: ShoppingListSchema,
  itemIds: z.array(z.string()),
});
export type AddItemsAnswer = z.infer<typeof AddItemsAnswerSchema>;

/** PATCH /api/lists/{id}/items/{itemId}. */
export const UpdateItemInputSchema = z
  .strictObject({
    checked: z.boolean().optional(),
    section: StoreSectionSchema.optional(),
    text: z.string().trim().min(1).max(ITEM_TEXT_MAX).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change.');
export type UpdateItemInput = z.infer<typeof UpdateItemInputSchema>;

/** POST /api/lists/{id}/clear-checked. */
export const ClearCheckedAnswerSchema = z.object({ removed: z.number().int() });
