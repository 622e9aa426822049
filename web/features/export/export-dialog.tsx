// Export everything I own: GET /api/export streamed into a zip file the browser saves, with the
// download's progress on screen.
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
import { apiDownload, type DownloadProgress } from '../../lib/api';
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

export function ExportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const connection = useConnectionGuard();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const isRunning = progress !== null;
  const percent = progress?.total
    ? Math.min(100, Math.round((progress.received / progress.total) * 100))
    : null;

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    try {
      const { blob, headers } = await apiDownload('/api/export', setProgress, {
        signal: controller.signal,
      });
      saveBlob(blob, fileNameOf(headers));
      const count = Number(headers.get('x-export-recipes'));
      toast({
        title: 'Export ready',
        description: `${count === 1 ? '1 recipe' : `${count} recipes`} saved as ${fileNameOf(headers)}.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      if (!controller.signal.aborted) toastError({ title: 'Export failed', error });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  function handleOpenChange(next: boolean) {
    if (!next) abort.current?.abort();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export My Recipes</DialogTitle>
          <DialogDescription>
            Take everything you own with you, whenever you like.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4 text-sm text-stone-700">
          <p>
            One zip file: every recipe you own as a schema.org recipe (JSON-LD, which most recipe
            apps can import), its photo, and a short README. Recipes in the trash are left out.
          </p>
          {isRunning ? (
            <div className="space-y-2">
              <ProgressBar label="Export progress" percent={percent} />
              <p aria-live="polite">
                {progress.total
                  ? `${megabytes(progress.received)} of ${megabytes(progress.total)}`
                  : `${megabytes(progress.received)} so far`}
              </p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              pending={isRunning}
              pendingLabel="Exporting"
              disabled={connection.isOffline}
              {...connection.reasonProps}
              onClick={() => void start()}
            >
              <Download aria-hidden="true" />
              Download Zip
            </Button>
            {isRunning ? (
              <Button variant="ghost" onClick={() => abort.current?.abort()}>
                Cancel
              </Button>
            ) : null}
          </div>
          <OfflineReason guard={connection} visible>
            Exporting needs a connection
          </OfflineReason>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
