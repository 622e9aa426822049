// A shopping list as the page shows it: the items still to buy under their store sections (in
// the order of a walk through the store), and the checked ones together at the bottom, the most
// recently checked first, so what is in the basket is out of the way but easy to take back.
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ListItem } from '../../../contract/shopping/list-doc';
import { STORE_SECTIONS, type StoreSection } from '../../../contract/shopping/sections';
import { sectionName } from './section-names';

export interface SectionGroup {
  section: StoreSection;
  label: string;
  items: ListItem[];
}

export interface GroupedList {
  sections: SectionGroup[];
  checked: ListItem[];
}

export function groupItems(items: readonly ListItem[]): GroupedList {
  const bySection = new Map<StoreSection, ListItem[]>();
  const checked: ListItem[] = [];
  for (const item of items) {
    if (item.checked) {
      checked.push(item);
      continue;
    }
    const group = bySection.get(item.section);
    if (group) group.push(item);
    else bySection.set(item.section, [item]);
  }
  const sections = STORE_SECTIONS.flatMap((section) => {
    const group = bySection.get(section);
    return group ? [{ section, label: sectionName(section), items: sortedByOrder(group) }] : [];
  });
  checked.sort(
    (a, b) =>
      (b.checkedAt ?? '').localeCompare(a.checkedAt ?? '') ||
      a.order - b.order ||
      (a.id < b.id ? -1 : 1),
  );
  return { sections, checked };
}

const sortedByOrder = (items: ListItem[]) =>
  items.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** "for Leek Soup and Pho", "for Leek Soup, Pho and 2 more"; empty for typed items. */
export function recipesNote(
  recipes: ListItem['recipes'],
  shown = 2,
  i18n: I18n = activeI18n,
): string {
  const titles = recipes.map((recipe) => recipe.title.trim() || i18n._(msg`a recipe`));
  if (titles.length === 0) return '';
  if (titles.length === 1) {
    const title = titles[0]!;
    return i18n._(msg`for ${title}`);
  }
  if (titles.length <= shown + 1) {
    const first = titles.slice(0, -1).join(', ');
    const last = titles.at(-1)!;
    return i18n._(msg`for ${first} and ${last}`);
  }
  const first = titles.slice(0, shown).join(', ');
  const more = titles.length - shown;
  return i18n._(msg`for ${first} and ${plural(more, { one: '# more', other: '# more' })}`);
}
