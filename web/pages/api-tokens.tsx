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
import { formatDate, formatRelativeTime } from '../lib/format';
import { toast } from '../lib/toast';

const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  'read-write': 'Read and write',
};

/**
 * Personal API tokens: for scripts and home-automation setups that call Potluck's API (see the
 * API reference). Each token acts as you, read-only if so made; revoke it when it is no longer
 * used. Its secret is shown once, when it is made.
 */
export default function ApiTokensPage() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <div className="space-y-8">
      <PageHeading
        title="API Tokens"
        description="Let scripts and home-automation setups use your recipes through the API."
      />
      <p className="-mt-4 max-w-2xl text-sm text-stone-600">
        A token acts as you: whatever you may read (and, with a read-and-write token, change) it may
        too. Send it as <code className="rounded bg-stone-100 px-1">Authorization: Bearer …</code>;
        the{' '}
        <Link href="/api-docs" className="font-medium text-brand-700 underline">
          API reference
        </Link>{' '}
        lists every call.
      </p>
      <CreateTokenForm onCreated={setCreated} />
      {created ? <NewTokenNotice token={created} onDone={() => setCreated(null)} /> : null}
      <section aria-labelledby="tokens-heading" className="space-y-3">
        <h2 id="tokens-heading" className="text-lg font-semibold text-stone-900">
          Your tokens
        </h2>
        {tokens.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading tokens">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : tokens.isError ? (
          <LoadFailed
            icon={<KeyRound className="size-7" aria-hidden="true" />}
            title="Your tokens could not be loaded"
            error={tokens.error}
            onRetry={() => void tokens.refetch()}
          />
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-stone-600">You have no tokens yet.</p>
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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast({
        title: 'Name Required',
        description: 'Please name the token.',
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
        onError: failedToast('Could not make the token'),
      },
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <h2 className="text-lg font-semibold text-stone-900">New token</h2>
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <div className="space-y-1.5">
            <Label htmlFor="token-name">Name</Label>
            <Input
              id="token-name"
              value={name}
              maxLength={API_TOKEN_NAME_MAX}
              placeholder="Kitchen display"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <SelectField
            label="What it may do"
            value={scope}
            onChange={setScope}
            options={API_TOKEN_SCOPES}
            labels={SCOPE_LABELS}
            triggerClassName="w-full"
          />
        </div>
        <Button
          type="submit"
          pending={create.isPending}
          pendingLabel="Making the token"
          disabled={connection.isOffline}
          {...connection.reasonProps}
        >
          <KeyRound aria-hidden="true" />
          Create Token
        </Button>
        <OfflineReason guard={connection} visible>
          Making a token needs a connection
        </OfflineReason>
      </form>
    </Card>
  );
}

function NewTokenNotice({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  async function copy() {
    try {
      await copyText(token.token);
      toast({ title: 'Token copied!', description: 'Keep it somewhere safe.', variant: 'success' });
    } catch (error) {
      toastError({
        title: 'Copy Failed',
        error,
        description: 'Could not copy the token. Please select and copy it manually.',
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
        “{token.name}” is ready
      </h2>
      <p className="text-sm text-stone-700">
        Copy it now: for your safety it is not shown again. Anyone who has it can act as you
        {token.scope === 'read' ? ' (read only)' : ''}.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label="New token"
          value={token.token}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const connection = useConnectionGuard();
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <KeyRound className="size-5 shrink-0 text-stone-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-stone-900">{token.name}</p>
        <p className="text-xs text-stone-600">
          Made {formatDate(token.createdAt)} ·{' '}
          {token.lastUsedAt
            ? `last used ${formatRelativeTime(token.lastUsedAt).toLowerCase()}`
            : 'never used'}
        </p>
      </div>
      <Badge variant={token.scope === 'read' ? 'neutral' : 'warning'}>
        {SCOPE_LABELS[token.scope]}
      </Badge>
      <ConfirmDialog
        trigger={
          <Button
            variant="destructive-ghost"
            size="sm"
            pending={revoke.isPending}
            pendingLabel="Revoking"
            disabled={connection.isOffline}
            {...connection.reasonProps}
            aria-label={`Revoke ${token.name}`}
          >
            <Trash2 aria-hidden="true" />
            Revoke
          </Button>
        }
        title={`Revoke “${token.name}”?`}
        description="Anything using it stops working at once. This cannot be undone; you can make a new token."
        confirmLabel="Revoke Token"
        onConfirm={() =>
          revoke.mutate(token.id, {
            onSuccess: () =>
              toast({ title: 'Token revoked', description: token.name, variant: 'success' }),
            onError: failedToast('Could not revoke the token'),
          })
        }
      />
    </li>
  );
}
