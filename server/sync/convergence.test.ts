// Property: simulated clients making random concurrent edits (text, list lines, tags) to one
// recipe, with their updates reaching the server and each other in random order and with
// reconnects in between, all end with the same document as the server, whose recipe row holds
// exactly what the document holds; and when nobody deletes anything, no typed character is lost.
// Seeded (FUZZ_SEED) so a failure replays; FUZZ_RUNS scales the number of runs.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as Y from 'yjs';
import type { Recipe } from '../../contract/recipes';
import {
  addTag,
  lineText,
  readRecipeDoc,
  recipeList,
  recipeTags,
  recipeText,
  type RecipeListField,
  type RecipeTextField,
} from '../../contract/sync/recipe-doc';
import type { UserRow } from '../db/schema';
import { applyRecipeUpdate, openRecipeDocFor } from '../recipes/recipe-document';
import { createRecipe, createUser } from '../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../test/harness';

const seed = Number(inject('fuzzSeed')) || 20_261_123;
const runs = Number(inject('fuzzRuns')) || 0;

let server: TestServer;
let owner: { user: UserRow; client: TestClient };
beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { account_type: 'premium' });
});
afterAll(() => server.close());

const REMOTE = 'remote';
// Servings (100 characters at most) is left out: a long run could pass its limit, a refusal.
const TEXT_FIELDS: RecipeTextField[] = ['title', 'description'];
const LIST_FIELDS: RecipeListField[] = ['ingredients', 'steps'];

/** One simulated device: its document, what it has not sent, and what it has not yet received. */
interface Client {
  doc: Y.Doc;
  unsent: Uint8Array[];
  inbox: Uint8Array[];
  online: boolean;
}

type Step =
  | { kind: 'type'; client: number; field: number; at: number; text: string }
  | { kind: 'erase'; client: number; field: number; at: number; length: number }
  | { kind: 'addLine'; client: number; list: number; at: number; text: string }
  | { kind: 'editLine'; client: number; list: number; line: number; at: number; text: string }
  | { kind: 'removeLine'; client: number; list: number; line: number }
  | { kind: 'tag'; client: number; name: string; remove: boolean }
  | { kind: 'send'; client: number }
  | { kind: 'receive'; client: number; pick: number }
  | { kind: 'disconnect'; client: number }
  | { kind: 'reconnect'; client: number };

const word = fc.stringMatching(/^[a-zé ]{1,4}$/);

function steps(clients: number, withDeletes: boolean) {
  const client = fc.nat(clients - 1);
  const edits: fc.Arbitrary<Step>[] = [
    fc.record({
      kind: fc.constant('type' as const),
      client,
      field: fc.nat(1),
      at: fc.nat(),
      text: word,
    }),
    fc.record({
      kind: fc.constant('addLine' as const),
      client,
      list: fc.nat(1),
      at: fc.nat(),
      text: word,
    }),
    fc.record({
      kind: fc.constant('editLine' as const),
      client,
      list: fc.nat(1),
      line: fc.nat(),
      at: fc.nat(),
      text: word,
    }),
    fc.record({
      kind: fc.constant('tag' as const),
      client,
      name: fc.constantFrom('Quick', 'quick', 'Vegan', 'Soup', 'Dessert'),
      remove: withDeletes ? fc.boolean() : fc.constant(false),
    }),
  ];
  if (withDeletes) {
    edits.push(
      fc.record({
        kind: fc.constant('erase' as const),
        client,
        field: fc.nat(1),
        at: fc.nat(),
        length: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('removeLine' as const),
        client,
        list: fc.nat(1),
        line: fc.nat(),
      }),
    );
  }
  const delivery: fc.Arbitrary<Step>[] = [
    fc.record({ kind: fc.constant('send' as const), client }),
    fc.record({ kind: fc.constant('receive' as const), client, pick: fc.nat() }),
    fc.record({ kind: fc.constant('disconnect' as const), client }),
    fc.record({ kind: fc.constant('reconnect' as const), client }),
  ];
  return fc.array(
    fc.oneof(
      { weight: 3, arbitrary: fc.oneof(...edits) },
      { weight: 2, arbitrary: fc.oneof(...delivery) },
    ),
    {
      minLength: 5,
      maxLength: 40,
    },
  );
}

