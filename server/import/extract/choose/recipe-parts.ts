// Pages of several recipes or of one recipe in parts: which card's list is the page's recipe,
// and the parts' lists read as one.
import { type Block } from '../page/blocks';
import { attr } from '../dom/dom';
import { type Line } from '../page/html-lines';
import { firstIndex, sectionKind, type Candidate } from '../candidates/html-sections';

/**
 * A page of several recipes, each card's list under the same title ("Ingredients" three times):
 * the recipe whose card is named as the page is (its <h1>), the others being what it is served
 * with ("Salsa ranchera", "Seasoned beans"). Else the best-read list.
 */
export function namedRecipe(
  best: Candidate | null,
  candidates: Candidate[],
  blocks: Block[],
): Candidate | null {
  const title = best?.title;
  if (!best || !title || sectionKind(title) !== 'ingredients') return best;
  const recipes = candidates.filter(
    (candidate) =>
      candidate.kind === 'ingredients' &&
      candidate.title !== undefined &&
      titleLook(candidate.title) === titleLook(title) &&
      candidate.title.text.toLowerCase() === title.text.toLowerCase(),
  );
  const pageTitle = blocks.find((block) => block.headingLevel === 1)?.text;
  if (recipes.length < 2 || !pageTitle) return best;
  const named = recipes.find(
    (recipe) => squash(nameAbove(blocks, recipe.title!.index)) === squash(pageTitle),
  );
  return named ?? best;
}

/** How far above its list's title a card's name may be (yield, author, times). */
const NAME_WINDOW = 8;

/** The nearest heading above `index` that names no section: the name of its recipe card. */
function nameAbove(blocks: Block[], index: number): string {
  for (let i = index - 1; i >= 0 && index - i <= NAME_WINDOW; i--) {
    const block = blocks[i]!;
    if (block.headingLevel >= 1 && block.headingLevel <= 6 && !sectionKind(block))
      return block.text;
  }
  return '';
}

const titleLook = (block: Block) =>
  `${block.headingLevel}|${block.container.name}.${attr(block.container, 'class') ?? ''}`;

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A recipe in parts, each with its own ingredient list under a heading of one look ("Ingredients
 * for the starter", later "Ingredients for the dough") and its method after it: all the parts'
 * lists, in page order. Headings that read the same ("Ingredients" twice) head two recipes.
 */
export function partsOf(best: Candidate, candidates: Candidate[]): Candidate[] {
  const title = best.title;
  if (!title || sectionKind(title) !== 'ingredients') return [best];
  const parts = candidates.filter(
    (candidate) =>
      candidate.kind === 'ingredients' &&
      candidate.title !== undefined &&
      sectionKind(candidate.title) === 'ingredients' &&
      titleLook(candidate.title) === titleLook(title),
  );
  const titles = new Set(parts.map((part) => part.title!.text.toLowerCase()));
  if (parts.length < 2 || titles.size !== parts.length) return [best];
  return parts.toSorted((a, b) => firstIndex(a) - firstIndex(b));
}

/** The candidates' lines as one section, each part's lines in page order and none twice. */
export function joinParts(parts: Candidate[]): Candidate {
  const seen = new Set<number>();
  const lines: Line[] = [];
  for (const part of parts.toSorted((a, b) => firstIndex(a) - firstIndex(b))) {
    for (const line of part.lines) {
      if (seen.has(line.block.index)) continue;
      seen.add(line.block.index);
      lines.push(line);
    }
  }
  return { ...parts[0]!, lines };
}
