// The recipes a file holds, to choose from: each with what it brings, whether it is already in
// My Recipes, why it cannot be imported, and whether it fits the plan. Import takes the chosen.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AlertTriangle, Camera, CopyCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { ImportFileItem, ImportFilePreview } from '../../../contract/import-files';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { toastError } from '../../lib/error-toast';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { beyondRoom, canImport, initialSelection, selectAll, summaryOf } from './selection';

export function ImportChoice({
  fileName,
  preview,
  isImporting,
  onImport,
  onCancel,
}: {
  fileName: string;
  preview: ImportFilePreview;
  isImporting: boolean;
  /** Imports the chosen items; answers the error when it failed. */
  onImport: (items: number[]) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const connection = useConnectionGuard();
  const { items, room } = preview;
  const format = preview.format;
  const [chosen, setChosen] = useState(() => initialSelection(items, room));
  const overflow = beyondRoom(items, chosen, room);
  const overflowing = new Set(overflow.map((item) => item.index));
  const importable = items.filter(canImport);
  const chosenCount = chosen.size;
  const overflowCount = overflow.length;
  const roomLeft = room ?? 0;

  function toggle(index: number, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  }

  async function handleImport() {
    const error = await onImport([...chosen].sort((a, b) => a - b));
    if (error) toastError({ title: t`Import failed`, error });
  }

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-stone-900">
          <Trans>
            {format} export: {fileName}
          </Trans>
        </h2>
        <p className="text-sm text-stone-600">{summaryOf(items, i18n)}.</p>
        {room !== null ? (
          <p className="text-sm text-stone-600">
            <Trans>
              Your plan has room for{' '}
              <Plural value={roomLeft} one="# more recipe" other="# more recipes" />.{' '}
              <Link href="/subscribe" className="font-medium text-brand-700 underline">
                Pro has no limit.
              </Link>
            </Trans>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setChosen(selectAll(items, true))}
          disabled={importable.length === 0}
        >
          <Trans>Select All</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setChosen(selectAll(items, false))}>
          <Trans>Select None</Trans>
        </Button>
        <span className="text-stone-600" aria-live="polite">
          <Plural value={chosenCount} one="# recipe chosen" other="# recipes chosen" />
        </span>
      </div>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {items.map((item) => (
          <ImportItemRow
            key={item.index}
            item={item}
            checked={chosen.has(item.index)}
            overflowing={overflowing.has(item.index)}
            onCheckedChange={(on) => toggle(item.index, on)}
          />
        ))}
      </ul>
      {overflow.length > 0 ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>
            <Plural value={overflowCount} one="# chosen recipe does" other="# chosen recipes do" />{' '}
            not fit your plan (
            <Plural value={roomLeft} one="# more recipe" other="# more recipes" /> allowed). Choose
            fewer, or{' '}
            <Link href="/subscribe" className="font-medium underline">
              upgrade to Pro
            </Link>
            .
          </Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          pending={isImporting}
          pendingLabel={t`Importing`}
          disabled={chosen.size === 0 || overflow.length > 0 || connection.isOffline}
          {...connection.reasonProps}
          onClick={() => void handleImport()}
        >
          <Plural value={chosenCount} one="Import # Recipe" other="Import # Recipes" />
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isImporting}>
          <Trans>Choose Another File</Trans>
        </Button>
      </div>
      <OfflineReason guard={connection} visible>
        {t`Importing needs a connection`}
      </OfflineReason>
    </Card>
  );
}

function ImportItemRow({
  item,
  checked,
  overflowing,
  onCheckedChange,
}: {
  item: ImportFileItem;
  checked: boolean;
  overflowing: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  const labelId = `import-item-${item.index}`;
  const { ingredients, steps } = item;
  const details = [
    t`${plural(ingredients, { one: '# ingredient', other: '# ingredients' })}`,
    t`${plural(steps, { one: '# step', other: '# steps' })}`,
  ].join(' · ');
  const duplicateTitle = item.duplicateOf?.title;
  return (
    <li className="flex gap-3 px-3 py-3 sm:px-4">
      <Checkbox
        className="mt-0.5"
        checked={checked}
        disabled={!canImport(item)}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        aria-labelledby={labelId}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p id={labelId} className="font-medium break-words text-stone-900">
          {item.title}
        </p>
        {item.error === null ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
            <span>{details}</span>
            {item.hasPhoto ? (
              <span className="inline-flex items-center gap-1">
                <Camera className="size-3.5" aria-hidden="true" />
                <Trans>photo</Trans>
              </span>
            ) : null}
            {item.duplicateOf ? (
              <Badge variant="warning" className="gap-1">
                <CopyCheck className="size-3.5" aria-hidden="true" />
                <Trans>Already in My Recipes</Trans>
              </Badge>
            ) : null}
            {overflowing ? (
              <Badge variant="danger">
                <Trans>Does not fit your plan</Trans>
              </Badge>
            ) : null}
          </p>
        ) : (
          <p className="flex items-start gap-1 text-sm text-red-700">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {item.error}
          </p>
        )}
        {item.duplicateOf ? (
          <Link
            href={`/recipe/${item.duplicateOf.id}`}
            className="text-xs font-medium text-brand-700 underline"
          >
            <Trans>Open “{duplicateTitle}”</Trans>
          </Link>
        ) : null}
        {item.notes.map((note) => (
          <p key={note} className="text-xs text-stone-600">
            {note}
          </p>
        ))}
      </div>
    </li>
  );
}
