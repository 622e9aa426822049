// The meal plan's REST calls: read a range of days, add a recipe or a note to a slot, move or
// change an entry, remove it, and send a range's ingredients to a shopping list. They change the
// household's plan document (plan-document.ts), merged with what members do live; who may is the
// household's rule ('use', server/households/policy.ts) and policy.ts's own.
import {
  addEntry,
  moveEntry,
  readPlan,
  removeEntry,
  updateEntry,
  type PlanEntry,
} from '../../contract/plan/plan-doc';
import type {
  AddPlanEntryInput,
  PlanToListAnswer,
  UpdatePlanEntryInput,
} from '../../contract/households';
import { parseServings } from '../../contract/kitchen/servings';
import type { ShoppingListRow, UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../http/errors';
import { nowIso } from '../lib/time';
import { loadRecipe } from '../recipes/service';
import { authorize, recipeAccessOf } from '../recipes/policy';
import { findRecipeById } from '../recipes/queries';
import type { HouseholdDocs } from '../households/household-docs';
import { accessOf, membersOf } from '../households/queries';
import { addInputs, itemsOfRecipe, loadListFor } from '../shopping/service';
import { canSendPlannedIngredients } from './policy';

export interface PlanDeps extends Pick<AppDeps, 'db' | 'events' | 'documents' | 'config'> {
  plans: HouseholdDocs<null>;
  lists: HouseholdDocs<ShoppingListRow>;
}

const entryNotFound = () => notFound('Plan entry not found', 'plan_entry_not_found');

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export function checkRange(from: string, to: string, maxDays: number): void {
  const days = daysBetween(from, to);
  if (days < 1)
    throw badRequest('to: The range ends before it starts', 'range_reversed', { field: 'to' });
  if (days > maxDays) {
    throw badRequest(`to: At most ${maxDays} days at once`, 'range_too_long', {
      field: 'to',
      maxDays,
    });
  }
}

export async function readPlanRange(
  deps: PlanDeps,
  user: { id: string },
  householdId: string,
  from: string,
  to: string,
): Promise<PlanEntry[]> {
  const { doc } = await deps.plans.readFor(user, householdId);
  return readPlan(doc, from, to);
}

export async function addPlanEntry(
  deps: PlanDeps,
  user: UserRow,
  householdId: string,
  input: AddPlanEntryInput,
): Promise<PlanEntry> {
  let title = '';
  let servings = input.servings ?? null;
  if (input.recipeId !== undefined) {
    const recipe = await loadRecipe(deps, input.recipeId);
    authorize(user, 'read', recipe);
    title = recipe.title;
    if (input.servings === undefined) servings = parseServings(recipe.servings)?.count ?? null;
  }
  const id = await deps.plans.change(user, householdId, (doc) =>
    addEntry(
      doc,
      {
        date: input.date,
        slot: input.slot,
        recipeId: input.recipeId ?? null,
        title,
        note: input.note ?? null,
        servings,
      },
      { now: nowIso(), addedBy: user.id },
    ),
  );
  const { doc } = await deps.plans.readFor(user, householdId);
  return readPlan(doc).find((entry) => entry.id === id)!;
}

export async function updatePlanEntry(
  deps: PlanDeps,
  user: UserRow,
  householdId: string,
  entryId: string,
  input: UpdatePlanEntryInput,
): Promise<PlanEntry> {
  const found = await deps.plans.change(user, householdId, (doc) => {
    const entry = readPlan(doc).find((candidate) => candidate.id === entryId);
    if (!entry) return false;
    if (input.date !== undefined || input.slot !== undefined || input.index !== undefined) {
      const date = input.date ?? entry.date;
      const slot = input.slot ?? entry.slot;
      const inTarget = readPlan(doc, date, date).filter(
        (other) => other.slot === slot && other.id !== entryId,
      ).length;
      moveEntry(doc, entryId, date, slot, Math.min(input.index ?? inTarget, inTarget));
    }
    if (input.servings !== undefined || input.note !== undefined) {
      updateEntry(doc, entryId, {
        ...(input.servings !== undefined ? { servings: input.servings } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
      });
    }
    return true;
  });
  if (!found) throw entryNotFound();
  const { doc } = await deps.plans.readFor(user, householdId);
  return readPlan(doc).find((entry) => entry.id === entryId)!;
}

export async function deletePlanEntry(
  deps: PlanDeps,
  user: UserRow,
  householdId: string,
  entryId: string,
): Promise<void> {
  const found = await deps.plans.change(user, householdId, (doc) => {
    if (!readPlan(doc).some((entry) => entry.id === entryId)) return false;
    removeEntry(doc, entryId);
    return true;
  });
  if (!found) throw entryNotFound();
}

/**
 * Adds the ingredients of the recipes planned from `from` to `to` to a list of the same
 * household, each scaled to its entry's servings. A recipe another member planned comes too,
 * though the caller cannot open it (policy: canSendPlannedIngredients); one that no member can
 * open (gone, or made private since) is skipped and named in the answer.
 */
export async function sendPlanToList(
  deps: PlanDeps,
  user: UserRow,
  householdId: string,
  input: { listId: string; from: string; to: string },
): Promise<PlanToListAnswer> {
  const { doc, owner } = await deps.plans.readFor(user, householdId);
  const entries = readPlan(doc, input.from, input.to);
  const household = accessOf(owner.household, await membersOf(deps.db, householdId));
  const list = await loadListFor(deps, user, input.listId);
  if (list.household_id !== householdId)
    throw notFound('Shopping list not found', 'list_not_found');
  const skipped: PlanToListAnswer['skipped'] = [];
  const inputs = [];
  for (const entry of entries) {
    if (!entry.recipeId) continue;
    const recipe = await findRecipeById(deps.db, entry.recipeId);
    if (!recipe || !canSendPlannedIngredients(user, household, recipeAccessOf(recipe))) {
      skipped.push({ entryId: entry.id, title: entry.title });
      continue;
    }
    inputs.push(...itemsOfRecipe(recipe, entry.servings, user.locale ? [user.locale] : []));
  }
  const itemIds = await addInputs(deps, user, list, inputs);
  return { added: itemIds.length, skipped };
}
