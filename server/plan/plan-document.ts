// A household's meal plan as a sync document (contract/plan/plan-doc.ts): its id is the
// household's. Checked against its schema (MEAL_PLAN_MAX_ENTRIES entries of known fields) and
// the entries' limits each time it changes; nothing is projected into tables (the plan is read from the document: the calls, the
// calendar feed).
import type * as Y from 'yjs';
import { PLAN_DOC_ROOTS, PLAN_NOTE_MAX, initialPlanState } from '../../contract/plan/plan-doc';
import { RECIPE_LIMITS } from '../../contract/recipe-values';
import type { DocKind } from '../sync/documents';
import { findTextProblem, invalidText } from '../http/text-safety';
import type { AppDeps } from '../deps';
import { docLimit, HouseholdDocs, type HouseholdDocDeps } from '../households/household-docs';
import { planDocSchema } from '../households/household-doc-schemas';
import { householdNotFound } from '../households/policy';
import { findHouseholdRow, lockHousehold } from '../households/queries';
import { readPlan } from '../../contract/plan/plan-doc';

export const MEAL_PLAN_DOC_KIND = 'meal_plan';

/** The meal plan's kind; its schema holds at most `maxEntries` (MEAL_PLAN_MAX_ENTRIES). */
export function mealPlanDocKind(maxEntries: number): DocKind {
  return {
    rootNames: PLAN_DOC_ROOTS,
    schema: planDocSchema(maxEntries),
    read: (doc) => ({ entries: readPlan(doc) }),
  };
}

/**
 * Checks the entries' text against the plan's own limits (a note's 200 characters, a title's);
 * their shape and number were checked with the document's schema.
 */
export function checkPlanDoc(doc: Y.Doc): void {
  const entries = doc.getMap('entries');
  for (const entry of entries.values()) {
    const value =
      entry && typeof entry === 'object' && 'toJSON' in entry
        ? (entry as Y.Map<unknown>).toJSON()
        : entry;
    const problem = findTextProblem(value);
    if (problem) throw invalidText(problem, 'entries');
    if (typeof value !== 'object' || value === null) continue;
    const { note, title } = value as { note?: unknown; title?: unknown };
    if (typeof note === 'string' && note.length > PLAN_NOTE_MAX) {
      throw docLimit(`A note has at most ${PLAN_NOTE_MAX} characters`, 'note');
    }
    if (typeof title === 'string' && title.length > RECIPE_LIMITS.title) {
      throw docLimit(`A title has at most ${RECIPE_LIMITS.title} characters`, 'title');
    }
  }
}

export function createPlanDocs(deps: HouseholdDocDeps): HouseholdDocs<null> {
  return new HouseholdDocs(deps, {
    kind: MEAL_PLAN_DOC_KIND,
    async find(db, householdId) {
      const household = await findHouseholdRow(db, householdId);
      return household ? { household, context: null } : undefined;
    },
    async lock(trx, householdId) {
      if (!(await lockHousehold(trx, householdId))) return undefined;
      const household = await findHouseholdRow(trx, householdId);
      return household ? { household, context: null } : undefined;
    },
    notFound: householdNotFound,
    initialState: () => initialPlanState(),
    project: async (_session, doc) => checkPlanDoc(doc),
  });
}

const planDocSets = new WeakMap<AppDeps['documents'], HouseholdDocs<null>>();

/**
 * This app's meal plans: one per document store, so the REST calls, the calendar feed and the
 * sync channel share its group commit.
 */
export function planDocsOf(deps: HouseholdDocDeps): HouseholdDocs<null> {
  let plans = planDocSets.get(deps.documents);
  if (!plans) {
    plans = createPlanDocs(deps);
    planDocSets.set(deps.documents, plans);
  }
  return plans;
}
