import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Camera, ImageUp, ScanText } from 'lucide-react';
import { UPLOAD_IMAGE_TYPES } from '../../../contract/image-values';
import { DEFAULT_IMPORT_PHOTO_MAX_BYTES } from '../../../contract/import-photo-values';
import { Button } from '../../components/ui/button';
import { ProgressBar } from '../../components/ui/progress-bar';
import { errorMessageOf, type UploadProgress } from '../../lib/api';
import { formatBytes } from '../objects/upload-rules';
import { OfflineReason, type ConnectionGuard } from '../offline/connection-guard';

/** Reads `photo` into the preview; rejects with the server's error. */
export type ReadPhoto = (
  photo: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
) => Promise<void>;

type Phase =
  | { name: 'idle' }
  | { name: 'sending'; percent: number }
  | { name: 'reading' }
  | { name: 'done' }
  | { name: 'failed'; message: string };

const isCancelled = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/** A file the server would refuse anyway, said before it is sent (in `i18n`'s language). Null when fine. */
function refusalOf(photo: File, i18n: I18n): string | null {
  if (photo.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(photo.type)) {
    return i18n._(msg`Choose a JPG, PNG or WebP photo.`);
  }
  if (photo.size > DEFAULT_IMPORT_PHOTO_MAX_BYTES) {
    const limit = formatBytes(DEFAULT_IMPORT_PHOTO_MAX_BYTES);
    return i18n._(msg`This photo is larger than ${limit}.`);
  }
  return null;
}

/**
 * "From a photo": a cookbook page or a handwritten card, taken with the camera (on phones) or
 * chosen from the files. Reading starts as soon as a photo is chosen: first the bytes go up
 * (measured), then the server reads the text (as long as it takes, so no percentage).
 */
export function ImportPhotoForm({
  onRead,
  disabled,
  connection,
}: {
  onRead: ReadPhoto;
  /** Another import is running. */
  disabled: boolean;
  connection: ConnectionGuard;
}) {
  const { t, i18n } = useLingui();
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const reading = useRef<AbortController | null>(null);
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const isBusy = phase.name === 'sending' || phase.name === 'reading';

  // The chosen photo's preview address is freed when another is chosen or the form goes.
  useEffect(() => (photo ? () => URL.revokeObjectURL(photo.url) : undefined), [photo]);
  useEffect(() => () => reading.current?.abort(), []);

  async function handleChosen(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    reading.current?.abort();
    setPhoto({ file, url: URL.createObjectURL(file) });
    const refusal = refusalOf(file, i18n);
    if (refusal) return setPhase({ name: 'failed', message: refusal });
    const controller = new AbortController();
    reading.current = controller;
    setPhase({ name: 'sending', percent: 0 });
    try {
      await onRead(
        file,
        ({ sent, total }) =>
          setPhase(
            sent >= total
              ? { name: 'reading' }
              : { name: 'sending', percent: Math.round((sent / total) * 100) },
          ),
        controller.signal,
      );
      setPhase({ name: 'done' });
    } catch (error) {
      if (isCancelled(error)) return;
      setPhase({
        name: 'failed',
        message: errorMessageOf(error, t`The photo could not be read. Please try again.`),
      });
    } finally {
      if (reading.current === controller) reading.current = null;
    }
  }

  function handleCancel() {
    reading.current?.abort();
    setPhase({ name: 'idle' });
    setPhoto(null);
  }

  const inputProps = {
    type: 'file',
    accept: UPLOAD_IMAGE_TYPES.join(','),
    className: 'hidden',
    tabIndex: -1,
    'aria-hidden': true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      void handleChosen(event.target.files);
      event.target.value = '';
    },
  } as const;
  const cannotChoose = disabled || isBusy || connection.isOffline;

  return (
    <section
      aria-labelledby="import-photo-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-stone-50/60 p-4"
    >
      <div className="flex items-start gap-3">
        <ScanText className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id="import-photo-title" className="text-sm font-medium text-stone-800">
            <Trans>From a photo</Trans>
          </h3>
          <p id="import-photo-hint" className="text-sm text-stone-600">
            <Trans>
              A cookbook page, a printout or a handwritten card: upright, in focus and well lit.
            </Trans>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* The camera is offered where there is one to hand: phones and tablets. */}
        <Button
          variant="outline"
          className="hidden pointer-coarse:inline-flex"
          onClick={() => camera.current?.click()}
          disabled={cannotChoose}
          aria-describedby="import-photo-hint"
          {...connection.reasonProps}
        >
          <Camera aria-hidden="true" />
          <Trans>Take a Photo</Trans>
        </Button>
        <Button
          variant="outline"
          onClick={() => chooser.current?.click()}
          disabled={cannotChoose}
          aria-describedby="import-photo-hint"
          {...connection.reasonProps}
        >
          <ImageUp aria-hidden="true" />
          {photo ? <Trans>Choose Another Photo</Trans> : <Trans>Choose a Photo</Trans>}
        </Button>
        <input ref={chooser} {...inputProps} />
        <input ref={camera} {...inputProps} capture="environment" />
      </div>
      <OfflineReason guard={connection} visible>
        {t`Reading a photo needs a connection.`}
      </OfflineReason>
      {photo ? (
        <div className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3">
          <img
            src={photo.url}
            alt={t`The page chosen for reading`}
            className="size-20 shrink-0 rounded-lg bg-stone-100 object-cover sm:size-24"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="truncate text-sm font-medium text-stone-800">{photo.file.name}</p>
            <PhotoProgress phase={phase} />
            {isBusy ? (
              <Button variant="ghost" size="sm" onClick={handleCancel}>
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

const STATUS_TEXT: Record<Phase['name'], MessageDescriptor | null> = {
  idle: null,
  sending: msg`Sending the photo…`,
  reading: msg`Reading the text… this takes a few seconds.`,
  done: msg`Read. Check what was found.`,
  failed: null,
};

/** The bar and the words for where reading stands; one live region, so each change is heard. */
function PhotoProgress({ phase }: { phase: Phase }) {
  const { t, i18n } = useLingui();
  const status = STATUS_TEXT[phase.name];
  return (
    <>
      {phase.name === 'sending' ? (
        <ProgressBar label={t`Sending the photo`} percent={phase.percent} />
      ) : phase.name === 'reading' ? (
        <ProgressBar label={t`Reading the text`} percent={null} />
      ) : null}
      <p className="text-xs text-stone-600" role="status">
        {status ? i18n._(status) : null}
        {phase.name === 'sending' ? ` ${phase.percent}%` : null}
      </p>
      {phase.name === 'failed' ? (
        <p className="text-sm text-red-700" role="alert">
          {phase.message}
        </p>
      ) : null}
    </>
  );
}
