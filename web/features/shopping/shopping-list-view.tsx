// A shopping list being used: items grouped by store section, checked ones at the bottom, added,
// checked, corrected and removed as changes of the list's document, so members see them live and
// the list works offline. Ctrl/Cmd+Z and the Undo button undo this device's own changes.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ShoppingBasket } from 'lucide-react';
import {
  listItems,
  readListDoc,
  type ListItem,
  type ShoppingList,
} from '../../../contract/shopping/list-doc';
import type { StoreSection } from '../../../contract/shopping/sections';
import { EmptyState } from '../../components/recipe-grid';
import { toast } from '../../lib/toast';
import { useDocValue } from '../offline/sync/use-doc-value';
import type { SyncedDoc } from '../offline/sync/use-synced-doc';
import { useHistoryKeys, useUndo } from '../offline/sync/use-undo';
import { AddItemBar } from './add-item-bar';
import { groupItems } from './group-items';
import { EditItemDialog, SectionDialog } from './item-dialogs';
import {
  addTypedItem,
  checkItem,
  clearCheckedItems,
  deleteItem,
  editItem,
  moveToSection,
  sectionsFor,
} from './list-changes';
import { ShoppingItemRow, type ItemActions } from './shopping-item-row';
import { useAnnouncer } from './use-announcer';

const EMPTY_LIST: ShoppingList = { name: '', items: [] };

type OpenDialog = { type: 'section' | 'edit'; item: ListItem };

/** The list's name and items, read again whenever anyone changes the list. */
export const useListContent = (list: SyncedDoc | null) =>
  useDocValue(list?.doc ?? null, (doc) => readListDoc(doc), '', EMPTY_LIST);

export function ShoppingListView({
  list,
  content,
  remembered,
}: {
  list: SyncedDoc;
  content: ShoppingList;
  /** The household's remembered sections (food key → section). */
  remembered: Readonly<Record<string, StoreSection>>;
}) {
  const { doc } = list;
  const canEdit = list.canEdit !== false && list.status !== 'unavailable';
  const grouped = useMemo(() => groupItems(content.items), [content.items]);
  const undo = useUndo(doc, listItems);
  const container = useRef<HTMLDivElement>(null);
  useHistoryKeys(container, undo?.manager ?? null, canEdit);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [announcement, announce] = useAnnouncer();
  const { t } = useLingui();
  const checkedCount = grouped.checked.length;

  /** Each action its own undo step, however quickly they follow each other. */
  const step = () => undo?.manager.stopCapturing();
  const undoAction = undo ? { label: t`Undo`, onClick: () => undo.manager.undo() } : undefined;

  const actions: ItemActions = {
    onCheck: (item, checked) => {
      step();
      checkItem(doc, item.id, checked);
      const display = item.display;
      announce(checked ? t`${display} checked` : t`${display} unchecked`);
    },
    onChangeSection: (item) => setDialog({ type: 'section', item }),
    onEdit: (item) => setDialog({ type: 'edit', item }),
    onRemove: (item) => {
      step();
      deleteItem(doc, item.id);
      toast({ title: t`Item removed`, description: item.display, action: undoAction });
    },
  };

  function handleAdd(text: string) {
    step();
    addTypedItem(doc, text, sectionsFor(doc, remembered));
    announce(t`Added ${text}`);
  }

  function handleClearChecked() {
    step();
    const count = clearCheckedItems(doc);
    toast({
      title: t`Checked items cleared`,
      description: t`${plural(count, { one: '# item', other: '# items' })} removed from the list.`,
      action: undoAction,
    });
  }

  function handleUndo() {
    undo?.manager.undo();
    announce(t`Undone`);
  }

  return (
    <div ref={container} className="pb-40 md:pb-0">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <AddItemBar
        canEdit={canEdit}
        canUndo={undo?.canUndo ?? false}
        checkedCount={grouped.checked.length}
        onAdd={handleAdd}
        onUndo={handleUndo}
        onClearChecked={handleClearChecked}
      />
      {content.items.length === 0 ? (
        <EmptyState
          icon={<ShoppingBasket className="size-7" aria-hidden="true" />}
          title={t`Your list is empty`}
          hint={t`Add items above, or add a recipe’s ingredients from the recipe or the meal plan.`}
        />
      ) : (
        <div className="space-y-5">
          {grouped.sections.map((group) => (
            <ItemGroup key={group.section} title={group.label} id={`section-${group.section}`}>
              {group.items.map((item) => (
                <ShoppingItemRow key={item.id} item={item} actions={actions} canEdit={canEdit} />
              ))}
            </ItemGroup>
          ))}
          {grouped.sections.length === 0 ? (
            <p className="rounded-xl bg-sage-50 px-4 py-3 text-sm font-medium text-sage-700">
              <Trans>Everything is checked. Clear the checked items when you are done.</Trans>
            </p>
          ) : null}
          {grouped.checked.length > 0 ? (
            <ItemGroup title={t`Checked (${checkedCount})`} id="section-checked">
              {grouped.checked.map((item) => (
                <ShoppingItemRow key={item.id} item={item} actions={actions} canEdit={canEdit} />
              ))}
            </ItemGroup>
          ) : null}
        </div>
      )}

      {dialog?.type === 'section' ? (
        <SectionDialog
          item={dialog.item}
          onOpenChange={(open) => !open && setDialog(null)}
          onChoose={(section) => {
            step();
            moveToSection(doc, dialog.item.id, section);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.type === 'edit' ? (
        <EditItemDialog
          item={dialog.item}
          onOpenChange={(open) => !open && setDialog(null)}
          onSave={(text) => {
            step();
            editItem(doc, dialog.item.id, text, sectionsFor(doc, remembered));
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}

function ItemGroup({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="mb-1 px-2 text-xs font-semibold tracking-wide text-stone-500 uppercase"
      >
        {title}
      </h2>
      <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white/70">
        {children}
      </ul>
    </section>
  );
}
