import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  ArrowRight,
  Check,
  HeartHandshake,
  Link2,
  MonitorSmartphone,
  Smartphone,
  Tags,
  Users,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonVariants } from '../ui/button';
import { PricingPlans } from '../pricing-plans';

export function SectionHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      <h2 className="mt-3 font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-stone-600">{children}</p> : null}
    </div>
  );
}

interface Feature {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export const CORE_FEATURES: Feature[] = [
  {
    icon: Link2,
    title: msg`URL Import`,
    text: msg`Paste a link from any recipe website and get the ingredients and steps, without the life story.`,
  },
  {
    icon: Users,
    title: msg`Real-time Collaboration`,
    text: msg`Plan the holiday menu together. See who is editing and watch changes appear as they type.`,
  },
  {
    icon: Tags,
    title: msg`Smart Organization`,
    text: msg`Tags, instant search and sorting keep a hundred recipes as easy to browse as ten.`,
  },
  {
    icon: MonitorSmartphone,
    title: msg`Cross-Device Sync`,
    text: msg`Plan on your laptop, shop on your phone, cook from your tablet, even when the signal drops.`,
  },
];

export function FeatureGrid({ features, columns = 4 }: { features: Feature[]; columns?: 3 | 4 }) {
  const { i18n } = useLingui();
  return (
    <div
      className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
    >
      {features.map(({ icon: Icon, title, text }) => (
        <div
          key={title.id}
          className="rounded-2xl border border-stone-200/80 bg-white p-6 shadow-soft"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{i18n._(title)}</h3>
          <p className="mt-2 text-sm leading-relaxed text-stone-600">{i18n._(text)}</p>
        </div>
      ))}
    </div>
  );
}

export function CoreFeatures() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading eyebrow={t`Features`} title={t`Everything your recipes need`}>
        <Trans>
          From the first saved link to the last crumb, Potluck keeps your cooking organised.
        </Trans>
      </SectionHeading>
      <div className="mt-12">
        <FeatureGrid features={CORE_FEATURES} />
      </div>
    </section>
  );
}

const OTHER_SITES = [
  msg`Scroll past pop-ups and long stories to find the recipe`,
  msg`Bookmarks scattered across browsers and screenshots`,
  msg`Recipes disappear when a site goes offline`,
  msg`Sending a family recipe means copying it by hand`,
];

const WITH_POTLUCK = [
  msg`Just the ingredients and steps, ready to cook`,
  msg`One collection, tagged and searchable`,
  msg`Your copy stays yours, whatever happens to the site`,
  msg`Share a link or cook from the same recipe together`,
];

export function Comparison() {
  const { t } = useLingui();
  return (
    <section className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          eyebrow={t`Why Potluck`}
          title={t`Cooking from other sites vs. cooking with Potluck`}
        />
        <div className="mt-12 grid gap-5 md:grid-cols-2">
          <ComparisonList title={t`Other recipe sites`} items={OTHER_SITES} tone="muted" />
          <ComparisonList title={t`With Potluck`} items={WITH_POTLUCK} tone="brand" />
        </div>
      </div>
    </section>
  );
}

function ComparisonList({
  title,
  items,
  tone,
}: {
  title: string;
  items: MessageDescriptor[];
  tone: 'muted' | 'brand';
}) {
  const { t, i18n } = useLingui();
  const isBrand = tone === 'brand';
  return (
    <div
      className={`rounded-3xl border p-6 sm:p-8 ${isBrand ? 'border-brand-200 bg-brand-50/60' : 'border-stone-200 bg-stone-50'}`}
    >
      <h3 className={`text-lg font-semibold ${isBrand ? 'text-brand-900' : 'text-stone-700'}`}>
        {title}
      </h3>
      <ul className="mt-5 space-y-3.5">
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 text-stone-700">
            {isBrand ? (
              <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-label={t`Yes`} />
            ) : (
              <X className="mt-0.5 size-5 shrink-0 text-stone-400" aria-label={t`No`} />
            )}
            <span>{i18n._(item)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const HIGHLIGHTS: Feature[] = [
  {
    icon: Zap,
    title: msg`Instant Import`,
    text: msg`One paste and the recipe is in your collection, with ingredients, steps and times filled in.`,
  },
  {
    icon: HeartHandshake,
    title: msg`Family Sharing`,
    text: msg`Pass down grandma's dumplings with a link, or invite the whole family to keep them up to date.`,
  },
  {
    icon: Smartphone,
    title: msg`Mobile First`,
    text: msg`Big, readable steps and tick-off ingredients, made for a phone propped against the flour jar.`,
  },
];

export function Highlights() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading eyebrow={t`Made for real kitchens`} title={t`Less searching, more cooking`} />
      <div className="mt-12">
        <FeatureGrid features={HIGHLIGHTS} columns={3} />
      </div>
    </section>
  );
}

export function Philosophy() {
  return (
    <section className="bg-stone-900 py-16 text-stone-100 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-brand-300 uppercase">
          <Trans>Our philosophy</Trans>
        </p>
        <blockquote className="mt-5 font-display text-2xl leading-snug text-white sm:text-3xl">
          <Trans>
            “The best recipes are the ones we share. A recipe box should feel like a kitchen table:
            open, warm, and never in the way of the food.”
          </Trans>
        </blockquote>
        <p className="mt-6 text-stone-300">
          <Trans>
            Potluck keeps things simple. No ads, no clutter, and your recipes are always yours to
            take with you.
          </Trans>
        </p>
      </div>
    </section>
  );
}

export function Pricing() {
  const { t } = useLingui();
  return (
    <section id="pricing" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading eyebrow={t`Pricing`} title={t`Simple plans, honest prices`}>
        <Trans>Start free. Upgrade when your collection outgrows five recipes.</Trans>
      </SectionHeading>
      <PricingPlans className="mt-12" />
      <div className="mt-10 text-center">
        <Link href="/login" className={buttonVariants({ size: 'lg' })}>
          <Trans>Start for Free</Trans>
          <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

export function ClosingCallToAction() {
  return (
    <section className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-500 to-brand-700 px-6 py-14 text-center text-white shadow-lifted sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -top-16 -start-16 size-56 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="absolute -end-10 -bottom-20 size-64 rounded-full bg-white/10"
        />
        <h2 className="relative font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          <Trans>Your recipes deserve a better home</Trans>
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-brand-50">
          <Trans>Bring them together in minutes, and invite the people you cook with.</Trans>
        </p>
        <Link
          href="/login"
          className={buttonVariants({
            size: 'lg',
            variant: 'outline',
            className: 'relative mt-8 border-transparent text-brand-800 hover:bg-brand-50',
          })}
        >
          <Trans>Start Cooking Today</Trans>
        </Link>
      </div>
    </section>
  );
}
