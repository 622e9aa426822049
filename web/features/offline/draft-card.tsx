import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CloudUpload, RotateCcw, Trash2, TriangleAlert } from 'lucide-react';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toastError } from '../../lib/error-toast';
import { formatRelativeTimeInSentence } from '../../lib/format';
import { useOnline } from '../../lib/online';
import { CardSummary } from '../recipes/recipe-card';
import { toastRecipeLimitReached } from '../recipes/recipe-limit-toast';
import type { RecipeDraft } from './draft-queue';
import { discardRecipeDraft, retryRecipeDraft } from './drafts';

/**
 * A recipe saved on this device and not yet on the server, at the top of My Recipes. It cannot be
 * opened (there is nothing on the server to edit yet); it can be discarded, and sent again once
 * the server has refused it.
 */
export function DraftCard({ draft }: { draft: RecipeDraft }) {
  const isOnline = useOnline();
  const [isRetrying, setRetrying] = useState(false);
  const { input } = draft;
  const statusId = `draft-status-${draft.id}`;
  const { t } = useLingui();
  const title = input.title;
  const saved = formatRelativeTimeInSentence(draft.savedAt);

  async function handleRetry() {
    setRetrying(true);
    try {
      const outcome = await retryRecipeDraft(draft.userId, draft.id);
      if (outcome.limitReached) toastRecipeLimitReached(outcome.limitReached.limit);
    } catch {
      toastError({ title: t`Error`, description: t`Failed to create recipe` });
    } finally {
      setRetrying(false);
    }
  }

  function handleDiscard() {
    discardRecipeDraft(draft.userId, draft.id).catch(() =>
      toastError({
        title: t`Error`,
        description: t`Could not discard the recipe. Please try again.`,
      }),
    );
  }

  return (
    <article
      aria-describedby={statusId}
      className="flex flex-col overflow-hidden rounded-2xl border-2 border-dashed border-stone-300 bg-white/70"
    >
      <div className="flex aspect-[4/1] items-center justify-center bg-stone-100/80 text-stone-400 sm:aspect-[4/3]">
        <CloudUpload className="size-10" strokeWidth={1.5} aria-hidden="true" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="line-clamp-2 font-semibold break-words text-stone-900">{input.title}</h2>
        <CardSummary description={input.description} tags={input.tags ?? []} />
        <div className="mt-auto space-y-3 pt-4">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <DraftStatusLine draft={draft} id={statusId} />
            <time dateTime={draft.savedAt} className="text-xs text-stone-500">
              <Trans>Saved {saved}</Trans>
            </time>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {draft.status === 'waiting' ? null : (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void handleRetry()}
                pending={isRetrying}
                pendingLabel={t`Sending`}
                disabled={!isOnline}
                title={isOnline ? undefined : t`Needs a connection`}
              >
                <RotateCcw aria-hidden="true" />
                <Trans>Retry</Trans>
              </Button>
            )}
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="destructive-ghost" aria-label={t`Discard ${title}`}>
                  <Trash2 aria-hidden="true" />
                  <Trans>Discard</Trans>
                </Button>
              }
              title={t`Discard this recipe?`}
              description={t`“${title}” was never saved to your account. Discarding removes it from this device for good.`}
              confirmLabel={t`Discard Recipe`}
              onConfirm={handleDiscard}
            />
          </div>
        </div>
      </div>
    </article>
  );
}

function DraftStatusLine({ draft, id }: { draft: RecipeDraft; id: string }) {
  const { t } = useLingui();
  if (draft.status === 'waiting') {
    return (
      <Badge id={id} variant="warning">
        <CloudUpload className="size-3.5" aria-hidden="true" />
        <Trans>Waiting to sync</Trans>
      </Badge>
    );
  }
  const reason =
    draft.status === 'limit_reached'
      ? t`recipe limit reached`
      : (draft.problem ?? t`refused by the server`);
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs font-medium text-red-700">
      <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>
        <Trans>Not synced: {reason}</Trans>
      </span>
    </p>
  );
}
