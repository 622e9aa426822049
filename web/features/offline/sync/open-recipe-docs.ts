// The recipe documents the tab has open, as filling the device needs to know them, without loading
// the sync engine: recipe-docs.ts registers its engine when it loads; until then none is open.
import type { OpenDocs } from './prefetch-docs';

export const recipeDocPath = (recipeId: string) =>
  `/api/recipes/${encodeURIComponent(recipeId)}/doc`;

let engine: OpenDocs | null = null;

export function registerRecipeDocs(loaded: OpenDocs): void {
  engine = loaded;
}

/** Asks whichever engine is loaded at the moment of asking (one may load while a fetch is out). */
export const openRecipeDocs: OpenDocs = {
  isOpen: (docId) => engine?.isOpen(docId) ?? false,
  applyServerState: (docId, update) => engine?.applyServerState(docId, update),
};
