// How the lines a page shows compare with the lines of its recipe markup: each test names one way
// markup is known to mislead (kept only the names, split at commas, ran steps together...), as the
// page's own lines reveal it. The reconcile stages weigh these.
//
// Over 300 lines: one test per way markup misleads, each short, sharing the line normalisers
// at the top; INGREDIENT_RULES and STEP_RULES name them.
import { AMOUNT_AT_LINE_START, DIGIT_ANYWHERE, MACHINE_DECIMAL } from '../words/amount';
import type { RecipeData } from '../types';

/** A line's words, digits apart from letters ("1Zwiebel" is "1", "zwiebel"), ½ as 1⁄2. */
const tokens = (line: string) =>
  line
    .normalize('NFKC')
    .toLowerCase()
    .match(/\p{L}+|\p{N}+/gu) ?? [];

const words = (line: string) => new Set(tokens(line));

/**
 * True when the page shows every line of the markup and more: markup that kept only some of the
 * ingredients (the first group, or the ones the site could link to a product).
 */
export function showsAll(visible: string[], marked: string[]): boolean {
  if (!marked.length || visible.length < marked.length + 3) return false;
  const shown = visible.map(words);
  const matched = new Set<number>();
  for (const line of marked) {
    const kept = words(line);
    const at = shown.findIndex(
      (seen, i) => !matched.has(i) && [...kept].every((word) => seen.has(word)),
    );
    if (at < 0) return false;
    matched.add(at);
  }
  // The lines only the page has must be ingredients too, not equipment or group names.
  const extra = visible.filter((_, i) => !matched.has(i));
  return extra.filter((line) => AMOUNT_AT_LINE_START.test(line)).length * 3 >= extra.length * 2;
}

/**
 * True when the page shows the same ingredient lines as its markup, with more in them: markup
 * that kept only the names ("popping corn") while the page says "1/2 cup popping corn".
 */
export function showsMore(visible: string[], marked: string[]): boolean {
  if (!marked.length || visible.length !== marked.length) return false;
  // Only when the markup lost the amounts: richer visible lines are otherwise often just
  // unit conversions the site adds on screen.
  if (marked.filter((line) => DIGIT_ANYWHERE.test(line)).length * 5 > marked.length) return false;
  let richer = 0;
  for (let i = 0; i < marked.length; i++) {
    const shown = words(visible[i]!);
    const kept = words(marked[i]!);
    for (const word of kept) if (!shown.has(word)) return false;
    if (shown.size > kept.size) richer++;
  }
  return richer * 2 >= marked.length;
}

/**
 * True when the page shows each markup line amount first, with the same words and perhaps a
 * note: markup generated as "milk, 500 ml" from a page that reads "500 ml milk (whole)".
 */
export function showsReordered(visible: string[], marked: string[]): boolean {
  const amountFirst = (lines: string[]) =>
    lines.filter((line) => AMOUNT_AT_LINE_START.test(line)).length;
  const shownItems = visible.filter((line) => !isGroupName(line));
  if (!marked.length || amountFirst(shownItems) * 2 < shownItems.length * 2 - 1) return false;
  if (amountFirst(marked) * 2 > marked.length) return false;
  // The same words in another order; the page may add a note in parentheses.
  const sorted = (line: string) =>
    tokens(line.replace(/\([^()]*\)/g, ' '))
      .toSorted()
      .join(' ');
  return alignLines(visible, marked, (line, shownLine) => sorted(line) === sorted(shownLine));
}

/**
 * True when every markup line is the same as the page's line at its place, the page adding
 * only short group names ("SAUCE", "For the filling:") between them.
 */
function alignLines(
  visible: string[],
  marked: string[],
  same: (markedLine: string, visibleLine: string) => boolean,
): boolean {
  let at = 0;
  for (const line of marked) {
    while (at < visible.length && !same(line, visible[at]!) && isGroupName(visible[at]!)) at++;
    if (at >= visible.length || !same(line, visible[at]!)) return false;
    at++;
  }
  return visible.slice(at).every(isGroupName);
}

