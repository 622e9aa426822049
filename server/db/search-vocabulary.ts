// SQLite's search vocabulary (migration 015): every word the recipes' searchable text holds,
// folded as the full-text index folds it, kept so a search can look up the alternatives of what
// was typed (contract/search/forgiving.ts) by key. SQLite cannot split text into words in SQL, so
// the triggers that keep the table call this function, which every connection registers before
// its migrations run. PostgreSQL reads its vocabulary from the tsvector itself.
import type SQLite from 'better-sqlite3';
import { isVocabularyWord, searchWords } from '../../contract/search/forgiving';
import { spaceUnspacedScripts } from '../../contract/search/scripts';

export const SQLITE_VOCABULARY_FUNCTION = 'potluck_search_vocabulary';
/**
 * The text as recipes_fts indexes it (migration 017): every character of a script written
 * without spaces made a word of its own, which FTS5's unicode61 tokenizer cannot do.
 */
export const SQLITE_SEARCH_TEXT_FUNCTION = 'potluck_search_text';

/** A text column as the full-text index takes it (contract/search/scripts.ts); null is ''. */
export function searchText(text: unknown): string {
  return typeof text === 'string' ? spaceUnspacedScripts(text) : '';
}

/** The lines of a JSON list column; text that is no such list is read as it is. */
function listText(column: unknown): string {
  if (typeof column !== 'string') return '';
  try {
    const value: unknown = JSON.parse(column);
    if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join('\n');
  } catch {
    // not JSON: the text itself
  }
  return column;
}

/**
 * The vocabulary words of a recipe's title, description, ingredients and tags (the last two as
 * their JSON columns), once each, as a JSON list.
 */
export function recipeVocabulary(
  title: unknown,
  description: unknown,
  ingredients: unknown,
  tags: unknown,
): string {
  const text = [
    typeof title === 'string' ? title : '',
    typeof description === 'string' ? description : '',
    listText(ingredients),
    listText(tags),
  ].join('\n');
  return JSON.stringify([...new Set(searchWords(text).filter(isVocabularyWord))]);
}

/** Registers the functions the search triggers call: the vocabulary and the indexed text. */
export function registerSearchVocabulary(sqlite: SQLite.Database) {
  sqlite.function(SQLITE_VOCABULARY_FUNCTION, { deterministic: true }, recipeVocabulary);
  sqlite.function(SQLITE_SEARCH_TEXT_FUNCTION, { deterministic: true }, searchText);
}
