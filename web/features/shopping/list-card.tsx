// A shopping list in the household's overview: its name and counts (a link to it), and a menu to
// rename or delete it (both through the server).
import { useState } from 'react';
import { ChevronRight, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { ShoppingListSummary } from '../../../contract/households';
import { LIST_NAME_MAX } from '../../../contract/shopping/list-doc';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Skeleton } from '../../components/ui/skeleton';
import { failedToast } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { RenameDialog } from '../households/name-dialog';
import { useDeleteList, useRenameList } from '../households/use-households';
import { OfflineMenuNote, useConnectionGuard } from '../offline/connection-guard';

/** "3 to buy · 5 items", "Empty". */
export function listCounts(
  list: Pick<ShoppingListSummary, 'itemCount' | 'uncheckedCount'>,
  i18n: I18n,
) {
  const { itemCount, uncheckedCount } = list;
  if (itemCount === 0) return i18n._(msg`Empty`);
  return uncheckedCount === 0
    ? i18n._(msg`All checked · ${plural(itemCount, { one: '# item', other: '# items' })}`)
    : i18n._(
        msg`${uncheckedCount} to buy · ${plural(itemCount, { one: '# item', other: '# items' })}`,
      );
}

export function ListCard({ list }: { list: ShoppingListSummary }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const renameList = useRenameList();
  const deleteList = useDeleteList();
  const connection = useConnectionGuard();
  const close = (open: boolean) => !open && setDialog(null);
  const { t, i18n } = useLingui();
  const name = list.name;

  return (
    <li className="flex items-center rounded-2xl border border-stone-200 bg-white shadow-xs transition-colors hover:border-stone-300">
      <Link
        href={`/shopping/${list.id}`}
        className="flex min-h-16 min-w-0 flex-1 items-center gap-3 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-stone-900">
            <span dir="auto">{list.name}</span>
          </span>
          <span className="block text-sm text-stone-600">{listCounts(list, i18n)}</span>
        </span>
        <ChevronRight
          className="size-5 shrink-0 text-stone-400 rtl:-scale-x-100"
          aria-hidden="true"
        />
      </Link>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t`Actions for ${name}`}
          className="me-1 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <MoreVertical className="size-5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {(['rename', 'delete'] as const).map((action) => (
            <DropdownMenuItem
              key={action}
              onSelect={() => setDialog(action)}
              disabled={connection.isOffline}
              variant={action === 'delete' ? 'destructive' : 'default'}
            >
              {action === 'rename' ? <Pencil aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
              {action === 'rename' ? <Trans>Rename</Trans> : <Trans>Delete</Trans>}
              <OfflineMenuNote isOffline={connection.isOffline} />
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'rename' ? (
        <RenameDialog
          thing="list"
          label={t`List name`}
          name={list.name}
          maxLength={LIST_NAME_MAX}
          onOpenChange={close}
          onRename={(name) => renameList.mutateAsync({ listId: list.id, name })}
          failureTitle={t`Could not rename the list`}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        trigger={null}
        title={t`Delete this list?`}
        description={t`“${name}” and its items are deleted for everyone in the household.`}
        confirmLabel={t`Delete list`}
        onConfirm={() =>
          deleteList.mutate(list.id, {
            onSuccess: () => toast({ title: t`List deleted`, description: t`“${name}” is gone.` }),
            onError: failedToast(t`Could not delete the list`),
          })
        }
      />
    </li>
  );
}

export function ListCardSkeleton() {
  return <Skeleton className="h-16 rounded-2xl" />;
}
