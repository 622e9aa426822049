import { Link } from 'wouter';
import { ArrowRight, Clock, Globe, Link2, Soup, Sparkles, Users } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonVariants } from '../ui/button';

/** `sellsPlans`: false on an install whose operator turned the plans off (PLANS=off). */
export function Hero({ sellsPlans = true }: { sellsPlans?: boolean }) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-800">
            <Sparkles className="size-4" aria-hidden="true" />
            <Trans>For home cooks and professional chefs</Trans>
          </p>
          <h1 className="mt-6 font-display text-5xl leading-[1.05] font-semibold tracking-tight text-stone-900 sm:text-6xl">
            <Trans>Collaborative Recipe Management</Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-600">
            <Trans>
              Save recipes from any website, organise them with tags, and cook together with family
              and friends. One tidy collection, on every device.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/login" className={buttonVariants({ size: 'lg' })}>
              <Trans>Get Started Free</Trans>
              <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Link>
            <Link href="/learn-more" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <Trans>Learn More</Trans>
            </Link>
          </div>
          <p className="mt-4 text-sm text-stone-500">
            {sellsPlans ? (
              <Trans>Free for up to 5 recipes. No card needed.</Trans>
            ) : (
              <Trans>Free, every feature included. No card needed.</Trans>
            )}
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A drawn recipe card with collaborators, so the hero shows the product without screenshots. */
function HeroIllustration() {
  const { i18n } = useLingui();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute top-10 -end-3 z-10 hidden rotate-3 items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 pe-4 shadow-lifted sm:flex lg:-end-6">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-sage-100 text-sage-700">
          <Link2 className="size-4" />
        </span>
        <div>
          <p className="text-sm font-semibold text-stone-800">
            <Trans>Imported in seconds</Trans>
          </p>
          <p className="text-xs text-stone-500">
            <Trans>12 ingredients · 6 steps</Trans>
          </p>
        </div>
      </div>
      <div className="relative rounded-3xl border border-stone-200 bg-white p-4 shadow-lifted sm:me-10 sm:p-5">
        <div className="relative h-44 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-300 via-brand-500 to-brand-700 sm:h-52">
          <div className="absolute -end-8 -bottom-10 size-40 rounded-full bg-white/15" />
          <div className="absolute top-6 start-8 size-16 rounded-full bg-white/20" />
          <Soup
            className="absolute top-1/2 left-1/2 size-20 -translate-x-1/2 -translate-y-1/2 text-white/85"
            strokeWidth={1.25}
          />
          <span className="absolute top-3 start-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-1 text-xs font-medium text-stone-700">
            <Globe className="size-3.5" />
            <Trans>Shared</Trans>
          </span>
        </div>
        <div className="mt-4 flex items-start justify-between gap-3">
          <div>
            <p className="font-display text-xl font-semibold text-stone-900">
              <Trans>Sunday Tomato Ragù</Trans>
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-500">
              <Clock className="size-4" />
              <Trans>Prep 20 min · Cook 3 hr</Trans>
            </p>
          </div>
          <div className="flex -space-x-1.5">
            {['MR', 'JL', 'AK'].map((initials, index) => (
              <span
                key={initials}
                className={`inline-flex size-8 items-center justify-center rounded-full text-xs font-semibold ring-2 ring-white ${
                  [
                    'bg-brand-100 text-brand-800',
                    'bg-sage-100 text-sage-700',
                    'bg-amber-100 text-amber-800',
                  ][index]
                }`}
              >
                {initials}
              </span>
            ))}
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-1.5">
          {[msg`italian`, msg`family`, msg`slow-cook`].map((tag) => (
            <span
              key={tag.id}
              className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700"
            >
              {i18n._(tag)}
            </span>
          ))}
        </div>
        <ul className="mt-4 space-y-2 border-t border-stone-100 pt-4 text-sm text-stone-700">
          {[msg`2 tins San Marzano tomatoes`, msg`500 g beef shin`, msg`1 glass red wine`].map(
            (item, index) => (
              <li key={item.id} className="flex items-center gap-2.5">
                <span
                  className={`inline-flex size-4 items-center justify-center rounded border ${
                    index === 0 ? 'border-brand-600 bg-brand-600' : 'border-stone-300'
                  }`}
                />
                <span className={index === 0 ? 'text-stone-500 line-through' : undefined}>
                  {i18n._(item)}
                </span>
              </li>
            ),
          )}
        </ul>
        <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-sage-50 px-2.5 py-1 text-xs font-medium text-sage-700">
          <Users className="size-3.5" />
          <Trans>3 people editing</Trans>
        </p>
      </div>
    </div>
  );
}
