// A method whose steps each have a numbered title ("Step 1: Prep the vegetables", "2. urratsa"):
// found by the count under one word, in whatever language, wherever it stands on the page.
import type { Block } from '../page/blocks';
import { commonAncestor, contains, type Line } from '../page/html-lines';
import { MAX_CANDIDATES, isHeadingBlock, look, type Candidate } from './html-sections';

/** What may follow a title's number: a space, ".", ":", ")", a dash, or the title's end. */
const AFTER_NUMBER = String.raw`(?=$|[\s.:)\-–—])[\s.:)\-–—]*(\p{L}+)?`;
/** A title led by its number: "2. Brown the meat", "(2) urratsa", "#2 Knead". */
const NUMBER_FIRST = new RegExp(String.raw`^[#(]?\s*(\d{1,2})${AFTER_NUMBER}`, 'u');
/**
 * A number after a word: "Step 2: Brown", "Schritt 2", "Paso #3". The word starts where a word
 * does, so a long run of letters is tried once, not from each of its letters.
 */
const WORD_THEN_NUMBER = new RegExp(
  String.raw`(?<!\p{L})(\p{L}+)[\s#]*(?<![\p{L}\p{N}])(\d{1,2})${AFTER_NUMBER}`,
  'u',
);

interface StepTitle {
  number: number;
  /** The word right before the number and the word right after it, lowercased ('' if none). */
  before: string;
  after: string;
}

/**
 * A step's title: its number, and the words beside it, in whatever language ("Step 2: Brown the
 * meat" → 2, "step" and "brown"; "2. urratsa" → 2 and "urratsa"). A title led by a figure has
 * that number ("1. Bake 25 minutes" → 1); else it is the first figure of one or two digits
 * after a word.
 */
function stepTitle(text: string): StepTitle | null {
  // A question numbered ("3. Can I freeze it?") is a FAQ's, not a step's.
  if (/[?？]\s*$/.test(text)) return null;
  const first = NUMBER_FIRST.exec(text);
  if (first) return { number: Number(first[1]), before: '', after: first[2]?.toLowerCase() ?? '' };
  const match = WORD_THEN_NUMBER.exec(text);
  if (!match) return null;
  return {
    number: Number(match[2]),
    before: match[1]!.toLowerCase(),
    after: match[3]?.toLowerCase() ?? '',
  };
}

/**
 * How sure numbered step titles make a method: surer than a list found by its look alone (0.5);
 * less than the text straight after the ingredients (1), since a post may tell its recipe card's
 * method at length, step by titled step, above the card.
 */
export const NUMBERED_TITLES_CONTEXT = 0.75;

/** As few numbered titles as make a method: one or two may number anything. */
const MIN_NUMBERED_TITLES = 3;

/**
 * A method whose steps each have a title, counted from 1 (or 0) under one word in whatever
 * language ("Step 1: Prep the vegetables", "Step 2: …"; "1. urratsa", "2. urratsa"), each over
 * text of its own: the titles (headings of one look) and what each heads. A title numbered on
 * under another word ends the run ("Urratsa 1–3", then "4. Serve"). Smaller headings within the
 * steps (a part's own title) are kept, in the last step too when the steps before had them of
 * that look; after the last step, a smaller heading of a look no step had (notes, comments,
 * unless titled like the steps' own parts), or text outside the titles' box, ends the method. The count under one word is the sign, so it
 * is found in any language and under any section title or none (a method far from its
 * ingredients). A numbered list of another kind under one word ("Tip 1", "Day 1") looks the
 * same: extractFromHtml passes over them where other text of two lines or more is read straight
 * after the ingredients. Long: one pass whose open run of titles each block extends or closes.
 */
export function numberedTitleCandidates(blocks: Block[]): Candidate[] {
  const candidates: Candidate[] = [];
  let run: {
    look: string;
    rank: number;
    next: number;
    /** The word all titles have before their numbers ('' once one has another). */
    before: string;
    /** The word all titles have after their numbers ('' once one has another). */
    after: string;
    titles: Block[];
    lines: Line[];
    /** Where in `lines` the last title is. */
    lastTitleAt: number;
    /** The looks of the smaller headings within the steps before the last title. */
    partLooks: Set<string>;
    hasText: boolean;
  } | null = null;
  const close = () => {
    if (run && run.hasText && run.titles.length >= MIN_NUMBERED_TITLES) {
      const { partLooks } = run;
      const scope = commonAncestor(run.titles[0]!.container, run.titles.at(-1)!.container);
      const tail = run.lines.slice(run.lastTitleAt + 1);
      const end = tail.findIndex(
        (line) =>
          (line.isHeading &&
            line.block.headingLevel > 0 &&
            !partLooks.has(headingLook(line.block))) ||
          (scope !== null && !contains(scope, line.block.container)),
      );
      const lines = [
        ...run.lines.slice(0, run.lastTitleAt + 1),
        ...(end < 0 ? tail : tail.slice(0, end)),
      ];
      candidates.push({ kind: 'steps', lines, context: NUMBERED_TITLES_CONTEXT });
    }
    run = null;
  };
  for (const block of blocks) {
    if (candidates.length >= MAX_CANDIDATES) break;
    const isTitle = block.headingLevel >= 1 && block.headingLevel <= 7;
    if (!isTitle && !isHeadingBlock(block)) {
      if (run && hasRoom(run)) {
        run.lines.push({ text: block.text, isHeading: false, block });
        run.hasText = true;
      }
      continue;
    }
    const title = isTitle ? stepTitle(block.text) : null;
    const titleLook = headingLook(block);
    if (run && title && titleLook === run.look && title.number === run.next && run.hasText) {
      const before = title.before === run.before ? run.before : '';
      const after = title.after === run.after ? run.after : '';
      if ((before || after) && hasRoom(run)) {
        for (const line of run.lines.slice(run.lastTitleAt + 1))
          if (line.isHeading) run.partLooks.add(headingLook(line.block));
        run.titles.push(block);
        run.lastTitleAt = run.lines.length;
        run.lines.push({ text: block.text, isHeading: true, block });
        Object.assign(run, { next: run.next + 1, before, after, hasText: false });
        continue;
      }
    } else if (run && (block.headingLevel || 8) > run.rank) {
      if (hasRoom(run)) run.lines.push({ text: block.text, isHeading: true, block });
      continue;
    }
    close();
    // Counted from 1, or from 0 ("Step 0: Before you start"), under a word.
    if (title && (title.number === 0 || title.number === 1) && (title.before || title.after))
      run = {
        look: titleLook,
        rank: block.headingLevel,
        next: title.number + 1,
        before: title.before,
        after: title.after,
        titles: [block],
        lines: [{ text: block.text, isHeading: true, block }],
        lastTitleAt: 0,
        partLooks: new Set(),
        hasText: false,
      };
  }
  close();
  return candidates;
}

/** A heading's rank and element, by tag and the classes that are not a state's or a style's. */
const headingLook = (block: Block) => `${block.headingLevel}|${look(block.container)}`;

/** As many lines as one numbered method reads at most. */
const MAX_SECTION_LINES = 300;

const hasRoom = (run: { lines: Line[] }) => run.lines.length < MAX_SECTION_LINES;
