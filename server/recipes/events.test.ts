// Every successful recipe write tells the domain event bus after it commits (listeners read the
// committed row); a refused or failed write tells nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Recipe } from '../../contract/recipes';
import type { DomainEvent } from '../lib/events';
import { createRecipe, createUser } from '../test/factories';
import { TestClient, startTestServer, type TestServer } from '../test/harness';
import { findRecipeById } from './queries';

let server: TestServer;
let events: DomainEvent[];
/** For each event, whether the recipe's row was already committed when the listener ran. */
let committedAtDelivery: boolean[];
/** The listener's reads of those rows, in flight. */
let reads: Array<Promise<void>>;

beforeAll(async () => {
  server = await startTestServer();
  server.deps.events.subscribe((event) => {
    events.push(event);
    if ('recipe' in event && event.recipe) {
      const { recipe } = event;
      const index = committedAtDelivery.push(false) - 1;
      reads.push(
        findRecipeById(server.deps.db, recipe.id).then((row) => {
          committedAtDelivery[index] =
            event.type === 'recipe.deleted'
              ? row === undefined
              : row?.updated_at === recipe.updated_at;
        }),
      );
    }
  });
});
afterAll(() => server.close());
beforeEach(() => {
  events = [];
  committedAtDelivery = [];
  reads = [];
});

/** Lets the bus deliver what is queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/**
 * Lets the bus deliver what is queued and the listener read each row, before the next write: a
 * read still in flight when the next write commits would see that write instead.
 */
const delivered = async () => {
  await settle();
  await Promise.all(reads);
};
const types = () => events.map((event) => event.type);

describe('recipe domain events', () => {
  it('create, update, copy and delete each publish one event with the actor, after commit', async () => {
    const owner = await createUser(server);
    const taker = await createUser(server);
    const recipe = await createRecipe(owner.client, { visibility: 'public' });
    await delivered();
    const updated = await owner.client.put<Recipe>(`/api/recipes/${recipe.id}`, { title: 'New' });
    await delivered();
    const copy = await taker.client.post<Recipe>(`/api/recipes/copy/${recipe.id}`);
    await delivered();
    await owner.client.delete(`/api/recipes/${recipe.id}`);
    await delivered();

    // A content change is also a change to the recipe's sync document, for its open editors.
    expect(types()).toEqual([
      'recipe.created',
      'recipe.updated',
      'doc.updated',
      'recipe.created',
      'recipe.deleted',
    ]);
    const [created, update, docUpdate, copied, deleted] = events as [
      Extract<DomainEvent, { type: 'recipe.created' }>,
      Extract<DomainEvent, { type: 'recipe.updated' }>,
      Extract<DomainEvent, { type: 'doc.updated' }>,
      Extract<DomainEvent, { type: 'recipe.created' }>,
      Extract<DomainEvent, { type: 'recipe.deleted' }>,
    ];
    expect(docUpdate).toMatchObject({ docId: recipe.id, originId: null });
    expect(docUpdate.update.length).toBeGreaterThan(2);
    expect(created).toMatchObject({ actorId: owner.user.id, recipe: { id: recipe.id } });
    expect(update).toMatchObject({
      actorId: owner.user.id,
      recipe: { title: 'New', updated_at: updated.body.updatedAt },
      previous: { title: recipe.title, updated_at: recipe.updatedAt },
    });
    expect(copied).toMatchObject({ actorId: taker.user.id, recipe: { id: copy.body.id } });
    expect(deleted).toMatchObject({
      actorId: owner.user.id,
      recipe: { id: recipe.id, title: 'New' },
    });
    expect(committedAtDelivery).toEqual([true, true, true, true, true]);
  });

  it('an invite that adds an editor publishes recipe.updated', async () => {
    const owner = await createUser(server);
    const invitee = await createUser(server);
    const recipe = await createRecipe(owner.client, { visibility: 'link-view' });
    await settle();
    events = [];
    await owner.client.post('/api/recipes/invite', {
      recipeId: recipe.id,
      email: invitee.user.email,
    });
    await settle();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'recipe.updated',
        recipe: expect.objectContaining({ editors: JSON.stringify([invitee.user.id]) }),
      }),
    ]);
  });

  it('refused and failed writes publish nothing', async () => {
    const owner = await createUser(server);
    const stranger = await createUser(server);
    const editor = await createUser(server);
    const recipe = await createRecipe(owner.client, { visibility: 'link-view' });
    await owner.client.put(`/api/recipes/${recipe.id}`, { editors: [editor.user.id] });
    for (let i = 0; i < 3; i += 1) await createRecipe(owner.client);
    await settle();
    events = [];

    const refused = [
      await stranger.client.put(`/api/recipes/${recipe.id}`, { title: 'x' }),
      await editor.client.put(`/api/recipes/${recipe.id}`, { visibility: 'public' }),
      await editor.client.put(`/api/recipes/${recipe.id}`, { ownerUid: editor.user.id }),
      await owner.client.put(`/api/recipes/${recipe.id}`, { title: '' }),
      await owner.client.put(`/api/recipes/${recipe.id}`, { editors: ['no-such-user'] }),
      await editor.client.delete(`/api/recipes/${recipe.id}`),
      await new TestClient(server.baseUrl).put(`/api/recipes/${recipe.id}`, { title: 'x' }),
      await owner.client.post('/api/recipes', { title: 'Sixth', ingredients: [] }),
      await owner.client.post('/api/recipes', { title: 'Seventh', ingredients: [] }),
    ];
    expect(refused.map((res) => res.status)).toEqual([403, 403, 403, 400, 400, 403, 401, 201, 403]);
    await settle();
    // Only the one create that fitted in the plan was published.
    expect(types()).toEqual(['recipe.created']);
  });
});