/** Runs one scenario; answers the clients, the server's document and the stored recipe. */
async function play(clientCount: number, script: Step[]) {
  const recipe = await createRecipe(owner.client, {
    title: 'Soup',
    ingredients: ['1 leek', '2 potatoes'],
    steps: ['Chop', 'Simmer'],
  });
  const deps = server.deps;
  const initial = await openRecipeDocFor(deps, owner.user, recipe.id, null);
  const clients: Client[] = Array.from({ length: clientCount }, () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, initial!.update, REMOTE);
    const client: Client = { doc, unsent: [], inbox: [], online: true };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) client.unsent.push(update);
    });
    return client;
  });
  // Stored updates fan out to every other online client's inbox, like the broker does.
  const unsubscribe = deps.events.subscribe((event) => {
    if (event.type !== 'doc.updated' || event.docId !== recipe.id) return;
    clients.forEach((client, index) => {
      if (client.online && String(index) !== event.originId) client.inbox.push(event.update);
    });
  });
  const typed: string[] = [];
  const send = async (index: number) => {
    const client = clients[index]!;
    if (!client.online || client.unsent.length === 0) return;
    const update = Y.mergeUpdates(client.unsent.splice(0));
    await applyRecipeUpdate(deps, owner.user, recipe.id, update, String(index));
    await settle();
  };
  const reconnect = async (index: number) => {
    const client = clients[index]!;
    client.online = true;
    client.inbox = [];
    const opened = await openRecipeDocFor(
      deps,
      owner.user,
      recipe.id,
      Y.encodeStateVector(client.doc),
    );
    Y.applyUpdate(client.doc, opened!.update, REMOTE);
    const missing = Y.encodeStateAsUpdate(client.doc, opened!.stateVector);
    client.unsent = missing.length > 2 ? [missing] : [];
    await send(index);
  };
  try {
    for (const step of script) {
      const client = clients[step.client % clientCount]!;
      const { doc } = client;
      switch (step.kind) {
        case 'type': {
          const text = recipeText(doc, TEXT_FIELDS[step.field]!);
          text.insert(step.at % (text.length + 1), step.text);
          typed.push(step.text);
          break;
        }
        case 'erase': {
          const text = recipeText(doc, TEXT_FIELDS[step.field]!);
          if (text.length === 0) break;
          const at = step.at % text.length;
          text.delete(at, Math.min(step.length, text.length - at));
          break;
        }
        case 'addLine': {
          const list = recipeList(doc, LIST_FIELDS[step.list]!);
          list.insert(step.at % (list.length + 1), [lineText(step.text)]);
          typed.push(step.text);
          break;
        }
        case 'editLine': {
          const list = recipeList(doc, LIST_FIELDS[step.list]!);
          if (list.length === 0) break;
          const line = list.get(step.line % list.length);
          line.insert(step.at % (line.length + 1), step.text);
          typed.push(step.text);
          break;
        }
        case 'removeLine': {
          const list = recipeList(doc, LIST_FIELDS[step.list]!);
          if (list.length > 0) list.delete(step.line % list.length, 1);
          break;
        }
        case 'tag':
          if (step.remove) recipeTags(doc).delete(step.name.toLowerCase());
          else addTag(doc, step.name);
          break;
        case 'send':
          await send(step.client % clientCount);
          break;
        case 'receive': {
          // One update from anywhere in the inbox: delivery out of order.
          if (client.inbox.length === 0) break;
          const [update] = client.inbox.splice(step.pick % client.inbox.length, 1);
          Y.applyUpdate(doc, update!, REMOTE);
          break;
        }
        case 'disconnect':
          client.online = false;
          break;
        case 'reconnect':
          await reconnect(step.client % clientCount);
          break;
      }
    }
    // Everyone comes back and sends what is left; then everyone catches up.
    for (let index = 0; index < clientCount; index++) await reconnect(index);
    for (let index = 0; index < clientCount; index++) await reconnect(index);
  } finally {
    unsubscribe();
  }
  const serverDoc = new Y.Doc();
  Y.applyUpdate(serverDoc, (await openRecipeDocFor(deps, owner.user, recipe.id, null))!.update);
  const row = (await owner.client.get<Recipe>(`/api/recipes/${recipe.id}`)).body;
  return { clients, serverDoc, row, typed };
}

/** Lets the event bus deliver (its listeners run on a later microtask). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function expectConverged(result: Awaited<ReturnType<typeof play>>) {
  const expected = readRecipeDoc(result.serverDoc);
  for (const client of result.clients) {
    expect(readRecipeDoc(client.doc)).toEqual(expected);
    expect(Y.encodeStateVector(client.doc)).toEqual(Y.encodeStateVector(result.serverDoc));
  }
  // The row holds what the document holds (an empty title keeps the last one in the row).
  const { title, ...content } = expected;
  expect(result.row).toMatchObject(content);
  if (title) expect(result.row.title).toBe(title);
}

const options = (numRuns: number) => ({ seed, numRuns: runs || numRuns });

describe('convergence of concurrent edits', () => {
  it('two clients converge with the server, whatever the order of delivery', async () => {
    await fc.assert(
      fc.asyncProperty(steps(2, true), async (script) => expectConverged(await play(2, script))),
      options(100),
    );
  });

  it('ten clients converge with the server, whatever the order of delivery', async () => {
    await fc.assert(
      fc.asyncProperty(steps(10, true), async (script) => expectConverged(await play(10, script))),
      options(30),
    );
  });

  it('loses no typed character when nobody deletes', async () => {
    await fc.assert(
      fc.asyncProperty(steps(4, false), async (script) => {
        const result = await play(4, script);
        expectConverged(result);
        const content = readRecipeDoc(result.serverDoc);
        const everything = [
          content.title,
          content.description ?? '',
          content.servings ?? '',
          ...content.ingredients,
          ...content.steps,
        ].join('\n');
        const count = (text: string) => [...text].filter((c) => c.trim() !== '').length;
        // Every non-blank character typed is in the result (plus the recipe's own).
        const typedChars = result.typed.reduce((sum, text) => sum + count(text), 0);
        const original = count('Soup') + count('1 leek2 potatoesChopSimmer');
        expect(count(everything)).toBe(typedChars + original);
      }),
      options(60),
    );
  });
});
