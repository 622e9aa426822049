// Security seam: who may do what with a recipe. Every HTTP route and WebSocket join asks these
// functions; nothing else in the server compares user ids to decide access. Pure: no I/O, no
// clock, so the table-driven test in policy.test.ts covers every rule.
import type { RecipeAbilities } from '../../contract/recipes';
import type { RecipeRow } from '../db/schema';
import { forbidden, notFound, unauthorized, type AppError } from '../http/errors';

/** The caller: the session's user, or null when signed out. A UserRow fits. */
export type Actor = { id: string } | null;

/** The facts about a recipe that access depends on. */
export interface RecipeAccess {
  ownerUid: string;
  /** Stored text; anything but the four known values opens nothing beyond the lists. */
  visibility: string;
  editors: readonly string[];
  viewers: readonly string[];
}

export type RecipeAction =
  'read' | 'edit' | 'delete' | 'changeVisibility' | 'changeSharing' | 'invite' | 'copy';

const isOwner = (actor: Actor, recipe: RecipeAccess) =>
  actor !== null && actor.id === recipe.ownerUid;
const isListedEditor = (actor: Actor, recipe: RecipeAccess) =>
  actor !== null && recipe.editors.includes(actor.id);
const isListedViewer = (actor: Actor, recipe: RecipeAccess) =>
  actor !== null && recipe.viewers.includes(actor.id);

/** Link and public recipes open to anyone who has the id, signed in or not. */
const isOpenByLink = (recipe: RecipeAccess) =>
  recipe.visibility === 'link-view' ||
  recipe.visibility === 'link-edit' ||
  recipe.visibility === 'public';

/** Private recipes are readable only by the owner and the listed editors and viewers. */
export function canRead(actor: Actor, recipe: RecipeAccess): boolean {
  return (
    isOpenByLink(recipe) ||
    isOwner(actor, recipe) ||
    isListedEditor(actor, recipe) ||
    isListedViewer(actor, recipe)
  );
}

/**
 * Content fields only (contract RECIPE_CONTENT_FIELDS). Listed editors may edit whatever the
 * visibility; on a link-edit recipe any signed-in user may. Anonymous visitors never write.
 */
export function canEdit(actor: Actor, recipe: RecipeAccess): boolean {
  if (actor === null) return false;
  return (
    isOwner(actor, recipe) || isListedEditor(actor, recipe) || recipe.visibility === 'link-edit'
  );
}

export function canDelete(actor: Actor, recipe: RecipeAccess): boolean {
  return isOwner(actor, recipe);
}

export function canChangeVisibility(actor: Actor, recipe: RecipeAccess): boolean {
  return isOwner(actor, recipe);
}

/** The editors and viewers lists. */
export function canChangeSharing(actor: Actor, recipe: RecipeAccess): boolean {
  return isOwner(actor, recipe);
}

/**
 * Who is sent the owner's id and the editors/viewers lists: the owner only. Anyone else learns
 * just their own place (themselves in the list they are on) and their abilities; presence tells
 * them who is there by name.
 */
export function canSeeSharing(actor: Actor, recipe: RecipeAccess): boolean {
  return isOwner(actor, recipe);
}

/** An invite makes the invitee an editor, so it is a change of the sharing lists: owner only. */
export function canInvite(actor: Actor, recipe: RecipeAccess): boolean {
  return canChangeSharing(actor, recipe);
}

/** Copying needs an account to own the copy, and nothing more than what reading already shows. */
export function canCopy(actor: Actor, recipe: RecipeAccess): boolean {
  return actor !== null && canRead(actor, recipe);
}

const checks: Record<RecipeAction, (actor: Actor, recipe: RecipeAccess) => boolean> = {
  read: canRead,
  edit: canEdit,
  delete: canDelete,
  changeVisibility: canChangeVisibility,
  changeSharing: canChangeSharing,
  invite: canInvite,
  copy: canCopy,
};

export function can(actor: Actor, action: RecipeAction, recipe: RecipeAccess): boolean {
  return checks[action](actor, recipe);
}

/** What the caller may do, carried in answers so the UI needs no second copy of these rules. */
export function abilitiesFor(actor: Actor, recipe: RecipeAccess): RecipeAbilities {
  return {
    edit: canEdit(actor, recipe),
    delete: canDelete(actor, recipe),
    share: canChangeSharing(actor, recipe),
  };
}

/**
 * The error to answer when `actor` may not do `action`, or null when allowed. A recipe the actor
 * may not even read is a 404 (no existence leak); a readable one is 401 for anonymous callers
 * and 403 for signed-in ones.
 */
export function denial(actor: Actor, action: RecipeAction, recipe: RecipeAccess): AppError | null {
  if (!canRead(actor, recipe)) return notFound('Recipe not found', 'recipe_not_found');
  if (can(actor, action, recipe)) return null;
  return actor === null ? unauthorized() : forbidden();
}

/** Throws the right 404/401/403 unless `actor` may do `action` on the stored recipe. */
export function authorize(actor: Actor, action: RecipeAction, row: RecipeRow): void {
  const error = denial(actor, action, recipeAccessOf(row));
  if (error) throw error;
}

/**
 * A recipe in the trash reads as deleted to everyone but its owner, who alone may see it there,
 * restore it or delete it for good.
 */
export function canManageTrashed(actor: Actor, recipe: RecipeAccess): boolean {
  return isOwner(actor, recipe);
}

/** Throws 404 (as for a recipe that does not exist) unless `actor` owns the trashed recipe. */
export function authorizeTrashed(actor: Actor, row: RecipeRow): void {
  if (!canManageTrashed(actor, recipeAccessOf(row)))
    throw notFound('Recipe not found', 'recipe_not_found');
}

// A Map, not an object literal: body keys such as "constructor" must not find inherited members.
const OWNER_ONLY_FIELDS = new Map<string, RecipeAction>([
  ['visibility', 'changeVisibility'],
  ['editors', 'changeSharing'],
  ['viewers', 'changeSharing'],
  // Ownership never moves (the contract refuses the field outright), but touching it is an
  // owner-only act: anyone else is answered 403 whatever the value, as for the lists.
  ['ownerUid', 'changeSharing'],
]);

/**
 * The actions an update body needs: visibility needs `changeVisibility`; the editors/viewers
 * lists and ownerUid need `changeSharing`; content fields (and anything else, which the contract
 * then refuses) need `edit`. An empty body still needs `edit`, so it cannot be used to probe
 * what a reader may not change. Works on the raw body too, so routes can authorize before the
 * values are validated.
 */
export function actionsForUpdate(body: Readonly<Record<string, unknown>>): RecipeAction[] {
  const sent = Object.keys(body).filter((key) => body[key] !== undefined);
  const actions = new Set<RecipeAction>();
  for (const key of sent) actions.add(OWNER_ONLY_FIELDS.get(key) ?? 'edit');
  if (actions.size === 0) actions.add('edit');
  return [...actions];
}

/** Reads the access facts from a stored row (the lists are JSON text). */
export function recipeAccessOf(
  row: Pick<RecipeRow, 'owner_uid' | 'visibility' | 'editors' | 'viewers'>,
): RecipeAccess {
  return {
    ownerUid: row.owner_uid,
    visibility: row.visibility,
    editors: parseStringList(row.editors),
    viewers: parseStringList(row.viewers),
  };
}

/** A stored JSON list of strings; anything else reads as empty, so a damaged row grants nothing. */
export function parseStringList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}
