// Entries of a list set without list items. Ingredients as terms and their definitions, one pair
// per ingredient: "<dl><dt>200 g</dt><dd>flour</dd>…</dl>" or the name first ("<dt>Flour</dt>
// <dd>200 g</dd>"); each pair is one line of the recipe, not a title over a line. And a
// checklist of labelled checkboxes: "<ul><label><input type=checkbox> 160 g spaghetti</label>…".
import { AMOUNT_AT_LINE_START_OR_CHINESE } from '../words/amount';
import { attr, isElement, type ElementNode } from '../dom/dom';
import { textOf } from '../dom/dom-text';

/** Longer than this, a term or its definition is prose, not a part of an ingredient line. */
const MAX_PART = 80;

const pairLists = new WeakMap<ElementNode, boolean>();

/**
 * A <dl> of terms each followed by one definition, all short, where at least half of the pairs
 * have an amount on one side: a list of ingredients, not a glossary or a table of facts.
 */
function isIngredientPairList(list: ElementNode): boolean {
  let answer = pairLists.get(list);
  if (answer === undefined) {
    answer = measurePairs(list);
    pairLists.set(list, answer);
  }
  return answer;
}

function measurePairs(list: ElementNode): boolean {
  const children = pairsOf(list);
  if (children.length < 4 || children.length % 2) return false;
  let measured = 0;
  for (let i = 0; i < children.length; i += 2) {
    const [term, definition] = [children[i]!, children[i + 1]!];
    if (term.name !== 'dt' || definition.name !== 'dd') return false;
    const parts = [textOf(term).trim(), textOf(definition).trim()];
    if (parts.some((part) => !part || part.length > MAX_PART)) return false;
    if (parts.some((part) => AMOUNT_AT_LINE_START_OR_CHINESE.test(part))) measured++;
  }
  return measured * 2 >= children.length / 2;
}

/**
 * For a term or a definition in a list of ingredient pairs, the term that heads its pair: the
 * element both lines are read as one entry of.
 */
export function pairedTerm(element: ElementNode): ElementNode | null {
  if (element.name !== 'dt' && element.name !== 'dd') return null;
  const list = listOf(element);
  if (!list || !isIngredientPairList(list)) return null;
  if (element.name === 'dt') return element;
  // The term before it: the element before it in the list, across the pair's <div>.
  let previous = element.prev;
  while (previous && !isElement(previous)) previous = previous.prev;
  return previous && isElement(previous) && previous.name === 'dt' ? previous : null;
}

/** The <dl> of a term or definition, set in it or in a <div> grouping one pair, as HTML allows. */
function listOf(element: ElementNode): ElementNode | null {
  const parent = element.parent as ElementNode | null;
  if (!parent || !isElement(parent)) return null;
  if (parent.name === 'dl') return parent;
  const grand = parent.parent as ElementNode | null;
  return parent.name === 'div' && grand && isElement(grand) && grand.name === 'dl' ? grand : null;
}

/**
 * The terms and definitions of a <dl> in order, out of the <div>s that group them; a script
 * among them is not an entry.
 */
function pairsOf(list: ElementNode): ElementNode[] {
  let pairs = listPairs.get(list);
  if (!pairs) {
    pairs = list.children
      .filter(isElement)
      .flatMap((child) => (child.name === 'div' ? child.children.filter(isElement) : [child]))
      .filter((child) => !UNSHOWN.has(child.name));
    listPairs.set(list, pairs);
  }
  return pairs;
}

const listPairs = new WeakMap<ElementNode, ElementNode[]>();

const UNSHOWN = new Set(['script', 'template', 'style', 'noscript']);

/**
 * A label around a checkbox, beside other such labels, is an entry of a checklist (ingredients
 * to tick off) set without list markup: "<ul><label><input type=checkbox> 160 g
 * spaghetti</label>…</ul>". A lone one is a switch ("Keep the screen on").
 */
export function isCheckboxLabel(element: ElementNode): boolean {
  if (!holdsCheckbox(element)) return false;
  const parent = element.parent as ElementNode | null;
  return (
    !!parent &&
    isElement(parent) &&
    parent.children.filter((sibling) => isElement(sibling) && holdsCheckbox(sibling)).length >= 2
  );
}

function holdsCheckbox(element: ElementNode): boolean {
  return (
    element.name === 'label' &&
    element.children.some(
      (child) =>
        isElement(child) &&
        child.name === 'input' &&
        (attr(child, 'type') ?? '').toLowerCase() === 'checkbox',
    )
  );
}
