import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Copy, KeyRound, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { ApiToken, CreatedApiToken } from '../../contract';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '../../contract/token-values';
import { PageHeading } from '../shell/app-layout';
import { LoadFailed } from '../components/recipe-grid';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { SelectField } from '../components/ui/select';
import { Skeleton } from '../components/ui/skeleton';
import { OfflineReason, useConnectionGuard } from '../features/offline/connection-guard';
import {
  useApiTokens,
  useCreateApiToken,
  useRevokeApiToken,
} from '../features/tokens/use-api-tokens';
import { copyText } from '../lib/clipboard';
import { failedToast, toastError } from '../lib/error-toast';
import { formatDate, formatRelativeTimeInSentence } from '../lib/format';
import { toast } from '../lib/toast';

/** The header a script sends, as code: a placeholder in the message, never text to translate. */
const AUTHORIZATION = 'Authorization: Bearer …';

const SCOPE_LABELS: Record<ApiTokenScope, MessageDescriptor> = {
  read: msg`Read only`,
  'read-write': msg`Read and write`,
};

/** The scopes' names in the active language, for the scope select. */
function scopeLabelsIn(i18n: I18n): Record<ApiTokenScope, string> {
  return { read: i18n._(SCOPE_LABELS.read), 'read-write': i18n._(SCOPE_LABELS['read-write']) };
}

/**
 * Personal API tokens: for scripts and home-automation setups that call Potluck's API (see the
 * API reference). Each token acts as you, read-only if so made; revoke it when it is no longer
 * used. Its secret is shown once, when it is made.
 */
export default function ApiTokensPage() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { t } = useLingui();
  return (
    <div className="space-y-8">
      <PageHeading
        title={t`API Tokens`}
        description={t`Let scripts and home-automation setups use your recipes through the API.`}
      />
      <p className="-mt-4 max-w-2xl text-sm text-stone-600">
        <Trans>
          A token acts as you: whatever you may read (and, with a read-and-write token, change) it
          may too. Send it as{' '}
          <code dir="ltr" className="rounded bg-stone-100 px-1">
            {AUTHORIZATION}
          </code>
          ; the{' '}
          <Link href="/api-docs" className="font-medium text-brand-700 underline">
            API reference
          </Link>{' '}
          lists every call.
        </Trans>
      </p>
      <CreateTokenForm onCreated={setCreated} />
      {created ? <NewTokenNotice token={created} onDone={() => setCreated(null)} /> : null}
      <section aria-labelledby="tokens-heading" className="space-y-3">
        <h2 id="tokens-heading" className="text-lg font-semibold text-stone-900">
          <Trans>Your tokens</Trans>
        </h2>
        {tokens.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label={t`Loading tokens`}>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : tokens.isError ? (
          <LoadFailed
            icon={<KeyRound className="size-7" aria-hidden="true" />}
            title={t`Your tokens could not be loaded`}
            error={tokens.error}
            onRetry={() => void tokens.refetch()}
          />
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-stone-600">
            <Trans>You have no tokens yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const connection = useConnectionGuard();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const { t, i18n } = useLingui();
  const scopeLabels = scopeLabelsIn(i18n);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast({
        title: t`Name Required`,
        description: t`Please name the token.`,
        variant: 'destructive',
      });
      return;
    }
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (token) => {
          onCreated(token);
          setName('');
        },
        onError: failedToast(t`Could not make the token`),
      },
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <h2 className="text-lg font-semibold text-stone-900">
          <Trans>New token</Trans>
        </h2>
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <div className="space-y-1.5">
            <Label htmlFor="token-name">
              <Trans>Name</Trans>
            </Label>
            <Input
              id="token-name"
              value={name}
              maxLength={API_TOKEN_NAME_MAX}
              placeholder={t`Kitchen display`}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <SelectField
            label={t`What it may do`}
            value={scope}
            onChange={setScope}
            options={API_TOKEN_SCOPES}
            labels={scopeLabels}
            triggerClassName="w-full"
          />
        </div>
        <Button
          type="submit"
          pending={create.isPending}
          pendingLabel={t`Making the token`}
          disabled={connection.isOffline}
          {...connection.reasonProps}
        >
          <KeyRound aria-hidden="true" />
          <Trans>Create Token</Trans>
        </Button>
        <OfflineReason guard={connection} visible>
          {t`Making a token needs a connection`}
        </OfflineReason>
      </form>
    </Card>
  );
}

function NewTokenNotice({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const { t } = useLingui();
  const tokenName = token.name;
  async function copy() {
    try {
      await copyText(token.token);
      toast({
        title: t`Token copied!`,
        description: t`Keep it somewhere safe.`,
        variant: 'success',
      });
    } catch (error) {
      toastError({
        title: t`Copy Failed`,
        error,
        description: t`Could not copy the token. Please select and copy it manually.`,
      });
    }
  }
  return (
    <section
      role="status"
      aria-labelledby="new-token-heading"
      className="space-y-3 rounded-2xl border border-sage-100 bg-sage-50 p-4 sm:p-6"
    >
      <h2 id="new-token-heading" className="font-semibold text-stone-900">
        <Trans>“{tokenName}” is ready</Trans>
      </h2>
      <p className="text-sm text-stone-700">
        {token.scope === 'read' ? (
          <Trans>
            Copy it now: for your safety it is not shown again. Anyone who has it can act as you
            (read only).
          </Trans>
        ) : (
          <Trans>
            Copy it now: for your safety it is not shown again. Anyone who has it can act as you.
          </Trans>
        )}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label={t`New token`}
          dir="ltr"
          value={token.token}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          <Trans>Copy</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </section>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const connection = useConnectionGuard();
  const { t, i18n } = useLingui();
  const tokenName = token.name;
  const made = formatDate(token.createdAt);
  const lastUsed = token.lastUsedAt ? formatRelativeTimeInSentence(token.lastUsedAt) : null;
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <KeyRound className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-stone-900">{token.name}</p>
        <p className="text-xs text-stone-600">
          {lastUsed === null ? (
            <Trans>Made {made} · never used</Trans>
          ) : (
            <Trans>
              Made {made} · last used {lastUsed}
            </Trans>
          )}
        </p>
      </div>
      <Badge variant={token.scope === 'read' ? 'neutral' : 'warning'}>
        {i18n._(SCOPE_LABELS[token.scope])}
      </Badge>
      <ConfirmDialog
        trigger={
          <Button
            variant="destructive-ghost"
            size="sm"
            pending={revoke.isPending}
            pendingLabel={t`Revoking`}
            disabled={connection.isOffline}
            {...connection.reasonProps}
            aria-label={t`Revoke ${tokenName}`}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Revoke</Trans>
          </Button>
        }
        title={t`Revoke “${tokenName}”?`}
        description={t`Anything using it stops working at once. This cannot be undone; you can make a new token.`}
        confirmLabel={t`Revoke Token`}
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () =>
              toast({ title: t`Token revoked`, description: token.name, variant: 'success' }),
            onError: failedToast(t`Could not revoke the token`),
          })
        }
      />
    </li>
  );
}
