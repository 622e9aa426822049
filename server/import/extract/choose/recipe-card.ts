// A recipe set in a box of its own under a blog post (a "recipe card") is named by the box's
// heading, which is the recipe's name; the post's <h1> is the article's headline ("The Best
// Lemon Cake You'll Ever Make (Easy!)").
import type { Block } from '../page/blocks';
import { commonAncestor, contains } from '../page/html-lines';
import { sectionKind } from '../candidates/html-sections';
import { isStopHeading } from '../words/keywords';

/** How many lines above the ingredients a card's heading may be (times, yield, rating, buttons). */
const CARD_HEAD_WINDOW = 30;

/** Lines a card may show above its heading: a rating, a "Print" button, a photo caption. */
const ABOVE_CARD_HEADING = 3;

/**
 * The heading of the box the ingredient list starting at `listStart` is in, when that box does
 * not hold the page's <h1> and starts with it: the nearest real heading above the list that
 * names no section, ranks above the list's own title and is no sentence or group name.
 */
export function findCardHeading(blocks: Block[], listStart: number, isTitled = false): string {
  const h1 = blocks.find((block) => block.headingLevel === 1);
  const list = blocks[listStart];
  if (!list) return '';
  let listRank = list.headingLevel >= 1 && list.headingLevel <= 6 ? list.headingLevel : 7;
  for (let i = listStart - 1; i >= 0 && listStart - i <= CARD_HEAD_WINDOW; i--) {
    const block = blocks[i]!;
    if (block.headingLevel < 1 || block.headingLevel > 6) continue;
    // The list read without its title ("Ingredients" above a group's name): that title's rank
    // is the list's.
    if (listRank === 7 && sectionKind(block) === 'ingredients') listRank = block.headingLevel;
    if (block.headingLevel === 1 || block.headingLevel > listRank) return '';
    // A section of the card beside the list ("Description", "Equipment") ranks as its title.
    if (block.headingLevel === listRank) continue;
    if (sectionKind(block) || isStopHeading(block.text)) continue;
    // A heading right above a list that has no title of its own names that group ("For the
    // cupcakes"), not the card; right above the list's title ("4 servings"), it names the card.
    if (i === listStart - 1 && listRank === 7 && !isTitled) continue;
    if (/[:：.!?]$/.test(block.text)) return '';
    const card = commonAncestor(block.container, list.container);
    if (!card || (h1 && contains(card, h1.container))) return '';
    const above = blocks.slice(0, i).filter((other) => contains(card, other.container)).length;
    return above <= ABOVE_CARD_HEADING ? block.text : '';
  }
  return '';
}
