import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types shared by both dialects. Timestamps are ISO-8601 UTC text, booleans are 0/1
 * integers and lists are JSON text, so one set of queries serves SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  subscription_plan: Generated<string>;
  subscription_status: Generated<string>;
  account_type: Generated<string>;
  is_active: Generated<number>;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  subscription_expires_at: string | null;
  /** 'us' or 'metric'; null until the user picks one. */
  unit_system: string | null;
  locale: string | null;
  created_at: string;
  updated_at: string;
}

export interface PasswordsTable {
  user_id: string;
  hashed_password: string;
  created_at: string;
}

export interface PasswordResetsTable {
  user_id: string;
  /** A hash of the code, never the code. */
  reset_code: string;
  expires_at: string;
  attempts: Generated<number>;
  created_at: string;
}

export interface SessionsTable {
  /** A hash of the cookie's session id, so a copy of the table opens no session. */
  sid: string;
  sess: string;
  expire: string;
  user_id: string;
}

export interface RecipesTable {
  /** Integer key behind the full-text index; never leaves the server. */
  seq: Generated<number>;
  id: string;
  owner_uid: string;
  title: string;
  description: string | null;
  ingredients: string;
  steps: string;
  tags: string;
  image_url: string | null;
  tip_video_url: string | null;
  source_url: string | null;
  prep_time: number | null;
  cook_time: number | null;
  servings: string | null;
  visibility: string;
  editors: string;
  viewers: string;
  created_at: string;
  updated_at: string;
  /** When the recipe went to the trash; null while it is not there. */
  deleted_at: Generated<string | null>;
  /** The recipe this one was copied from (Discover's Add, a shared recipe's Save a Copy). */
  copied_from: Generated<string | null>;
}

/** One row per (recipe, lower-cased tag): the index behind tag filters. */
export interface RecipeTagsTable {
  recipe_id: string;
  tag: string;
}

/** One row per (recipe, user, role): the index behind "recipes I may edit or view". */
export interface RecipeMembersTable {
  recipe_id: string;
  user_id: string;
  role: 'editor' | 'viewer';
}

/**
 * One row per signed upload URL issued (server/objects/). The URL works once: its state moves
 * issued → receiving → received → processing → used, or to failed; expired rows are swept.
 */
export interface UploadsTable {
  id: string;
  /** The object store key the bytes go to, e.g. `uploads/<uuid>`. */
  key: string;
  user_id: string;
  state: 'issued' | 'receiving' | 'received' | 'processing' | 'used' | 'failed';
  max_bytes: number;
  size: number | null;
  expires_at: string;
  created_at: string;
  used_at: string | null;
}

/** One row per processed image; a recipe references it by `path` in recipes.image_url. */
export interface ImagesTable {
  id: string;
  /** The public base path, `/objects/images/<id>`. */
  path: string;
  owner_id: string;
  /** The recipe the image was uploaded for, if any (informational; access follows image_url). */
  recipe_id: string | null;
  width: number;
  height: number;
  created_at: string;
}

/**
 * A photo a recipe showed before: kept while a version in the recipe's history names it (so a
 * restore brings it back) or for UNATTACHED_IMAGE_TTL_SECONDS after it was taken off (so Undo
 * can put it back). An image with a row here is not deleted (server/objects/photo-history.ts).
 */
export interface RecipePhotosTable {
  recipe_id: string;
  image_path: string;
  /** When it was taken off, while no version of the history is known to name it; else null. */
  released_at: string | null;
}

/** One backup taken (server/backup/): the dashboard shows the last; never itself backed up. */
export interface BackupsTable {
  id: string;
  /** 'command' (`potluck backup`) or 'dashboard' (the admin's button). */
  route: string;
  started_at: string;
  finished_at: string | null;
  /** 'running', 'done' or 'failed'. */
  status: string;
  /** The file's name in BACKUP_DIR (or the path given to the command). */
  file: string | null;
  /** bigint: PostgreSQL answers it as text. */
  size_bytes: number | string | null;
  error: string | null;
}

/** Every change an admin makes to a user (server/admin/). */
export interface AdminAuditTable {
  id: string;
  actor_id: string;
  target_id: string;
  action: string;
  old_value: string | null;
  new_value: string | null;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** When the message went to SUPPORT_EMAIL; null if the mailer failed (it is still listed). */
  mailed_at: string | null;
  created_at: string;
}

