// Foods by store aisle in this language (code 'nl'): phrases per aisle as in ../section-words.ts
// (the English table), and the words before a food that say how it is sold.
import type { SectionTable } from '../section-words';

export const FOODS: SectionTable = { sections: [], forms: {} };
