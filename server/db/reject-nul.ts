import type { KyselyPlugin, OperationNode } from 'kysely';
import { badRequest } from '../http/errors';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a query carrying one fails inside the
 * server with an encoding error. This plugin refuses such a query before it is sent, as the bad
 * input it is (400), instead of letting it surface as a 500. Requests and WebSocket messages are
 * refused before this on every engine (http/text-safety.ts); this is the backstop for any other
 * path text takes into a query, so only the PostgreSQL connection carries it.
 */
export const rejectNulCharacters: KyselyPlugin = {
  transformQuery({ node }) {
    if (containsNul(node)) {
      throw badRequest('Text may not contain the NUL character (U+0000)', 'nul_character');
    }
    return node;
  },
  async transformResult({ result }) {
    return result;
  },
};

/** Looks at every string in the query tree: values, value lists and raw SQL parameters. */
function containsNul(node: OperationNode | unknown): boolean {
  if (typeof node === 'string') return node.includes('\u0000');
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(containsNul);
  return Object.values(node).some(containsNul);
}
