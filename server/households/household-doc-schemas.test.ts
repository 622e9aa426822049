// The household documents' schemas hold what the app writes at the settings' caps: a meal plan of
// MEAL_PLAN_MAX_ENTRIES real entries fits SYNC_DOC_MAX_BYTES by default, so the plan's own limit
// (a clear 400) is what a busy household meets, never the document's size.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addEntry } from '../../contract/plan/plan-doc';
import { loadConfig } from '../config';
import { checkDocument } from '../sync/doc-schema';
import { planDocSchema } from './household-doc-schemas';

describe('the meal plan schema', () => {
  it('takes a plan of MEAL_PLAN_MAX_ENTRIES entries at the default size caps', () => {
    const config = loadConfig({});
    const doc = new Y.Doc();
    const now = new Date().toISOString();
    // One entry written by the app, copied (re-keyed) up to the cap: addEntry reads its slot each
    // time, too slow to call 5,000 times here.
    const id = addEntry(
      doc,
      {
        date: '2026-03-02',
        slot: 'breakfast',
        recipeId: crypto.randomUUID(),
        title: 'Weeknight Spinach Lasagna with Ricotta',
        note: 'Double the sauce',
        servings: 4,
      },
      { now, addedBy: crypto.randomUUID() },
    );
    const template = (doc.getMap('entries').get(id) as Y.Map<unknown>).toJSON();
    doc.transact(() => {
      for (let i = 1; i < config.MEAL_PLAN_MAX_ENTRIES; i += 1) {
        const entry = new Y.Map<unknown>();
        doc.getMap('entries').set(crypto.randomUUID(), entry);
        for (const [key, value] of Object.entries(template)) entry.set(key, value);
      }
    });
    const caps = {
      maxTextChars: config.SYNC_DOC_MAX_TEXT_CHARS,
      maxBytes: config.SYNC_DOC_MAX_BYTES,
    };
    expect(() =>
      checkDocument(doc, planDocSchema(config.MEAL_PLAN_MAX_ENTRIES), caps),
    ).not.toThrow();
  });
});
