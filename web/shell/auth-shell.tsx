import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ArrowLeft, Check } from 'lucide-react';
import { Logo } from '../components/logo';
import { HeaderLanguageSelect } from '../i18n/language-select';

const PERKS: MessageDescriptor[] = [
  msg`Import recipes from any website`,
  msg`Share with family by link`,
  msg`Cook together in real time`,
];

/** The frame of the sign-in and reset screens: form on the left, a warm panel on wide screens. */
export function AuthShell({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <div className="flex flex-col px-4 py-6 sm:px-8">
        <header className="flex items-center justify-between">
          <Logo />
          <HeaderLanguageSelect className="ms-auto me-4" />
          <Link
            href="/"
            className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-stone-600 hover:text-stone-900"
          >
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            <Trans>Home</Trans>
          </Link>
        </header>
        <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-stone-600">{description}</p>
          <div className="mt-8">{children}</div>
        </main>
      </div>
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-gradient-to-br from-brand-500 via-brand-600 to-brand-800 p-12 text-white lg:flex lg:flex-col lg:justify-end"
      >
        <div className="absolute -top-24 -end-24 size-96 rounded-full bg-white/10" />
        <div className="absolute top-40 -start-20 size-64 rounded-full bg-white/5" />
        <p className="relative max-w-md font-display text-4xl leading-tight font-semibold">
          <Trans>Every recipe you love, gathered around one table.</Trans>
        </p>
        <ul className="relative mt-8 space-y-3 text-brand-50">
          {PERKS.map((perk) => (
            <li key={perk.id} className="flex items-center gap-3">
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-white/20">
                <Check className="size-3.5" />
              </span>
              {i18n._(perk)}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
