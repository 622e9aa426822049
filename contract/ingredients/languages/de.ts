// The ingredient-line words of this language (code 'de'), in the roles ../vocabulary.ts names,
// and its unit spellings (../units.ts): null until the language has them.
import type { Vocabulary } from '../vocabulary';

export const VOCABULARY: Vocabulary | null = null;
