// bench/doc-schema: what checking a whole sync document costs on each change
// (docs/decisions/015-sync-document-schemas.md), for the largest documents the settings allow
// and a usual recipe. Run with `npm run bench:doc-schema`; prints one summary line of median
// milliseconds per check.
import * as Y from 'yjs';
import { createRecipeDoc } from '../contract/sync/recipe-doc';
import { addItems, parseItemText } from '../contract/shopping/list-doc';
import { planEntries } from '../contract/plan/plan-doc';
import { checkDocument, type DocSchema } from '../server/sync/doc-schema';
import { RECIPE_DOC_SCHEMA } from '../server/recipes/recipe-doc-schema';
import { listDocSchema, planDocSchema } from '../server/households/household-doc-schemas';

const caps = { maxTextChars: 10_000, maxBytes: 1_048_576 };

function medianMs(doc: Y.Doc, schema: DocSchema, runs: number): number {
  for (let i = 0; i < 5; i += 1) checkDocument(doc, schema, caps);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    checkDocument(doc, schema, caps);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

const recipe = createRecipeDoc({
  title: 'Weeknight spinach lasagna',
  description: 'Layered and baked. '.repeat(20),
  ingredients: Array.from({ length: 30 }, (_, i) => `${i + 1} cups of something good`),
  steps: Array.from({ length: 15 }, (_, i) => `Step ${i + 1}: `.repeat(20)),
  tags: ['pasta', 'weeknight', 'vegetarian'],
  prepTime: 20,
  cookTime: 45,
});

const list = new Y.Doc();
addItems(
  list,
  Array.from({ length: 500 }, (_, i) => parseItemText(`${(i % 5) + 1} lb food number ${i}`)),
  { now: new Date().toISOString() },
);

// Entries written directly: addEntry reads the slot each time, which is slow to seed 5,000.
const plan = new Y.Doc();
plan.transact(() => {
  for (let i = 0; i < 5_000; i += 1) {
    const entry = new Y.Map<unknown>();
    planEntries(plan).set(`entry-${i}`, entry);
    entry.set('date', `2026-0${1 + (i % 9)}-1${i % 10}`);
    entry.set('slot', 'dinner');
    entry.set('order', i);
    entry.set('recipeId', null);
    entry.set('title', `Soup ${i}`);
    entry.set('note', null);
    entry.set('servings', null);
    entry.set('addedBy', 'someone');
    entry.set('addedAt', new Date().toISOString());
  }
});

const figures = {
  recipe45Lines: medianMs(recipe, RECIPE_DOC_SCHEMA, 500),
  list500Items: medianMs(list, listDocSchema(500), 100),
  plan5000Entries: medianMs(plan, planDocSchema(5_000), 30),
};
console.log(
  `doc-schema check, median ms: recipe (45 lines) ${figures.recipe45Lines.toFixed(3)}, ` +
    `list (500 items) ${figures.list500Items.toFixed(2)}, ` +
    `plan (5,000 entries) ${figures.plan5000Entries.toFixed(1)}`,
);
