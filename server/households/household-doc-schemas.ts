// The shapes a household's sync documents must keep (server/sync/doc-schema.ts), checked after
// every change before it is stored or relayed: exactly the fields contract/plan/plan-doc.ts and
// contract/shopping/list-doc.ts write, so no member can grow a document with fields nobody reads.
import { BOOLEAN, NUMBER, STRING, nullable, type DocSchema, type Shape } from '../sync/doc-schema';

/** Entry and item ids are UUIDs; a little room for other id forms. */
const ID_MAX = 64;
const DATE: Shape = { type: 'string', max: 10 };
const SHORT_NAME: Shape = { type: 'string', max: 32 };
/** Contributions to one item's amount (the item's JSON size, ITEM_SIZE_MAX, bounds it too). */
const ITEM_AMOUNTS_MAX = 1000;

/** A meal plan of at most `maxEntries` entries (MEAL_PLAN_MAX_ENTRIES). */
export function planDocSchema(maxEntries: number): DocSchema {
  return {
    entries: {
      type: 'entries',
      maxEntries,
      maxKey: ID_MAX,
      noun: 'entries',
      entry: {
        type: 'fields',
        fields: {
          date: DATE,
          slot: SHORT_NAME,
          order: NUMBER,
          recipeId: nullable(STRING),
          title: STRING,
          note: nullable(STRING),
          servings: nullable(NUMBER),
          addedBy: nullable(STRING),
          addedAt: STRING,
        },
      },
    },
  };
}

/** A shopping list of at most `maxItems` items (SHOPPING_LIST_MAX_ITEMS). */
export function listDocSchema(maxItems: number): DocSchema {
  return {
    meta: { type: 'fields', fields: { name: STRING } },
    items: {
      type: 'entries',
      maxEntries: maxItems,
      maxKey: ID_MAX,
      noun: 'items',
      entry: {
        type: 'fields',
        fields: {
          food: STRING,
          key: STRING,
          text: nullable(STRING),
          section: SHORT_NAME,
          sectionChosen: BOOLEAN,
          amounts: {
            type: 'items',
            maxItems: ITEM_AMOUNTS_MAX,
            item: {
              type: 'object',
              fields: {
                id: STRING,
                quantity: nullable(NUMBER),
                unit: nullable(STRING),
                recipeId: nullable(STRING),
                recipeTitle: nullable(STRING),
              },
            },
          },
          checked: BOOLEAN,
          checkedAt: nullable(STRING),
          addedAt: STRING,
          order: NUMBER,
        },
      },
    },
  };
}
