// One endpoint of the API reference: method and path as its heading, then what it does, what it
// needs, its parameters and body fields, and what it answers. The page's own words are messages;
// what the server's OpenAPI document says (summaries, descriptions, limits, types) is English, and
// marked so (lang="en"), for screen readers to read it as English on a page in another language.
import { Trans, useLingui } from '@lingui/react/macro';
import type { HttpMethod, OpenApiDocument } from '../../../contract/openapi-values';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import {
  accessOf,
  anchorOf,
  answerFieldsOf,
  bodyFieldsOf,
  errorStatusesOf,
  parametersOf,
  requestBodyOf,
  successOf,
  type Endpoint,
  type Field,
} from './reference';
import { TableHead } from '../../components/ui/table-head';

const METHOD_VARIANTS: Record<HttpMethod, BadgeVariant> = {
  get: 'success',
  post: 'brand',
  put: 'warning',
  patch: 'warning',
  delete: 'danger',
};

const codeClass = 'font-mono text-[0.8125rem] [overflow-wrap:anywhere]';

export function EndpointSection({
  endpoint,
  document,
}: {
  endpoint: Endpoint;
  document: OpenApiDocument;
}) {
  const { method, path, operation } = endpoint;
  const id = anchorOf(method, path);
  const parameters = parametersOf(operation);
  const body = requestBodyOf(operation);
  const bodyGroups = body?.schema ? bodyFieldsOf(body.schema, document) : [];
  const success = successOf(operation);
  const answerFields = answerFieldsOf(operation, document);
  const errors = errorStatusesOf(operation);
  const { i18n, t } = useLingui();
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-stone-200 py-5">
      <h3 id={id} className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <Badge variant={METHOD_VARIANTS[method]} className="font-mono" translate="no">
          {method.toUpperCase()}
        </Badge>{' '}
        <code dir="ltr" className={`${codeClass} text-stone-900`}>
          {path}
        </code>
      </h3>
      <p lang="en" className="text-sm text-stone-700">
        {operation.summary}
      </p>
      {operation.description ? (
        <p lang="en" className="text-sm text-stone-600">
          {operation.description}
        </p>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-stone-800">
          <Trans>Authentication</Trans>
        </dt>
        <dd className="text-stone-700">{i18n._(accessOf(operation, method))}</dd>
        {body && bodyGroups.length === 0 ? (
          <>
            <dt className="font-medium text-stone-800">
              <Trans>Body</Trans>
            </dt>
            <dd className="text-stone-700">
              <code dir="ltr" className={codeClass}>
                {body.mediaType}
              </code>
              {operation.requestBody?.description ? (
                <>
                  : <span lang="en">{operation.requestBody.description}</span>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {success ? (
          <>
            <dt className="font-medium text-stone-800">
              <Trans>Answer</Trans>
            </dt>
            <dd className="text-stone-700">
              <span className="font-mono">{success.status}</span>
              {success.carries ? (
                <>
                  {' '}
                  <code dir="ltr" className={codeClass}>
                    {success.carries}
                  </code>
                </>
              ) : null}
              {success.description && success.description !== 'OK' ? (
                <span className="text-stone-600">
                  {' '}
                  (<span lang="en">{success.description}</span>)
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        {errors.length > 0 ? (
          <>
            <dt className="font-medium text-stone-800">
              <Trans>Errors</Trans>
            </dt>
            <dd className="font-mono text-stone-700">{errors.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {parameters.length > 0 ? <FieldTable caption={t`Parameters`} fields={parameters} /> : null}
      {bodyGroups.map((fields, index) => (
        <FieldTable
          key={index}
          caption={
            bodyGroups.length > 1
              ? t`Body fields, form ${index + 1} of ${bodyGroups.length}`
              : t`Body fields (JSON)`
          }
          fields={fields}
        />
      ))}
      {answerFields ? (
        <details className="text-sm">
          <summary className="cursor-pointer py-1 font-medium text-brand-800">
            <Trans>
              Fields of{' '}
              <code dir="ltr" className={codeClass}>
                {answerFields.name}
              </code>
            </Trans>
          </summary>
          {answerFields.groups.map((fields, index) => (
            <FieldTable key={index} caption={t`Fields of ${answerFields.name}`} fields={fields} />
          ))}
        </details>
      ) : null}
    </section>
  );
}

function FieldTable({ caption, fields }: { caption: string; fields: Field[] }) {
  const { t } = useLingui();
  const columns = [
    { label: t`Name`, className: 'w-2/5 py-1 pe-3 sm:w-1/4' },
    { label: t`Type`, className: 'py-1 pe-3' },
    // Wide enough for "Required" in its longer translations, and free to wrap.
    { label: t`Required`, className: 'w-28 py-1' },
  ];
  return (
    <table className="w-full table-fixed text-start text-sm">
      <caption className="pb-1 text-start text-xs font-semibold tracking-wide text-stone-600 uppercase">
        {caption}
      </caption>
      <TableHead
        className="sr-only sm:not-sr-only"
        rowClassName="border-b border-stone-200 text-xs text-stone-600"
        columns={columns}
      />
      <tbody>
        {fields.map((field) => (
          <tr key={`${field.location ?? ''}${field.name}`} className="border-b border-stone-100">
            <th scope="row" className="py-1.5 pe-3 align-top font-normal">
              <code dir="ltr" className={`${codeClass} text-stone-900`}>
                {field.name}
              </code>
              {field.location ? (
                <span className="block text-xs text-stone-600">
                  <Trans>
                    in <span lang="en">{field.location}</span>
                  </Trans>
                </span>
              ) : null}
            </th>
            <td className="py-1.5 pe-3 align-top text-stone-700">
              <code dir="ltr" className={codeClass}>
                {field.type}
              </code>
              {field.notes ? (
                <span lang="en" className="block text-xs [overflow-wrap:anywhere] text-stone-600">
                  {field.notes}
                </span>
              ) : null}
            </td>
            <td className="py-1.5 align-top text-stone-700">
              {field.isRequired ? t`Required` : t`Optional`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
