// The ingredient-line parser and its tables, for the server and the web app alike (no zod here).
export { parseIngredient, readIngredient, INGREDIENT_LANGUAGES } from './parse';
export type { ParsedIngredient, ParseOptions } from './parse';
export type { IngredientAmount, AmountRole } from './amount';
export { ENGLISH_UNITS, UNIT_TABLES, buildUnitIndex, unitIndexFor } from './units';
export type { UnitDefinition, UnitKind } from './units';
export { ENGLISH } from './english';
export { wordSet, wordValues } from './vocabulary';
export type { Vocabulary } from './vocabulary';
