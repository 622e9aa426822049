// What a line may say before its amount: a list marker ("- ", "•"), a remark said first
// ("Optional: 2 cups crème anglaise"; "evtl. 1 EL Zucker" where the vocabulary has such words) and the part of a food ("juice of 1 lemon", "finely grated
// zest and juice of"). The marker is skipped; the remark becomes a comment and the part a
// preparation of the food the amount counts.
import type { Token } from './tokens';
import type { Vocabulary } from './vocabulary';

const LIST_MARKERS = new Set(['-', '*', '•', '·', '▢', '□', '☐', '–', '—', '+', '>']);

export interface Lead {
  /** Token index of the first token after the list markers and the label. */
  start: number;
  /** Token index of a label's word ("Optional" in "Optional: …"), or null. */
  label: number | null;
  /** Token index just after a part phrase ("juice of"), or null when the line has none. */
  partEnd: number | null;
}

/** The list markers, the label and the part phrase at the start of the line. */
export function readLead(tokens: readonly Token[], vocabulary: Vocabulary): Lead {
  let start = 0;
  while (start < tokens.length && LIST_MARKERS.has(tokens[start]!.text)) start++;
  // "Optional: 2 cups crème anglaise": a remark said before the line
  const label = tokens[start];
  const hasLabel =
    !!label && vocabulary.commentWords.has(label.lower) && tokens[start + 1]?.text === ':';
  // "evtl. 1 EL Zucker", "ev. lite socker": a remark word that needs no colon
  const isRemark = !hasLabel && !!label && !!vocabulary.leadingRemarks?.has(label.lower);
  const labelAt = hasLabel || isRemark ? start : null;
  if (hasLabel) start += 2;
  else if (isRemark)
    start += tokens[start + 1]?.text === '.' || tokens[start + 1]?.text === ':' ? 2 : 1;
  return { start, label: labelAt, partEnd: readPartOf(tokens, start, vocabulary) };
}

/**
 * "juice of", "finely grated zest and juice of" before an amount: the token index after "of",
 * or null. The part is a preparation of the food the amount counts.
 */
function readPartOf(tokens: readonly Token[], at: number, v: Vocabulary): number | null {
  let hasPart = false;
  // "le jus d'un citron", "el zumo de 1 limón": a definite article before the part
  const from = v.definiteArticles?.has(tokens[at]?.lower ?? '') ? at + 1 : at;
  for (let i = from; i < tokens.length && i < from + 8; i++) {
    const word = tokens[i]!.lower;
    // "zest and juice 1 lemon" (no "of"), as British recipes write it
    if (hasPart && (tokens[i]!.kind === 'number' || tokens[i]!.kind === 'fraction')) return i;
    if (v.partWords.has(word)) hasPart = true;
    else if (v.partLinks.has(word)) return hasPart ? i + 1 : null;
    else if (
      !v.preparationAdverbs.has(word) &&
      !v.preparationWords.has(word) &&
      !v.conjunctions.has(word)
    ) {
      return null;
    }
  }
  return null;
}
