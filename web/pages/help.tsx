import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Lightbulb, Mail } from 'lucide-react';
import { PageHeading } from '../shell/app-layout';
import { buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { SearchInput } from '../components/ui/search-input';
import { BookmarkletCard } from '../features/help/bookmarklet-card';
import { filterHelpSections, HELP_SECTIONS, QUICK_START_TIPS } from '../features/help/help-topics';
import { SupportEmailLink } from '../features/settings/support-email-link';

/** Help Center (SPEC §2): topic search, quick-start tips, the sections and a way to get help. */
export default function HelpPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const sections = filterHelpSections(HELP_SECTIONS, query, i18n);
  const searched = query.trim();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeading
        title={t`Help Center`}
        description={t`Answers to common questions about Potluck.`}
      />
      <SearchInput
        value={query}
        onValueChange={setQuery}
        placeholder={t`Search help topics...`}
        label={t`Search help topics`}
      />

      {query.trim() ? null : (
        <Card className="bg-brand-50/60 p-5">
          <h2 className="flex items-center gap-2 font-semibold text-stone-900">
            <Lightbulb className="size-5 text-brand-600" aria-hidden="true" />
            <Trans>Quick-start tips</Trans>
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 ps-5 text-sm text-stone-700">
            {QUICK_START_TIPS.map((tip) => (
              <li key={tip.id}>{i18n._(tip)}</li>
            ))}
          </ul>
        </Card>
      )}

      {query.trim() ? null : <BookmarkletCard />}

      {sections.length === 0 ? (
        <p className="py-8 text-center text-stone-500">
          <Trans>No help topics match &ldquo;{searched}&rdquo;.</Trans>
        </p>
      ) : (
        sections.map((section) => (
          <Card key={section.id} className="p-5 sm:p-6" aria-labelledby={`help-${section.id}`}>
            <h2 id={`help-${section.id}`} className="text-lg font-semibold text-stone-900">
              {i18n._(section.title)}
            </h2>
            <dl className="mt-3 space-y-4">
              {section.topics.map((topic) => (
                <div key={topic.question.id}>
                  <dt className="font-medium text-stone-800">{i18n._(topic.question)}</dt>
                  <dd className="mt-1 text-sm text-stone-600">{i18n._(topic.answer)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))
      )}

      <Card className="p-5 text-center sm:p-6">
        <h2 className="text-lg font-semibold text-stone-900">
          <Trans>Still need help?</Trans>
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>Our team is happy to help with anything not covered here.</Trans>
        </p>
        <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
          <SupportEmailLink className={buttonVariants({})}>
            {(address) => (
              <>
                <Mail aria-hidden="true" />
                <Trans>Email {address}</Trans>
              </>
            )}
          </SupportEmailLink>
          <Link href="/" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
            <Trans>Back to recipes</Trans>
          </Link>
        </div>
      </Card>
    </div>
  );
}
