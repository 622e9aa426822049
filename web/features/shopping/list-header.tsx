// The top of a shopping list: back to all lists, its name and counts, where the saving stands,
// and a menu to rename it (a change of its document, so offline too) or delete it (the server).
import { useState } from 'react';
import { ChevronLeft, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { LIST_NAME_MAX } from '../../../contract/shopping/list-doc';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { failedToast } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { NameDialog } from '../households/name-dialog';
import { useDeleteList } from '../households/use-households';
import { OfflineMenuNote, useConnectionGuard } from '../offline/connection-guard';
import { SaveStatusText } from '../offline/sync/save-status-text';
import type { SaveStatus } from '../offline/sync/sync-types';

export function ListHeader({
  listId,
  name,
  toBuy,
  checked,
  status,
  canEdit,
  onRename,
}: {
  listId: string;
  name: string;
  toBuy: number;
  checked: number;
  status: SaveStatus | undefined;
  canEdit: boolean;
  onRename: (name: string) => void;
}) {
  const [isRenaming, setRenaming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const deleteList = useDeleteList();
  const connection = useConnectionGuard();
  const [, navigate] = useLocation();
  const { t } = useLingui();

  function handleDelete() {
    deleteList.mutate(listId, {
      onSuccess: () => {
        toast({ title: t`List deleted`, description: t`“${name}” is gone.` });
        navigate('/shopping');
      },
      onError: failedToast(t`Could not delete the list`),
    });
  }

  return (
    <div className="mb-4">
      <Link
        href="/shopping"
        className="-ms-1 inline-flex h-11 items-center gap-1 rounded-lg px-1 text-sm font-medium text-stone-600 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        <Trans>All lists</Trans>
      </Link>
      <div className="flex items-start gap-2">
        <h1 className="min-w-0 flex-1 font-display text-3xl font-semibold tracking-tight break-words text-stone-900">
          <span dir="auto">{name}</span>
        </h1>
        {canEdit ? (
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={t`List actions`}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <MoreHorizontal className="size-5" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setRenaming(true)}>
                <Pencil aria-hidden="true" />
                <Trans>Rename list</Trans>
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => setDeleting(true)}
                disabled={connection.isOffline}
                variant="destructive"
              >
                <Trash2 aria-hidden="true" />
                <Trans>Delete list</Trans>
                <OfflineMenuNote isOffline={connection.isOffline} />
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        <span>
          {checked > 0 ? (
            <Trans>
              {toBuy} to buy · {checked} checked
            </Trans>
          ) : (
            <Trans>{toBuy} to buy</Trans>
          )}
        </span>
        <SaveStatusText status={status} />
      </div>
      {isRenaming ? (
        <NameDialog
          title={t`Rename list`}
          label={t`List name`}
          initialName={name}
          maxLength={LIST_NAME_MAX}
          submitLabel={t`Rename`}
          onOpenChange={setRenaming}
          onSubmit={(next) => {
            onRename(next);
            setRenaming(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        trigger={null}
        title={t`Delete this list?`}
        description={t`“${name}” and its items are deleted for everyone in the household.`}
        confirmLabel={t`Delete list`}
        onConfirm={handleDelete}
      />
    </div>
  );
}
