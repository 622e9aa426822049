import { Link } from 'wouter';
import { ArrowRight, BookOpen, Search, Share2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CORE_FEATURES, FeatureGrid, SectionHeading } from '../components/landing/sections';
import { PricingPlans } from '../components/pricing-plans';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { useIsSignedIn } from '../features/auth/use-auth';
import { buttonVariants } from '../components/ui/button';
import { useSellsPlans } from '../features/settings/use-public-settings';

const STEPS = [
  {
    icon: BookOpen,
    title: msg`Save`,
    text: msg`Type in a family favourite or paste the link of a recipe you found online. Potluck keeps the ingredients, steps, times and servings.`,
  },
  {
    icon: Search,
    title: msg`Organise`,
    text: msg`Tag recipes the way you think about them (weeknight, vegan, birthday) and find any of them in a second with search.`,
  },
  {
    icon: Share2,
    title: msg`Share and cook together`,
    text: msg`Send a link, invite people by e-mail, or edit together and see changes as they happen. Publish your best ones for the community.`,
  },
];

export default function LearnMorePage() {
  const isAuthenticated = useIsSignedIn();
  const sellsPlans = useSellsPlans();
  const { t, i18n } = useLingui();
  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main>
        <section className="mx-auto max-w-3xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            <Trans>About Potluck</Trans>
          </p>
          <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
            <Trans>A recipe box for everyone you cook with</Trans>
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-stone-600">
            <Trans>
              Potluck is a collaborative recipe manager for home cooks and professional chefs. It
              gathers the recipes you love from websites, notebooks and memory into one collection
              you can search, share and improve together.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <h2 id="how-it-works" className="sr-only">
            <Trans>How it works</Trans>
          </h2>
          <ol className="grid gap-5 md:grid-cols-3">
            {STEPS.map(({ icon: Icon, title, text }, index) => {
              const step = index + 1;
              return (
                <li
                  key={title.id}
                  className="rounded-2xl border border-stone-200/80 bg-white p-6 shadow-soft"
                >
                  <div className="flex items-center gap-3">
                    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="text-sm font-semibold text-stone-500">
                      <Trans>Step {step}</Trans>
                    </span>
                  </div>
                  <h3 className="mt-4 text-lg font-semibold text-stone-900">{i18n._(title)}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-stone-600">{i18n._(text)}</p>
                </li>
              );
            })}
          </ol>
        </section>

        <section className="bg-white py-16 sm:py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading eyebrow={t`Features`} title={t`What you can do with Potluck`} />
            <div className="mt-12">
              <FeatureGrid features={CORE_FEATURES} />
            </div>
          </div>
        </section>

        {sellsPlans ? (
          <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
            <SectionHeading eyebrow={t`Plans`} title={t`Free to start, unlimited when you need it`}>
              <Trans>
                Every feature is free, live collaboration included; Pro lifts the five-recipe limit.
              </Trans>
            </SectionHeading>
            <PricingPlans className="mt-12" />
          </section>
        ) : null}

        <section className="px-4 pb-20 text-center sm:px-6">
          <h2 className="font-display text-3xl font-semibold tracking-tight text-stone-900">
            <Trans>Ready when you are</Trans>
          </h2>
          <p className="mt-3 text-stone-600">
            <Trans>Create a free account and save your first recipe in a minute.</Trans>
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {isAuthenticated ? (
              <Link href="/" className={buttonVariants({ size: 'lg' })}>
                <Trans>Open My Recipes</Trans>
                <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            ) : (
              <>
                <Link href="/login" className={buttonVariants({ size: 'lg' })}>
                  <Trans>Get Started Free</Trans>
                  <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
                </Link>
                <Link href="/" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                  <Trans>Back to Home</Trans>
                </Link>
              </>
            )}
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
