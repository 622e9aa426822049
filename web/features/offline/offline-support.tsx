import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenLoadedAndIdle } from '../../lib/after-load';
import { forgetEndedSession } from './offline-data';
import { useOnline } from '../../lib/online';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/use-auth';
import { toastRecipeLimitReached } from '../recipes/recipe-limit-toast';
import { recipeKeys } from '../recipes/use-recipes';
import type { SyncOutcome } from './draft-queue';
import { sendRecipeDrafts } from './drafts';

/** SPEC §9: the connectivity notice shows for 3000 ms once back online. */
export const BACK_ONLINE_NOTICE_MS = 3000;
/**
 * Going offline is said for as long as any notice (SPEC §9's 5000 ms); being offline is then
 * shown by the header's Offline pill for as long as it lasts. A notice that stayed until closed
 * covered the page (on a phone, the header's logo, Add and account button).
 */
export const OFFLINE_NOTICE_MS = 5000;
/** After the server failed to take the drafts (5xx, timeouts) while online, try again this soon. */
export const DRAFT_RETRY_DELAY_MS = 30_000;

const OFFLINE_NOTICE = {
  title: msg`You're offline`,
  description: msg`Changes are kept on this device and will sync when you're back online.`,
} as const;

/**
 * The offline app's running parts, mounted once: the connectivity notice, and sending the
 * signed-in person's offline drafts at start, on reconnect and after a server failure.
 */
export function OfflineSupport() {
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const isOnline = useOnline();
  const wasOnline = useRef(true);
  const offlineNotice = useRef<{ dismiss: () => void } | null>(null);

  // Online and nobody signed in: whatever a session that ended meanwhile left stored goes.
  useEffect(() => {
    if (isOnline && !isLoading && !userId) void forgetEndedSession();
  }, [isOnline, isLoading, userId]);

  useEffect(() => {
    const isReconnect = isOnline && !wasOnline.current;
    wasOnline.current = isOnline;
    if (!isOnline) {
      // Once per offline spell (this runs again when sign-in resolves).
      offlineNotice.current ??= toast({
        title: i18n._(OFFLINE_NOTICE.title),
        description: i18n._(OFFLINE_NOTICE.description),
        variant: 'offline',
        duration: OFFLINE_NOTICE_MS,
      });
      return;
    }
    offlineNotice.current?.dismiss();
    offlineNotice.current = null;
    if (!userId) {
      // Nobody signed in has nothing to sync.
      if (isReconnect)
        toast({
          title: i18n._(msg`Back online`),
          variant: 'success',
          duration: BACK_ONLINE_NOTICE_MS,
        });
      return;
    }

    let isCancelled = false;
    let retryTimer: number | undefined;
    async function send(isFirstRun: boolean) {
      // At start, what an earlier visit left waits for the first screen to be up.
      if (isFirstRun && !isReconnect) await whenLoadedAndIdle();
      if (isCancelled) return;
      const outcome = await sendRecipeDrafts(userId!).catch((error: unknown) => {
        // Storage failed (IndexedDB unavailable): the drafts stay where they are.
        console.error('Sending offline recipes failed', error);
        return null;
      });
      if (isCancelled) return;
      // What showed offline came from the device (searches were matched there): ask again.
      if (isFirstRun && isReconnect)
        void queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
      if (outcome?.limitReached) toastRecipeLimitReached(outcome.limitReached.limit);
      else if (isFirstRun && isReconnect) toastBackOnline(outcome);
      else if (outcome && outcome.created.length > 0) toastSynced(outcome);
      if (outcome?.interrupted)
        retryTimer = window.setTimeout(() => void send(false), DRAFT_RETRY_DELAY_MS);
    }
    void send(true);
    return () => {
      isCancelled = true;
      window.clearTimeout(retryTimer);
    };
  }, [isOnline, userId, queryClient]);

  return null;
}

function toastBackOnline(outcome: SyncOutcome | null) {
  const isPartial = outcome !== null && (outcome.interrupted || outcome.rejected > 0);
  toast({
    title: i18n._(msg`Back online`),
    description: isPartial
      ? i18n._(msg`Some recipes saved on this device have not synced yet.`)
      : i18n._(msg`Your changes have synced.`),
    variant: 'success',
    duration: BACK_ONLINE_NOTICE_MS,
  });
}

function toastSynced(outcome: SyncOutcome) {
  const count = outcome.created.length;
  toast({
    title: i18n._(msg`Your changes have synced.`),
    description: i18n._(
      plural(count, {
        one: '# recipe saved on this device is now in My Recipes.',
        other: '# recipes saved on this device are now in My Recipes.',
      }),
    ),
    variant: 'success',
    duration: BACK_ONLINE_NOTICE_MS,
  });
}