/** A sync-engine document: its compacted state and the sequence number of its last update. */
export interface SyncDocsTable {
  doc_id: string;
  /** What the document holds ('recipe'): which projection and policy apply. */
  kind: string;
  /** Yjs update holding every change up to `state_seq`. */
  state: Uint8Array;
  state_seq: number;
  /** The last update's sequence number (updates after `state_seq` are in sync_updates). */
  seq: number;
  created_at: string;
  updated_at: string;
}

/** One acknowledged change to a document, kept until compaction folds it into the state. */
export interface SyncUpdatesTable {
  doc_id: string;
  seq: number;
  data: Uint8Array;
  user_id: string | null;
  created_at: string;
}

/** One editing session in a document's history: who, when, which fields, and the state after. */
export interface SyncVersionsTable {
  id: string;
  doc_id: string;
  started_at: string;
  ended_at: string;
  /** JSON array of the user ids who changed the document in this session. */
  user_ids: Generated<string>;
  /** JSON array of the field names the session changed. */
  changed_fields: Generated<string>;
  /** The document's state when the session ended; null while it is the current session. */
  state: Uint8Array | null;
}

/** The people who plan and shop together; each user owns one (owner_id is unique). */
export interface HouseholdsTable {
  id: string;
  owner_id: string;
  name: string;
  /** The calendar feed's secret: its address is derived from it (null: the feed is off). */
  calendar_nonce: string | null;
  /** SHA-256 of the feed address's token, to find the household from the address. */
  calendar_token_hash: string | null;
  calendar_created_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface HouseholdMembersTable {
  household_id: string;
  user_id: string;
  /** 'owner' | 'member'. */
  role: string;
  joined_at: string;
}

/** An invitation to an address without an account; the link's token is kept hashed. */
export interface HouseholdInvitesTable {
  id: string;
  household_id: string;
  email: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

/**
 * An invitation to edit a recipe sent to an address with no account yet (server/sharing/invites.ts):
 * its link carries a token kept only as its SHA-256, and works once, for RECIPE_INVITE_DAYS.
 */
export interface RecipeInvitesTable {
  id: string;
  recipe_id: string;
  email: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

/**
 * A personal API token (server/tokens): its secret is kept only as its SHA-256; deleting the row
 * revokes it.
 */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  scope: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
}

/** A shopping list's row (its items are in its sync document; the counts are projected). */
export interface ShoppingListsTable {
  id: string;
  household_id: string;
  name: string;
  item_count: Generated<number>;
  unchecked_count: Generated<number>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A store section members chose for a food, used for that food from then on. */
export interface HouseholdFoodSectionsTable {
  household_id: string;
  food_key: string;
  section: string;
  updated_at: string;
}

/**
 * One row per list scope (a user id, or "*discover"), its version moved forward by triggers on
 * every write that changes the scope's lists (migration 008). No row reads as version 0.
 */
export interface ListVersionsTable {
  scope: string;
  version: number;
}

export interface Database {
  users: UsersTable;
  passwords: PasswordsTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  recipes: RecipesTable;
  recipe_tags: RecipeTagsTable;
  recipe_members: RecipeMembersTable;
  uploads: UploadsTable;
  images: ImagesTable;
  recipe_photos: RecipePhotosTable;
  admin_audit: AdminAuditTable;
  backups: BackupsTable;
  contact_messages: ContactMessagesTable;
  sync_docs: SyncDocsTable;
  sync_updates: SyncUpdatesTable;
  sync_versions: SyncVersionsTable;
  households: HouseholdsTable;
  household_members: HouseholdMembersTable;
  household_invites: HouseholdInvitesTable;
  shopping_lists: ShoppingListsTable;
  household_food_sections: HouseholdFoodSectionsTable;
  list_versions: ListVersionsTable;
  recipe_invites: RecipeInvitesTable;
  api_tokens: ApiTokensTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type RecipeRow = Selectable<RecipesTable>;
export type ApiTokenRow = Selectable<ApiTokensTable>;
export type NewRecipeRow = Insertable<RecipesTable>;
export type RecipeUpdateRow = Updateable<RecipesTable>;
export type UploadRow = Selectable<UploadsTable>;
export type ImageRow = Selectable<ImagesTable>;
export type AdminAuditRow = Selectable<AdminAuditTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type HouseholdRow = Selectable<HouseholdsTable>;
export type HouseholdMemberRow = Selectable<HouseholdMembersTable>;
export type HouseholdInviteRow = Selectable<HouseholdInvitesTable>;
export type ShoppingListRow = Selectable<ShoppingListsTable>;
