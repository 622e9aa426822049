// Choices about how the app reads: one row per choice, so a later one (the language) is a row
// beside these.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { UNIT_SYSTEMS, type UnitSystem } from '../../../contract/kitchen/convert';
import { cn } from '../../lib/cn';
import { LanguageSelect } from '../../i18n/language-select';
import { menuLocales, useActiveLocale } from '../../i18n/use-locale';
import { useUnitSystem } from '../kitchen/use-unit-system';
import { SettingsSection } from './settings-section';

const UNIT_LABELS: Record<UnitSystem, MessageDescriptor> = { us: msg`US`, metric: msg`Metric` };

const segment =
  'h-9 min-w-20 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500';

function PreferenceRow({
  labelId,
  label,
  hint,
  children,
}: {
  labelId: string;
  label: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p id={labelId} className="text-sm font-medium text-stone-900">
          {label}
        </p>
        <p className="text-sm text-stone-600">{hint}</p>
      </div>
      {children}
    </div>
  );
}

export function PreferencesSection() {
  const { t, i18n } = useLingui();
  const [system, setSystem] = useUnitSystem();
  const canChooseLanguage = menuLocales(useActiveLocale()).length > 1;
  return (
    <SettingsSection id="preferences" title={t`Preferences`} description={t`Kept on your account.`}>
      <div className="divide-y divide-stone-100">
        <PreferenceRow
          labelId="units-label"
          label={t`Units`}
          hint={t`Ingredient amounts in every recipe are shown in these.`}
        >
          <div
            className="inline-flex self-start rounded-xl bg-stone-100 p-1"
            role="group"
            aria-labelledby="units-label"
          >
            {UNIT_SYSTEMS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={system === option}
                className={cn(
                  segment,
                  system === option
                    ? 'bg-white text-stone-900 shadow-sm'
                    : 'text-stone-600 hover:text-stone-900',
                )}
                onClick={() => setSystem(option)}
              >
                {i18n._(UNIT_LABELS[option])}
              </button>
            ))}
          </div>
        </PreferenceRow>
        {canChooseLanguage ? (
          <PreferenceRow
            labelId="language-label"
            label={t`Language`}
            hint={t`Potluck is shown in this language on every device you sign in on.`}
          >
            <LanguageSelect className="self-start" aria-labelledby="language-label" />
          </PreferenceRow>
        ) : null}
      </div>
    </SettingsSection>
  );
}
