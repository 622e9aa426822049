import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PresentUser, Recipe, ServerMessage } from '../../../contract';
import { useStore } from '../../lib/store';
import { recipeKeys, updateCachedLists, writeRecipeToOne } from '../recipes/use-recipes';
import { isFresher, isOnOwnList, mergeRecipeIntoList, removeRecipeFromList } from './merge-recipe';
import {
  isConnected,
  joinRecipe,
  onMessage,
  onStatusChange,
  retainSocket,
  socketOpen,
  watch,
} from './realtime-client';

/** Whether the tab's real-time socket is open now; opens it while the caller is mounted. */
export function useRealtime(): boolean {
  useEffect(() => retainSocket(), []);
  return useStore(socketOpen);
}

/**
 * Puts a recipe from the socket into every cached list (the cards) and into its own cached read
 * (the detail dialog's content for a reader, its sharing, dates and abilities; content being
 * edited comes from the synced document). Updates older than the cached copy are dropped.
 */
export function applyRecipeToCache(queryClient: QueryClient, recipe: Recipe, userId: string) {
  if (!isOnOwnList(recipe, userId)) {
    removeRecipeFromCache(queryClient, recipe.id);
    return;
  }
  writeRecipeToOne(queryClient, recipe);
  let found = false;
  let retagged = false;
  updateCachedLists(queryClient, (list) => {
    const item = list.find((listed) => listed.id === recipe.id);
    if (item) {
      found = true;
      retagged ||= isFresher(recipe, item) && item.tags.join('\n') !== recipe.tags.join('\n');
    }
    return mergeRecipeIntoList(list, recipe);
  });
  // A recipe new to the list (shared with us, created elsewhere), or tags changed (the first page
  // of cards carries the library's tags, which a tag dropped here may leave): let the lists refetch.
  if (!found || retagged) void queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
}

function removeRecipeFromCache(queryClient: QueryClient, id: string) {
  updateCachedLists(queryClient, (list) => removeRecipeFromList(list, id));
}

/** Keeps My Recipes live: sends watch_list and applies what arrives to the query cache. */
export function useLiveRecipeList(userId: string) {
  const queryClient = useQueryClient();
  useRealtime();
  useEffect(() => {
    const stopWatching = watch('list');
    const stopListening = onMessage((message: ServerMessage) => {
      if (message.type === 'recipe_update' || message.type === 'presence_state') {
        applyRecipeToCache(queryClient, message.recipe, userId);
      } else if (message.type === 'recipe_deleted' || message.type === 'recipe_removed') {
        removeRecipeFromCache(queryClient, message.recipeId);
      }
    });
    return () => {
      stopListening();
      stopWatching();
    };
  }, [queryClient, userId]);
}

/** Why a joined recipe can no longer be shown: the user lost access to it, or it was deleted. */
export type RecipeGone = 'access_revoked' | 'recipe_deleted';

/**
 * Keeps the single-recipe cache of a recipe opened by link current while `active` (its detail
 * dialog joins it, so its recipe_updates arrive on the tab's socket).
 */
export function useLiveRecipe(recipeId: string, active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    return onMessage((message) => {
      if (
        (message.type === 'recipe_update' || message.type === 'presence_state') &&
        message.recipe.id === recipeId
      ) {
        writeRecipeToOne(queryClient, message.recipe);
      }
    });
  }, [queryClient, recipeId, active]);
}

/**
 * Joins a recipe while `active` and tracks who else is on it. The list is emptied whenever the
 * socket closes; a reconnect joins again and the server answers with the full presence state.
 * `gone` says when the server ended the join because the recipe may no longer be read.
 */
export function useRecipePresence(recipeId: string, active: boolean, selfId: string) {
  const connected = useRealtime();
  const [users, setUsers] = useState<PresentUser[]>([]);
  const [gone, setGone] = useState<RecipeGone | null>(null);

  useEffect(() => {
    if (!active) return;
    const stopListening = onMessage((message) => {
      if (message.type === 'presence_state' && message.recipeId === recipeId) {
        setUsers(message.users);
      } else if (message.type === 'presence' && message.recipeId === recipeId) {
        const { userId, name = i18n._(msg`Someone`) } = message;
        setUsers((current) =>
          message.action === 'join'
            ? current.some((user) => user.userId === userId)
              ? current
              : [...current, { userId, name }]
            : current.filter((user) => user.userId !== userId),
        );
      } else if (
        (message.type === 'access_revoked' || message.type === 'recipe_deleted') &&
        message.recipeId === recipeId
      ) {
        setUsers([]);
        setGone(message.type);
      }
    });
    const stopStatus = onStatusChange(() => {
      if (!isConnected()) setUsers([]);
    });
    const leave = joinRecipe(recipeId);
    return () => {
      leave();
      stopStatus();
      stopListening();
      setUsers([]);
    };
  }, [recipeId, active]);

  const others = connected ? users.filter((user) => user.userId !== selfId) : [];
  return { connected, others, gone };
}
