// HTTP wiring for shopping lists (contract/households.ts, contract/shopping/): parse with the
// contract's schemas, call the service, present. Access is the household's (server/households/
// policy.ts): a list answers 404 to anyone but its household's members.
//
// - /api/households/{id}/lists: the household's lists; make one.
// - /api/lists/{id}…: a list, its items, clear checked, and its sync document.
import type { FastifyInstance } from 'fastify';
import {
  AddItemsInputSchema,
  ShoppingListInputSchema,
  UpdateItemInputSchema,
} from '../../contract/households';
import { readListDoc } from '../../contract/shopping/list-doc';
import { requireUser } from '../auth/current-user';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound, parseInput } from '../http/errors';
import { pathId, registerDocUpdates, sendBytes, updateBody } from '../households/http-helpers';
import { loadHouseholdFor } from '../households/service';
import { listDocsOf } from './list-document';
import { presentList, presentListSummary } from './presenter';
import { listsOf } from './queries';
import {
  addListItems,
  clearCheckedItems,
  createList,
  deleteList,
  deleteListItem,
  loadListFor,
  renameShoppingList,
  updateListItem,
} from './service';
import type { PathParams } from '../http/params';

const listNotFoundError = () => notFound('Shopping list not found', 'list_not_found');

export async function shoppingRoutes(app: FastifyInstance, deps: AppDeps) {
  const docs = { lists: listDocsOf(deps) };
  const shoppingDeps = { ...deps, lists: docs.lists };

  app.get<PathParams<'id'>>('/households/:id/lists', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    await loadHouseholdFor(deps, user, id);
    return { lists: (await listsOf(deps.db, id)).map(presentListSummary) };
  });

  app.post<PathParams<'id'>>('/households/:id/lists', async (request, reply) => {
    const user = requireUser(request);
    const id = pathId(request.params.id);
    const input = parseInput(ShoppingListInputSchema, request.body);
    const list = await createList(shoppingDeps, user, id, input.name);
    return reply.status(201).send(presentList(list, []));
  });

  const presentListById = async (user: UserRow, listId: string) => {
    const list = await loadListFor(deps, user, listId);
    const { doc } = await docs.lists.readFor(user, listId);
    return presentList(list, readListDoc(doc).items);
  };

  app.get<PathParams<'id'>>('/lists/:id', async (request) => {
    const user = requireUser(request);
    return presentListById(user, pathId(request.params.id, listNotFoundError));
  });

  app.patch<PathParams<'id'>>('/lists/:id', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    const input = parseInput(ShoppingListInputSchema, request.body);
    await renameShoppingList(shoppingDeps, user, id, input.name);
    return presentListById(user, id);
  });

  app.delete<PathParams<'id'>>('/lists/:id', async (request, reply) => {
    const user = requireUser(request);
    await deleteList(shoppingDeps, user, pathId(request.params.id, listNotFoundError));
    return reply.status(204).send();
  });

  app.post<PathParams<'id'>>('/lists/:id/items', async (request, reply) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    const input = parseInput(AddItemsInputSchema, request.body);
    const itemIds = await addListItems(shoppingDeps, user, id, input);
    return reply.status(201).send({ list: await presentListById(user, id), itemIds });
  });

  app.patch<PathParams<'id' | 'itemId'>>('/lists/:id/items/:itemId', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    const itemId = pathId(request.params.itemId, () =>
      notFound('Item not found', 'item_not_found'),
    );
    const input = parseInput(UpdateItemInputSchema, request.body);
    await updateListItem(shoppingDeps, user, id, itemId, input);
    return presentListById(user, id);
  });

  app.delete<PathParams<'id' | 'itemId'>>('/lists/:id/items/:itemId', async (request, reply) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    const itemId = pathId(request.params.itemId, () =>
      notFound('Item not found', 'item_not_found'),
    );
    await deleteListItem(shoppingDeps, user, id, itemId);
    return reply.status(204).send();
  });

  app.post<PathParams<'id'>>('/lists/:id/clear-checked', async (request) => {
    const user = requireUser(request);
    const id = pathId(request.params.id, listNotFoundError);
    return { removed: await clearCheckedItems(shoppingDeps, user, id) };
  });

  app.get<PathParams<'id'>>('/lists/:id/doc', async (request, reply) => {
    const user = requireUser(request);
    const state = await docs.lists.stateFor(user, pathId(request.params.id, listNotFoundError));
    return sendBytes(reply, state);
  });

  await registerDocUpdates(app, deps, (bytes) => {
    bytes.post<PathParams<'id'>>('/lists/:id/doc', async (request, reply) => {
      const user = requireUser(request);
      const id = pathId(request.params.id, listNotFoundError);
      await docs.lists.apply(user, id, updateBody(request.body), null);
      return reply.status(204).send();
    });
  });
}
