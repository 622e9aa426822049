// A first reading of a section can hold only part of it: one group of the ingredients in a
// plugin's container, or the steps up to the first heading the extractor does not know. These
// stages widen the reading to the whole section when the page shows that it goes on.
import { AMOUNT_OR_NUMBER_WORD_AT_LINE_START } from './amount';
import { attr, type ElementNode } from './dom';
import { firstIndex, lastIndex, sectionKind, type Candidate } from './html-sections';

/**
 * A container holding one group of the ingredients ("Filling") may outscore the section titled
 * "Ingredients" that holds every group. The titled section that holds the container's lines and
 * more, all of them reading as ingredients, is the list.
 */
export function widenToTitledSection(
  best: Candidate,
  candidates: Candidate[],
  ingredientLines: (candidate: Candidate) => string[],
): Candidate {
  if (best.title) return best;
  const measuredShare = (candidate: Candidate) => {
    const items = ingredientLines(candidate);
    return (
      items.filter((item) => AMOUNT_OR_NUMBER_WORD_AT_LINE_START.test(item)).length /
      Math.max(1, items.length)
    );
  };
  const lines = ingredientLines(best).length;
  const wider = candidates.find(
    (candidate) =>
      candidate.kind === 'ingredients' &&
      candidate.title &&
      sectionKind(candidate.title) === 'ingredients' &&
      firstIndex(candidate) <= firstIndex(best) &&
      lastIndex(candidate) >= lastIndex(best) &&
      ingredientLines(candidate).length > lines &&
      measuredShare(candidate) >= measuredShare(best) - 0.2,
  );
  return wider ?? best;
}

/**
 * A method in parts under headings the extractor does not know ("Making the dumplings") is cut
 * at the first of them, though the page marks every step alike (one class on each). The
 * candidate that holds every chosen step and more steps of that mark, and reads as well as a
 * method, is the whole method.
 */
export function widenToWholeMethod(
  best: Candidate,
  candidates: Candidate[],
  score: (candidate: Candidate) => number,
): Candidate {
  const chosen = best.lines.filter((line) => !line.isHeading).map((line) => line.block);
  const looks = new Set(chosen.map((block) => markedLook(block.container)));
  if (looks.size !== 1 || looks.has('')) return best;
  const floor = score(best) - 1;
  const wider = candidates.filter((candidate) => {
    if (candidate === best) return false;
    const steps = candidate.lines.filter((line) => !line.isHeading).map((line) => line.block);
    const blocks = new Set(steps);
    return (
      steps.length > chosen.length &&
      chosen.every((block) => blocks.has(block)) &&
      steps.every((block) => looks.has(markedLook(block.container))) &&
      score(candidate) >= floor
    );
  });
  return wider.toSorted((a, b) => b.lines.length - a.lines.length)[0] ?? best;
}

/** An element's tag and class, when it has a class: how a template marks its steps. */
function markedLook(element: ElementNode): string {
  const classes = attr(element, 'class')?.trim();
  return classes ? `${element.name}.${classes}` : '';
}
