// Containers whose class or id says what they hold ("wprm-recipe-ingredients", "instructions",
// "zubereitung"): recipe plugins and themes name their lists, and a recipe in parts repeats one
// container per part.
import type { Block } from '../page/blocks';
import { attr, findAll, isElement, type ElementNode, type HtmlDocument } from '../dom/dom';
import { contains, type Line } from '../page/html-lines';
import {
  MAX_CANDIDATES,
  collectSection,
  isHeadingBlock,
  sectionKind,
  type Candidate,
  type Kind,
} from './html-sections';
import { INGREDIENT_CLASS, STEP_CLASS } from '../words/keywords';

export function containerCandidates(document: HtmlDocument, blocks: Block[]): Candidate[] {
  const candidates: Candidate[] = [];
  const marked = findAll(document, (element) => {
    const words = markWords(element);
    return words.length > 1 && (INGREDIENT_CLASS.test(words) || STEP_CLASS.test(words));
  });
  const seen = new Set<ElementNode>();
  /** Per parent, its marked children by look: a recipe in parts, each with its own list. */
  const parts = new Map<ElementNode, Map<string, Part>>();
  for (const element of marked.slice(0, MAX_CANDIDATES)) {
    const words = markWords(element);
    const kind: Kind = INGREDIENT_CLASS.test(words) ? 'ingredients' : 'steps';
    const context = PLUGIN_CLASS.test(words) ? 4 : 2;
    const parent = element.parent as ElementNode | null;
    for (const container of [element, parent]) {
      if (!container || !isElement(container) || seen.has(container)) continue;
      seen.add(container);
      const read = readContainer(container, kind, blocks);
      if (!read) continue;
      // One line is too little to go by alone, but may be a part of a recipe in parts.
      if (read.blocks >= 2) candidates.push({ kind, lines: read.lines, context });
      if (container !== element || !parent) continue;
      const looks = parts.get(parent) ?? new Map<string, Part>();
      const look = `${element.name}.${attr(element, 'class') ?? ''}`;
      const part = looks.get(look) ?? { kind, context, lines: [], count: 0 };
      part.lines.push(...read.lines);
      part.count++;
      looks.set(look, part);
      parts.set(parent, looks);
    }
  }
  for (const looks of parts.values()) {
    for (const { kind, context, lines, count } of looks.values()) {
      // Surer than any one of its parts.
      if (count >= 2) candidates.push({ kind, lines, context: context + 0.5 });
    }
  }
  return candidates;
}

/**
 * The class and id words that may say what an element holds. A heading's id is an anchor made
 * from its text for a table of contents ("h-step-by-step-recipe-instructions"), not a mark the
 * template put on a recipe's container, so only its class counts.
 */
function markWords(element: ElementNode): string {
  const isHeading = /^h[1-6]$/.test(element.name);
  return `${attr(element, 'class') ?? ''} ${isHeading ? '' : (attr(element, 'id') ?? '')}`;
}

/** Containers of one look, one after another under one parent: the parts of one recipe. */
interface Part {
  kind: Kind;
  context: number;
  lines: Line[];
  count: number;
}

/** The lines of a container read like a section, its own title ("Ingredients") left out. */
function readContainer(
  container: ElementNode,
  kind: Kind,
  blocks: Block[],
): { lines: Line[]; blocks: number } | null {
  const inside = blocksWithin(container, blocks);
  if (!inside.length || inside.length > 400) return null;
  let start = inside[0]!.index;
  while (
    start <= inside[inside.length - 1]!.index &&
    isHeadingBlock(blocks[start]!) &&
    sectionKind(blocks[start]!)
  )
    start++;
  const lines = collectSection(blocks, start, kind, 0, container);
  return lines.some((line) => !line.isHeading) ? { lines, blocks: inside.length } : null;
}

/** Blocks inside `container` (blocks are in document order, so they are consecutive). */
function blocksWithin(container: ElementNode, blocks: Block[]): Block[] {
  const inside: Block[] = [];
  for (const block of blocks) {
    if (contains(container, block.container)) inside.push(block);
    else if (inside.length) break;
  }
  return inside;
}

const PLUGIN_CLASS =
  /wprm-recipe-(?:ingredients|instructions)|tasty-recipes?-(?:ingredients|instructions)|mv-create-(?:ingredients|instructions)|ERS(?:Ingredients|Instructions)|zlrecipe-(?:ingredients|instructions)|wpurp-recipe-(?:ingredients|instructions)|cooked-recipe-(?:ingredients|directions)|recipe-(?:ingredients|instructions|directions|method)\b/i;