/**
 * True when the markup wrote units as "cup(s)" and the page shows the same lines with the
 * number's own form ("1 cup", "2 cups").
 */
export function showsResolvedPlurals(visible: string[], marked: string[]): boolean {
  if (!marked.length || visible.length < marked.length) return false;
  if (!marked.some((line) => /\p{L}\(s\)/u.test(line))) return false;
  const sameWord = (a: string, b: string) =>
    a === b || b === `${a}s` || b === `${a}es` || a === `${b}s` || a === `${b}es`;
  const same = (line: string, shownLine: string) => {
    const kept = tokens(line.replace(/(\p{L})\(s\)/gu, '$1'));
    const shown = tokens(shownLine);
    return kept.length === shown.length && kept.every((word, j) => sameWord(word, shown[j]!));
  };
  return alignLines(visible, marked, same);
}

/**
 * True when the markup names each thing in its dictionary form ("2 Paprikaschote", "100 g
 * Olive") and the page shows the same lines as the cook wrote them, in the plural and with their
 * notes ("2 Paprikaschoten (rot oder gelb)"): markup generated from a database of ingredients.
 */
export function showsOwnPlurals(visible: string[], marked: string[]): boolean {
  if (marked.length < 2) return false;
  let plurals = 0;
  const same = (line: string, shownLine: string) => {
    const shown: string[] = tokens(shownLine);
    let inflected = false;
    const all = tokens(line).every((word) => {
      if (shown.includes(word)) return true;
      const plural = shown.some(
        (seen) => word.length >= 4 && seen.startsWith(word) && seen.length - word.length <= 2,
      );
      inflected ||= plural;
      return plural;
    });
    if (all && inflected) plurals++;
    return all;
  };
  return alignLines(visible, marked, same) && plurals >= 2 && plurals * 4 >= marked.length;
}

/**
 * True when the markup converted amounts to machine decimals ("18.20 gm olive oil") and the
 * page shows the same lines with the cook's own measures ("1 tbsp olive oil").
 */
export function showsOwnMeasures(visible: string[], marked: string[]): boolean {
  if (!marked.length || visible.length !== marked.length) return false;
  if (
    !marked.some((line) => MACHINE_DECIMAL.test(line)) ||
    visible.some((line) => MACHINE_DECIMAL.test(line))
  )
    return false;
  return marked.every((line, i) => {
    const kept = tokens(line).filter((word) => /\p{L}/u.test(word));
    const shown = words(visible[i]!);
    const same = kept.filter((word) => shown.has(word)).length;
    return same * 2 >= kept.length;
  });
}

/**
 * The markup's lines, each replaced by the page's line that reads the same with a unit after the
 * amount where the markup has only the number: markup built from an amount field and a name
 * field, the unit field left out ("195 shaved ham" from a page that reads "195 g shaved ham").
 * Null when no line gains a unit.
 */
export function withUnitsShown(visible: string[], marked: string[]): string[] | null {
  const shown = visible.map(tokens);
  let gained = 0;
  const lines = marked.map((line) => {
    const kept = tokens(line);
    // The leading amount's figures ("1 1 2" for "1 ½"), then one short word more on the page.
    let amount = 0;
    while (amount < kept.length && /^\p{N}+$/u.test(kept[amount]!)) amount++;
    if (!amount || amount === kept.length) return line;
    const at = shown.findIndex(
      (words) =>
        words.length === kept.length + 1 &&
        /^\p{L}{1,6}$/u.test(words[amount]!) &&
        kept.slice(0, amount).join(' ') === words.slice(0, amount).join(' ') &&
        kept.slice(amount).join(' ') === words.slice(amount + 1).join(' '),
    );
    if (at < 0) return line;
    gained++;
    return visible[at]!;
  });
  return gained ? lines : null;
}

/**
 * True when the page shows the markup's lines with the words in the cook's order: markup
 * generated from fields ("1 Numbers avocados mashed", "0 As required salt") from a page that
 * reads "1 mashed avocados" and "salt as required". Lines may come in another order.
 */
