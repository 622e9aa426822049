import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardPaste, Globe, ScanText, type LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';

/** The three ways to bring a recipe in on the Import from URL tab. */
export type ImportWay = 'url' | 'text' | 'photo';

const WAYS: {
  value: ImportWay;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  icon: LucideIcon;
}[] = [
  { value: 'url', label: msg`Web page`, hint: msg`The recipe page's address`, icon: Globe },
  {
    value: 'text',
    label: msg`Pasted text`,
    hint: msg`From a page, an e-mail or a note`,
    icon: ClipboardPaste,
  },
  {
    value: 'photo',
    label: msg`Photo`,
    hint: msg`A cookbook page or a recipe card`,
    icon: ScanText,
  },
];

/**
 * The choice of how to import, each way named and shown at once, so pasting and photos are found
 * without first trying a URL. Arrow keys move between them, as in any radio group.
 */
export function ImportWays({
  value,
  onValueChange,
}: {
  value: ImportWay;
  onValueChange: (way: ImportWay) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-2">
      <p id="import-ways-label" className="text-sm font-medium text-stone-800">
        <Trans>Bring a recipe in from</Trans>
      </p>
      <RadioGroup.Root
        value={value}
        onValueChange={(next) => onValueChange(next as ImportWay)}
        aria-labelledby="import-ways-label"
        className="grid grid-cols-3 gap-2"
      >
        {WAYS.map(({ value: way, label, hint, icon: Icon }) => (
          <RadioGroup.Item
            key={way}
            value={way}
            aria-describedby={`import-way-${way}-hint`}
            className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border border-stone-200 bg-white px-2 py-2.5 text-center text-sm font-medium text-stone-700 transition-colors hover:border-brand-300 hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800 sm:items-start sm:px-3 sm:text-start"
          >
            <span className="flex items-center gap-2">
              <Icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {i18n._(label)}
            </span>
            <span
              id={`import-way-${way}-hint`}
              className="hidden text-xs font-normal text-stone-600 sm:block"
            >
              {i18n._(hint)}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
