// Where a synced document's saving stands, in words: shown beside whatever edits it (a recipe,
// the meal plan, a shopping list).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CloudOff, LoaderCircle } from 'lucide-react';
import type { SaveStatus } from './sync-types';

const STATUS: Record<
  Exclude<SaveStatus, 'loading' | 'unavailable'>,
  { text: MessageDescriptor; icon: typeof CircleCheck; className: string }
> = {
  saving: {
    text: msg`Saving…`,
    icon: LoaderCircle,
    className: 'text-stone-500 [&_svg]:animate-spin',
  },
  saved: { text: msg`All changes saved`, icon: CircleCheck, className: 'text-sage-700' },
  offline: {
    text: msg`Offline — changes kept on this device`,
    icon: CloudOff,
    className: 'text-amber-800',
  },
};

/** Where the saving stands: 'Saving…', 'All changes saved', or offline. */
export function SaveStatusText({ status }: { status: SaveStatus | undefined }) {
  const { i18n } = useLingui();
  const shown = status && status in STATUS ? STATUS[status as keyof typeof STATUS] : null;
  return (
    <span role="status" className="text-xs">
      {shown ? (
        <span className={`inline-flex items-center gap-1.5 ${shown.className}`}>
          <shown.icon className="size-3.5 shrink-0" aria-hidden="true" />
          {i18n._(shown.text)}
        </span>
      ) : null}
    </span>
  );
}
