import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { OPENAPI_DOCUMENT_PATH, type OpenApiDocument } from '../../contract/openapi-values';
import { API_TOKEN_PREFIX } from '../../contract/token-values';
import { PageHeading } from '../shell/app-layout';
import { LoadFailed } from '../components/recipe-grid';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { EndpointSection } from '../features/api-docs/endpoint-section';
import { anchorOf, groupByTag } from '../features/api-docs/reference';
import { useOpenApiDocument } from '../features/api-docs/use-openapi-document';

const TOKENS_PATH = '/settings/api-tokens';
const linkClass = 'font-medium text-brand-700 underline underline-offset-2';
const codeClass = 'rounded bg-stone-100 px-1 font-mono text-[0.8125rem]';
// Code in the messages' sentences: placeholders, so that no catalogue (the pseudo-locale's
// included) can change them.
const AUTHORIZATION = `Authorization: Bearer ${API_TOKEN_PREFIX}…`;
const RETRY_AFTER = 'Retry-After';
const MESSAGE_FIELD = 'message';

/**
 * The API reference: every endpoint of the API, grouped by tag, read from the server's own
 * OpenAPI document, with how to authenticate from a script at the top.
 */
export default function ApiDocsPage() {
  const document = useOpenApiDocument();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeading
        title={t`API Reference`}
        description={t`Every call of Potluck's API, for your own scripts and home-automation setups.`}
      />
      <Authentication />
      {document.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t`Loading the API reference`}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : document.isError ? (
        <LoadFailed
          icon={<BookOpen className="size-7" aria-hidden="true" />}
          title={t`The API reference could not be loaded`}
          error={document.error}
          onRetry={() => void document.refetch()}
        />
      ) : (
        <Reference document={document.data} />
      )}
    </div>
  );
}

function Authentication() {
  const example = `curl -H "Authorization: Bearer ${API_TOKEN_PREFIX}…" ${window.location.origin}/api/recipes/cards`;
  return (
    <Card className="space-y-3 p-5 text-sm text-stone-700 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">
        <Trans>Authenticating</Trans>
      </h2>
      <p>
        <Trans>
          In the app, your session signs every call. From a script, make a personal API token on the{' '}
          <Link href={TOKENS_PATH} className={linkClass}>
            API Tokens
          </Link>{' '}
          page and send it with each call as{' '}
          <code dir="ltr" className={codeClass}>
            {AUTHORIZATION}
          </code>
        </Trans>
      </p>
      <pre
        dir="ltr"
        className="rounded-lg bg-stone-900 p-3 text-xs break-all whitespace-pre-wrap text-stone-50"
      >
        <code>{example}</code>
      </pre>
      <ul className="list-disc space-y-1 ps-5">
        <li>
          <Trans>
            A read-only token may only make GET calls; a read-and-write token may do what you may.
          </Trans>
        </li>
        <li>
          <Trans>Tokens cannot make, list or revoke tokens: that takes the app.</Trans>
        </li>
        <li>
          <Trans>
            An unknown or revoked token is answered 401; too many calls, 429 with{' '}
            <code dir="ltr" className={codeClass}>
              {RETRY_AFTER}
            </code>
            . Every error is JSON with a{' '}
            <code dir="ltr" className={codeClass}>
              {MESSAGE_FIELD}
            </code>{' '}
            you can show.
          </Trans>
        </li>
        <li>
          <Trans>
            For tools that read OpenAPI 3.1: the{' '}
            <a href={OPENAPI_DOCUMENT_PATH} className={linkClass}>
              API&apos;s OpenAPI document
            </a>
            . The live-editing WebSocket and image files are not part of it.
          </Trans>
        </li>
      </ul>
    </Card>
  );
}

function Reference({ document }: { document: OpenApiDocument }) {
  const groups = groupByTag(document);
  const { t } = useLingui();
  return (
    <>
      <nav aria-label={t`API sections`}>
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.name}>
              <a
                href={`#${anchorOf('tag', group.name)}`}
                className="inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-700 hover:border-brand-400 hover:text-brand-800"
              >
                <span lang="en">{group.name}</span>
                <span className="ms-1.5 text-xs text-stone-600">
                  {group.endpoints.length}
                  <span className="sr-only">
                    {' '}
                    <Plural value={group.endpoints.length} one="endpoint" other="endpoints" />
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <Card
          key={group.name}
          className="scroll-mt-36 p-5 sm:scroll-mt-24 sm:p-6"
          id={anchorOf('tag', group.name)}
          aria-labelledby={anchorOf('tag', group.name, 'heading')}
          role="region"
        >
          {/* The sections' names and descriptions are the OpenAPI document's, in English. */}
          <h2
            id={anchorOf('tag', group.name, 'heading')}
            lang="en"
            className="text-xl font-semibold text-stone-900"
          >
            {group.name}
          </h2>
          <p lang="en" className="mt-1 mb-2 text-sm text-stone-600">
            {group.description}
          </p>
          {group.endpoints.map((endpoint) => (
            <EndpointSection
              key={`${endpoint.method} ${endpoint.path}`}
              endpoint={endpoint}
              document={document}
            />
          ))}
        </Card>
      ))}
    </>
  );
}