export function showsOwnWordOrder(visible: string[], marked: string[]): boolean {
  // The page's lines must lead with amounts: a page that names first is not the cook's order.
  // Amount-first markup too: name-first markup is showsReordered's case.
  const amountFirst = (lines: string[]) =>
    lines.filter((line) => AMOUNT_AT_LINE_START.test(line)).length;
  if (marked.length < 3 || marked.length > visible.length) return false;
  if (amountFirst(visible) * 3 < visible.length * 2) return false;
  if (amountFirst(marked) * 3 < marked.length * 2) return false;
  const shown = visible.map(tokens);
  const used = new Set<number>();
  let reordered = 0;
  for (const line of marked) {
    const kept = tokens(line);
    let best = -1;
    let bestShare = 0;
    shown.forEach((seen, i) => {
      const share = used.has(i) ? 0 : dice(kept, seen);
      if (share > bestShare) [best, bestShare] = [i, share];
    });
    if (best < 0 || bestShare < 0.6) return false;
    used.add(best);
    if (!sameOrder(kept, shown[best]!)) reordered++;
  }
  const unmatched = visible.filter((_, i) => !used.has(i));
  return unmatched.every(isGroupName) && reordered * 4 >= marked.length;
}

/** Share of words two lines have in common (Dice coefficient over word multisets). */
function dice(a: string[], b: string[]): number {
  const left = [...b];
  let same = 0;
  for (const word of a) {
    const at = left.indexOf(word);
    if (at >= 0) {
      same++;
      left.splice(at, 1);
    }
  }
  return a.length + b.length ? (2 * same) / (a.length + b.length) : 0;
}

/** True when the words (not the numbers) both lines have come in the same order in each. */
function sameOrder(a: string[], b: string[]): boolean {
  const inA = new Set(a.filter((word) => /\p{L}/u.test(word)));
  const inB = new Set(b.filter((word) => /\p{L}/u.test(word)));
  const common = (line: string[], other: Set<string>) =>
    line.filter((word) => other.has(word)).join(' ');
  return common(a, inB) === common(b, inA);
}

/**
 * The markup's lines with the page's spacing, when the markup ran the page's cells together:
 * "250克奶油奶酪" from a page whose row reads "奶油奶酪 | 250克" becomes "250克 奶油奶酪". Null
 * when the markup lines are not the page's words joined up in some order.
 */
export function respaced(visible: string[], marked: string[]): string[] | null {
  // Markup written without spaces: a few words joined by spaces in it are the cook's own.
  const unspaced = marked.filter((line) => !/\s/.test(line.trim())).length;
  // Each markup line needs a page line of its own.
  if (marked.length < 2 || marked.length > visible.length || unspaced * 2 < marked.length)
    return null;
  const parts = visible.map((line) => line.split(/\s+/).filter(Boolean));
  const used = new Set<number>();
  let changed = 0;
  const lines: string[] = [];
  for (const line of marked) {
    const joined = line.replace(/\s+/g, '');
    let found: string[] | null = null;
    for (let i = 0; i < parts.length && !found; i++) {
      if (used.has(i) || parts[i]!.join('').length !== joined.length) continue;
      found = arrange(joined, parts[i]!);
      if (found) used.add(i);
    }
    // Only spaces the markup lost: a page that runs words together ("6db") is no guide.
    if (!found || found.length < line.split(/\s+/).filter(Boolean).length) return null;
    const spaced = found.join(' ');
    if (spaced !== line) changed++;
    lines.push(spaced);
  }
  return changed ? lines : null;
}

/** `pieces` in the order that spells `text`, or null. Few pieces: a depth-first search is cheap. */
function arrange(text: string, pieces: string[]): string[] | null {
  if (!text) return pieces.length ? null : [];
  if (pieces.length > 8) return null;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (!text.startsWith(piece)) continue;
    const rest = arrange(
      text.slice(piece.length),
      pieces.filter((_, j) => j !== i),
    );
    if (rest) return [piece, ...rest];
  }
  return null;
}

