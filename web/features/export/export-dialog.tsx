// Export everything I own: GET /api/export streamed into a zip file the browser saves, with the
// download's progress on screen. A library bigger than one import takes comes in parts, each
// saved by its own click (a browser asks before a site saves several files on its own).
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { EXPORT_HEADERS } from '../../../contract/import-file-values';
import { apiDownload, HttpError, type DownloadProgress } from '../../lib/api';
import { toastError } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';

const FALLBACK_NAME = 'potluck-recipes.zip';

/** The file name the server gave the download, if any. */
function fileNameOf(headers: Headers): string {
  const disposition = headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click starts the save; the address can go once it has.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

interface SavedParts {
  /** How many parts are saved. */
  saved: number;
  /** Where the next part starts. */
  next: string;
  /** Recipes in the saved parts. */
  recipes: number;
  /** Recipes in the parts still to come. */
  remaining: number;
}

export function ExportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const connection = useConnectionGuard();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  /** The parts saved so far, while more follow. */
  const [parts, setParts] = useState<SavedParts | null>(null);
  const abort = useRef<AbortController | null>(null);
  const isRunning = progress !== null;
  const percent = progress?.total
    ? Math.min(100, Math.round((progress.received / progress.total) * 100))
    : null;
  const number = parts ? parts.saved + 1 : 1;
  const saved = parts?.saved;
  const savedRecipes = parts?.recipes ?? 0;
  const toCome = parts?.remaining ?? 0;
  const received = megabytes(progress?.received ?? 0);
  const total = megabytes(progress?.total ?? 0);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    const query = parts
      ? `?${new URLSearchParams({ after: parts.next, part: String(number) }).toString()}`
      : '';
    try {
      const { blob, headers } = await apiDownload(`/api/export${query}`, setProgress, {
        signal: controller.signal,
      });
      const name = fileNameOf(headers);
      const inPart = Number(headers.get(EXPORT_HEADERS.recipes));
      // A last part left empty (its recipes trashed meanwhile) is not worth a file.
      const isEmptyLast = parts !== null && inPart === 0;
      if (!isEmptyLast) saveBlob(blob, name);
      const recipes = (parts?.recipes ?? 0) + inPart;
      const files = isEmptyLast ? number - 1 : number;
      const next = headers.get(EXPORT_HEADERS.next);
      if (next) {
        const remaining = Number(headers.get(EXPORT_HEADERS.remaining));
        setParts({ saved: number, next, recipes, remaining });
        return;
      }
      setParts(null);
      const recipesText = plural(recipes, { one: '# recipe', other: '# recipes' });
      const filesText = plural(files, { one: '# file', other: '# files' });
      toast({
        title: t`Export ready`,
        description:
          files === 1 && !parts
            ? t`${recipesText} saved as ${name}.`
            : t`${recipesText} saved in ${filesText}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      if (!controller.signal.aborted) toastError({ title: t`Export failed`, error });
      // A part the server will not continue (the export started too long ago): the next click
      // starts it again.
      if (error instanceof HttpError && error.status === 400) setParts(null);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  function handleOpenChange(next: boolean) {
    if (!next) {
      abort.current?.abort();
      setParts(null);
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Export My Recipes</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Take everything you own with you, whenever you like.</Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4 text-sm text-stone-700">
          <p>
            <Trans>
              One zip file: every recipe you own as a schema.org recipe (JSON-LD, which most recipe
              apps can import), its photo, and a short README. Recipes in the trash are left out.
            </Trans>
          </p>
          {parts ? (
            <p role="status">
              <Trans>
                Part {saved} is saved (
                <Plural value={savedRecipes} one="# recipe" other="# recipes" /> so far). Your
                library is bigger than one import takes, so it comes in parts:{' '}
                <Plural value={toCome} one="# more recipe follows" other="# more recipes follow" />.
                Keep every part; Import Recipes reads each one.
              </Trans>
            </p>
          ) : null}
          {isRunning ? (
            <div className="space-y-2">
              <ProgressBar label={t`Export progress`} percent={percent} />
              <p aria-live="polite">
                {progress.total ? t`${received} of ${total}` : t`${received} so far`}
              </p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              pending={isRunning}
              pendingLabel={t`Exporting`}
              disabled={connection.isOffline}
              {...connection.reasonProps}
              onClick={() => void start()}
            >
              <Download aria-hidden="true" />
              {parts ? <Trans>Download Part {number}</Trans> : <Trans>Download Zip</Trans>}
            </Button>
            {isRunning ? (
              <Button variant="ghost" onClick={() => abort.current?.abort()}>
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
          </div>
          <OfflineReason guard={connection} visible>
            {t`Exporting needs a connection`}
          </OfflineReason>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
