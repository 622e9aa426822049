// Who is on which recipe. Entries are per connection (a user with two tabs has two entries and
// is present once), so a user joins when their first connection arrives and leaves when their
// last one goes. Behind an interface so a shared store (Redis) can hold the entries for many
// processes: there each entry carries an expiry that `refresh` extends on every heartbeat, so
// the entries of a process that died without saying goodbye expire by themselves.
import type { PresentUser } from '../../contract/realtime';

export interface PresenceEntry {
  recipeId: string;
  userId: string;
  name: string;
  /** Unique across processes. */
  connectionId: string;
}

export interface PresenceStore {
  /** Records a connection on a recipe; answers true when the user was not there before. */
  add(entry: PresenceEntry): Promise<boolean>;
  /** Removes a connection from a recipe; answers true when the user has no connection left there. */
  remove(entry: Omit<PresenceEntry, 'name'>): Promise<boolean>;
  /** Everyone on a recipe, once each, in the order they arrived. */
  list(recipeId: string): Promise<PresentUser[]>;
  /** Keeps the entries of these live connections from expiring (shared stores only). */
  refresh(connectionIds: readonly string[]): Promise<void>;
}

/** This process's presence, exact because it sees every connection close. */
export function createMemoryPresenceStore(): PresenceStore {
  const recipes = new Map<string, Map<string, { name: string; connections: Set<string> }>>();
  return {
    async add({ recipeId, userId, name, connectionId }) {
      let users = recipes.get(recipeId);
      if (!users) {
        users = new Map();
        recipes.set(recipeId, users);
      }
      const present = users.get(userId);
      if (present) {
        present.connections.add(connectionId);
        return false;
      }
      users.set(userId, { name, connections: new Set([connectionId]) });
      return true;
    },
    async remove({ recipeId, userId, connectionId }) {
      const users = recipes.get(recipeId);
      const present = users?.get(userId);
      if (!users || !present || !present.connections.delete(connectionId)) return false;
      if (present.connections.size > 0) return false;
      users.delete(userId);
      if (users.size === 0) recipes.delete(recipeId);
      return true;
    },
    async list(recipeId) {
      return [...(recipes.get(recipeId) ?? [])].map(([userId, { name }]) => ({ userId, name }));
    },
    async refresh() {
      // Nothing expires here: the store lives and dies with the connections it records.
    },
  };
}
