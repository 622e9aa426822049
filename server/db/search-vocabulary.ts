// SQLite's search vocabulary (migration 015): every word the recipes' searchable text holds,
// folded as the full-text index folds it, kept so a search can look up the alternatives of what
// was typed (contract/search/forgiving.ts) by key. SQLite cannot split text into words in SQL, so
// the triggers that keep the table call this function, which every connection registers before
// its migrations run. PostgreSQL reads its vocabulary from the tsvector itself.
import type SQLite from 'better-sqlite3';
import { isVocabularyWord, searchWords } from '../../contract/search/forgiving';

export const SQLITE_VOCABULARY_FUNCTION = 'potluck_search_vocabulary';

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

export function registerSearchVocabulary(sqlite: SQLite.Database) {
  sqlite.function(SQLITE_VOCABULARY_FUNCTION, { deterministic: true }, recipeVocabulary);
}