const isGroupName = (line: string) => !DIGIT_ANYWHERE.test(line) && tokens(line).length <= 4;

/**
 * True when the page shows the same words as the markup, split into lines differently: markup
 * generated by splitting ingredients at every comma ("250 g pork", "in pieces").
 */
function sameWords(visible: string[], marked: string[], share = 0.95): boolean {
  if (!visible.length || !marked.length) return false;
  const count = (lines: string[]) => {
    const counts = new Map<string, number>();
    for (const line of lines)
      for (const word of tokens(line)) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  };
  const shown = count(visible);
  const kept = count(marked);
  let total = 0;
  let same = 0;
  for (const [word, n] of kept) {
    total += n;
    same += Math.min(n, shown.get(word) ?? 0);
  }
  let shownTotal = 0;
  for (const n of shown.values()) shownTotal += n;
  return total > 0 && same >= total * share && same >= shownTotal * share;
}

/**
 * True when the page shows the markup's words in fewer lines: markup generated by splitting
 * ingredients at every comma.
 */
export function showsFewerLines(visible: string[], marked: string[]): boolean {
  return visible.length < marked.length && sameWords(visible, marked);
}

/**
 * True when the markup's lines were guessed from entries that ran several ingredients together
 * and the page shows the same words: the page's own lines are surer.
 */
export function showsGuessedLines(visible: string[], markup: RecipeData): boolean {
  return !!markup.ingredientsRunTogether && sameWords(visible, markup.ingredients, 0.9);
}

/**
 * True when the markup's lines were put together from fields and the page shows each of them as
 * written, with its figures and most of its words ("350 g de poivron rouge" for "350 g poivron",
 * "3 gousses d'ail" for "3 gousse ail").
 */
export function showsWrittenLines(visible: string[], markup: RecipeData): boolean {
  if (!markup.ingredientsAssembled) return false;
  return alignLines(visible, markup.ingredients, (line, shownLine) => {
    const shown: string[] = tokens(shownLine);
    const kept: string[] = tokens(line);
    // The same figures, and most of the words (a unit may be abbreviated on the page, a name
    // in the plural).
    const named = kept.filter((word) => /\p{L}{3,}/u.test(word));
    const found = named.filter((word) =>
      shown.some(
        (seen) => seen === word || (seen.startsWith(word) && seen.length - word.length <= 2),
      ),
    );
    return (
      kept.filter((word) => /^\p{N}+$/u.test(word)).every((figure) => shown.includes(figure)) &&
      found.length * 2 >= named.length &&
      found.length > 0
    );
  });
}

/** True when one markup entry holds the whole list the page shows as lines. */
export function showsWholeListAsLines(visible: string[], marked: string[]): boolean {
  return marked.length === 1 && visible.length >= 3 && sameWords(visible, marked, 0.9);
}

/** True when the markup ran several of the page's steps together into one. */
export function showsStepsApart(visible: string[], marked: string[]): boolean {
  return visible.length >= marked.length * 2 && sameWords(visible, marked);
}

/**
 * True when the page shows the markup's steps in order and as many more again: markup that kept
 * only the first steps (a site that writes the first two into its markup, the rest only on the
 * page). Each markup step must be one of the page's lines, word for word.
 */
export function showsStepsBeyond(visible: string[], marked: string[]): boolean {
  if (!marked.length || visible.length < marked.length * 2) return false;
  let at = 0;
  for (const step of marked) {
    const kept = tokens(step);
    while (at < visible.length && !sameTokens(tokens(visible[at]!), kept)) at++;
    if (at === visible.length) return false;
    at++;
  }
  return true;
}

/** The same words, but for a label or number before them ("1Das Messer" is "Das Messer"). */
function sameTokens(shown: string[], kept: string[]): boolean {
  if (shown.length < kept.length || shown.length > kept.length + 3) return false;
  const start = shown.length - kept.length;
  return kept.every((word, i) => shown[start + i] === word);
}
