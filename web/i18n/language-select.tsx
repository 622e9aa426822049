// The language menu: a native select (every platform's own picker, keyboard and screen reader
// included), each language named in itself. Shown where a choice makes sense: with one language
// offered, there is nothing to choose.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { cn } from '../lib/cn';
import { htmlLang } from './i18n';
import { menuLocales, useLocaleChoice } from './use-locale';

export function LanguageSelect({
  className,
  id,
  'aria-labelledby': labelledBy,
}: {
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
}) {
  const { t } = useLingui();
  const fallbackId = useId();
  const [active, choose] = useLocaleChoice();
  const locales = menuLocales(active);
  if (locales.length < 2) return null;
  return (
    <select
      id={id ?? fallbackId}
      aria-label={labelledBy ? undefined : t`Language`}
      aria-labelledby={labelledBy}
      value={active.code}
      onChange={(event) => void choose(event.target.value)}
      className={cn(
        'h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        className,
      )}
    >
      {locales.map((locale) => (
        <option key={locale.code} value={locale.code} lang={htmlLang(locale)} dir={locale.dir}>
          {locale.name}
        </option>
      ))}
    </select>
  );
}

/** The language menu for a page's header: compact, marked with the languages icon. */
export function HeaderLanguageSelect({ className }: { className?: string }) {
  const [active] = useLocaleChoice();
  if (menuLocales(active).length < 2) return null;
  return (
    <div className={cn('relative flex items-center', className)}>
      <Languages
        className="pointer-events-none absolute start-2 size-4 text-stone-500"
        aria-hidden="true"
      />
      <LanguageSelect className="h-8 max-w-36 ps-7 pe-1 text-xs" />
    </div>
  );
}
