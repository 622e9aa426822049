import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type DragEvent } from 'react';
import { CheckCircle2, ImagePlus, RotateCcw, X } from 'lucide-react';
import { UPLOAD_IMAGE_TYPES } from '../../../contract/image-values';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/cn';
import { OfflineReason, useConnectionGuard } from '../offline/connection-guard';
import { useImageUpload, type UploadState } from './use-image-upload';

interface ImageUploadProps {
  /** Called with the processed image's path once the photo is stored. */
  onUploaded: (objectPath: string) => void;
  /** Called when the user removes the photo again. */
  onCleared?: () => void;
  /** The recipe the photo is for, when it already exists. */
  recipeId?: string;
  id?: string;
}

const STATUS_TEXT: Record<UploadState['status'], MessageDescriptor> = {
  idle: msg`Waiting`,
  uploading: msg`Uploading`,
  processing: msg`Processing`,
  complete: msg`Complete`,
  error: msg`Upload failed`,
};

/** Drag-and-drop or pick one JPG, PNG or WebP photo (≤ 10 MB), with preview and progress. */
export function ImageUpload({
  onUploaded,
  onCleared,
  recipeId,
  id = 'image-upload',
}: ImageUploadProps) {
  const { state, selectFile, retry, cancel } = useImageUpload(onUploaded, recipeId);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // The photo goes to the server (or its bucket) straight away: nothing to pick offline.
  const connection = useConnectionGuard();
  const { t, i18n } = useLingui();

  function takeFiles(files: FileList | null) {
    if (!files || files.length === 0 || connection.isOffline) return;
    if (files.length > 1) {
      toast({
        title: t`Upload failed`,
        description: t`You can only upload 1 file`,
        variant: 'destructive',
      });
      return;
    }
    selectFile(files[0]!);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    takeFiles(event.dataTransfer.files);
  }

  function handleCancel() {
    cancel();
    onCleared?.();
  }

  if (!state.file) {
    return (
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-stone-300 bg-stone-50',
        )}
      >
        <ImagePlus className="size-8 text-stone-400" aria-hidden="true" />
        <p className="text-sm text-stone-700">
          <Trans>Drop a photo here or</Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={connection.isOffline}
          {...connection.reasonProps}
        >
          <Trans>Browse files</Trans>
        </Button>
        <p className="text-xs text-stone-500">
          <Trans>JPG, PNG or WebP, up to 10 MB</Trans>
        </p>
        <OfflineReason guard={connection} visible>
          <Trans>Adding a photo needs a connection</Trans>
        </OfflineReason>
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={connection.isOffline}
          aria-label={t`Recipe photo`}
          onChange={(event) => {
            takeFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
    );
  }

  const busy = state.status === 'uploading' || state.status === 'processing';
  const percent = Math.round(state.progress * 100);
  return (
    <div className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-3">
      {state.previewUrl ? (
        <img src={state.previewUrl} alt="" className="size-20 shrink-0 rounded-xl object-cover" />
      ) : null}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="truncate text-sm font-medium text-stone-800">{state.file.name}</p>
        <div
          role="progressbar"
          aria-label={t`Upload progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-stone-100"
        >
          <div
            className={cn(
              'h-full transition-[width]',
              state.status === 'error' ? 'bg-red-500' : 'bg-brand-500',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p
          className={cn(
            'flex items-center gap-1.5 text-xs',
            state.error ? 'text-red-600' : 'text-stone-600',
          )}
          aria-live="polite"
        >
          {state.status === 'complete' ? (
            <CheckCircle2 className="size-3.5 text-sage-700" aria-hidden="true" />
          ) : null}
          {state.error ?? i18n._(STATUS_TEXT[state.status])}
          {state.status === 'uploading' ? ` ${percent}%` : null}
        </p>
        <div className="flex gap-2">
          {state.status === 'error' ? (
            <Button size="sm" variant="outline" onClick={retry}>
              <RotateCcw aria-hidden="true" />
              <Trans>Retry</Trans>
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={handleCancel}>
            <X aria-hidden="true" />
            {busy ? <Trans>Cancel</Trans> : <Trans>Remove</Trans>}
          </Button>
        </div>
      </div>
    </div>
  );
}
