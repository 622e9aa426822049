import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Bookmark, Check, Copy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { copyText } from '../../lib/clipboard';
import { toastError } from '../../lib/error-toast';
import { bookmarkletHref } from './bookmarklet';

/**
 * The "Send to Potluck" bookmarklet: a link to drag to the bookmarks bar (desktop), and its code
 * to copy into a new bookmark (phones, where links cannot be dragged).
 */
export function BookmarkletCard({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const href = bookmarkletHref(
    window.location.origin,
    t`Please allow pop-ups to send this page to Potluck.`,
  );
  const link = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState(false);

  // React refuses javascript: addresses in JSX; this one is ours, so it is set directly.
  useEffect(() => {
    link.current?.setAttribute('href', href);
  }, [href]);

  async function handleCopy() {
    try {
      await copyText(href);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toastError({
        title: t`Copy Failed`,
        description: t`Could not copy the code. Please select and copy it manually.`,
      });
    }
  }

  return (
    <div
      className={cn(
        'space-y-3 rounded-2xl border border-stone-200 bg-white',
        compact ? 'p-4' : 'p-5',
      )}
    >
      <div>
        <h3 className="flex items-center gap-2 font-semibold text-stone-900">
          <Bookmark className="size-4 text-brand-600" aria-hidden="true" />
          <Trans>Send any recipe page to Potluck</Trans>
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>
            Some sites block importers. The bookmarklet sends the page you are looking at straight
            from your browser, so it works there too. Stay signed in to Potluck.
          </Trans>
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {/* Dragged to the bookmarks bar, never followed here (its href, the bookmarklet, is set
            through the ref); the button beside it copies the same code for keyboard users. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <a
          ref={link}
          onClick={(event) => event.preventDefault()}
          draggable
          title={t`Drag me to your bookmarks bar`}
          className="inline-flex cursor-grab items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-400 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800"
        >
          <Bookmark className="size-4" aria-hidden="true" />
          <Trans>Send to Potluck</Trans>
        </a>
        <Button variant="outline" size="sm" onClick={handleCopy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? <Trans>Copied</Trans> : <Trans>Copy bookmarklet code</Trans>}
        </Button>
      </div>
      <ol className="list-decimal space-y-1 ps-5 text-xs text-stone-500">
        <li>
          <Trans>
            Drag “Send to Potluck” to your bookmarks bar (or copy the code into a new bookmark).
          </Trans>
        </li>
        <li>
          <Trans>
            On a recipe page, click the bookmark. Potluck opens with the recipe to check.
          </Trans>
        </li>
      </ol>
    </div>
  );
}
