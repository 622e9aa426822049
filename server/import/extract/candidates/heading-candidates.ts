// Sections under a heading that names them ("Ingredients", "Zubereitung", "Serves 4") and the
// text read straight after the ingredients when the method has no heading of its own.
import { type Block } from '../page/blocks';
import { commonAncestor } from '../page/html-lines';
import {
  MAX_CANDIDATES,
  collectSection,
  isHeadingBlock,
  lastIndex,
  scopeAfter,
  sectionKind,
  type Candidate,
  type Kind,
} from './html-sections';
import { isSectionName, isServingsHeading, isStopHeading } from '../words/keywords';

/** How many headings' sections are read at most, found or empty: far more than a page holds. */
const MAX_SECTION_READS = 1000;

export function headingCandidates(blocks: Block[]): Candidate[] {
  const candidates: Candidate[] = [];
  // Headings read as part of an earlier section ("Ingredients for the topping" after
  // "Ingredients for the cake"), or as more titles of a section that held nothing, are not
  // sections of their own; a hostile page of titles alone stops being read after a bound.
  const absorbed = new Set<number>();
  let reads = 0;
  for (
    let i = 0;
    i < blocks.length && candidates.length < MAX_CANDIDATES && reads < MAX_SECTION_READS;
    i++
  ) {
    const block = blocks[i]!;
    // "Serves 4" on a line of its own heads the ingredients on pages with no "Ingredients".
    const servings = !block.item && block.text.length <= 40 && isServingsHeading(block.text);
    if ((!isHeadingBlock(block) && !servings) || absorbed.has(i)) continue;
    const kind = sectionKind(block) ?? (isServingsHeading(block.text) ? 'ingredients' : null);
    if (!kind) continue;
    const level = block.headingLevel || 8;
    reads++;
    const lines = collectSection(blocks, i + 1, kind, level, scopeAfter(blocks, i));
    if (lines.some((line) => !line.isHeading)) {
      candidates.push({
        kind,
        lines,
        context: headingContext(block, kind),
        titleLevel: block.headingLevel,
        title: block,
      });
    }
    for (const line of lines)
      if (line.isHeading && sectionKind(line.block) === kind) absorbed.add(line.block.index);
  }
  return candidates;
}

/**
 * How surely a heading titles its section: a section's name ("Instructions", "Zubereitung") most;
 * a title that only mentions it ("How to make grilled cheese in the oven", a post's own account
 * of the method above its recipe card) a little less; a yield line ("Serves 4") less.
 */
function headingContext(block: Block, kind: Kind): number {
  if (!sectionKind(block)) return 2;
  return kind === 'steps' && !isSectionName(block.text) ? 2.75 : 3;
}

/**
 * Instructions that follow the ingredient list with no step heading of their own: straight
 * after it, or under the next heading whatever it says ("Recipe", "A recept", "Get started").
 */
export function continuationCandidate(blocks: Block[], ingredients: Candidate): Candidate | null {
  let after = lastIndex(ingredients) + 1;
  let next = blocks[after];
  // "What else you need" right after the list (a heading or an item) is more ingredients.
  if (next && sectionKind(next) === 'ingredients') return null;
  let context = 1;
  if (next && isHeadingBlock(next)) {
    // A question ("Fancy trying it?") heads a teaser, not the method; a heading set as a
    // sentence ("Order what you are missing.", "Here's how.") may head either, so what it heads
    // is less sure; a call ("Let's cook!", "Ab in die Küche...") may head the method.
    if (isStopHeading(next.text) || /[?？]\s*$/.test(next.text)) return null;
    if (/(?:。|(?<!\.)\.)\s*$/.test(next.text)) context = 0.5;
    after++;
    next = blocks[after];
  }
  if (!next || isHeadingBlock(next)) return null;
  const scope = commonAncestor(ingredients.lines[0]!.block.container, next.container);
  const lines = collectSection(blocks, after, 'steps', 7, scope);
  return lines.length ? { kind: 'steps', lines, context } : null;
}
