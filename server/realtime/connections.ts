// This process's sockets and the indexes the fan-out needs: by user, by joined recipe, and the
// Discover watchers. Pure bookkeeping: who may receive what is decided by the hub with policy.ts.
import type { WebSocket } from 'ws';
import type { SyncDocKind } from '../../contract/realtime';
import type { RecipeRow, UserRow } from '../db/schema';
import { recipeAccessOf } from '../recipes/policy';
import type { AwarenessNotice } from './notices';

/** An open sync document's kind, and its household (null: a recipe, checked per delivery). */
export interface DocScope {
  kind: SyncDocKind;
  householdId: string | null;
}

export interface Connection {
  /** Unique across processes (presence entries are per connection). */
  id: string;
  socket: WebSocket;
  /** The session's user; `name` is their display name for presence. */
  user: { id: string; name: string };
  /** The user's row as the socket was opened (for checks that need more than the id). */
  account: UserRow;
  /** The hash of the session token the socket was opened with. */
  sessionKey: string;
  joined: Set<string>;
  /** Sync documents open on this socket (sync-channel.ts), with what they belong to. */
  docs: Map<string, DocScope>;
  /** Where this socket's user is in each open document, as last told. */
  awareness: Map<string, AwarenessNotice>;
  watchesList: boolean;
  isAlive: boolean;
  isClosed: boolean;
  /** Messages are handled one at a time, in order (a join's reads must not race its leave). */
  queue: Promise<void>;
  windowStartedAt: number;
  messagesInWindow: number;
}

export class ConnectionRegistry {
  readonly all = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly byRecipe = new Map<string, Set<Connection>>();
  readonly discoverWatchers = new Set<Connection>();

  add(conn: Connection) {
    this.all.add(conn);
    addTo(this.byUser, conn.user.id, conn);
  }

  /** Forgets a socket everywhere but in `conn.joined`, which the caller still needs. */
  remove(conn: Connection) {
    this.all.delete(conn);
    removeFrom(this.byUser, conn.user.id, conn);
    this.discoverWatchers.delete(conn);
    for (const recipeId of conn.joined) removeFrom(this.byRecipe, recipeId, conn);
  }

  join(conn: Connection, recipeId: string) {
    conn.joined.add(recipeId);
    addTo(this.byRecipe, recipeId, conn);
  }

  leave(conn: Connection, recipeId: string) {
    conn.joined.delete(recipeId);
    removeFrom(this.byRecipe, recipeId, conn);
  }

  ofUser(userId: string): Connection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  joinedOn(recipeId: string): Connection[] {
    return [...(this.byRecipe.get(recipeId) ?? [])];
  }

  /**
   * Sockets watching a list the recipe is or was in — My Recipes of its owner, editors and viewers,
   * Discover while it is or was public — other than those in `exclude`.
   */
  watchersOf(recipe: RecipeRow, previous: RecipeRow | null, exclude: Set<Connection>) {
    const watchers = new Set<Connection>();
    const listUsers = new Set<string>();
    for (const row of previous ? [recipe, previous] : [recipe]) {
      listUsers.add(row.owner_uid);
      const access = recipeAccessOf(row);
      for (const userId of [...access.editors, ...access.viewers]) listUsers.add(userId);
    }
    for (const userId of listUsers) {
      for (const conn of this.byUser.get(userId) ?? []) {
        if (conn.watchesList && !exclude.has(conn)) watchers.add(conn);
      }
    }
    if (recipe.visibility === 'public' || previous?.visibility === 'public') {
      for (const conn of this.discoverWatchers) if (!exclude.has(conn)) watchers.add(conn);
    }
    return watchers;
  }
}

function addTo<K, V>(index: Map<K, Set<V>>, key: K, value: V) {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(value);
}

function removeFrom<K, V>(index: Map<K, Set<V>>, key: K, value: V) {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
}
