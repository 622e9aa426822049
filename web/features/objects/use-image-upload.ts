import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError } from '../../lib/error-toast';
import { isUnauthorizedError } from '../../lib/logged-out';
import { toast } from '../../lib/toast';
import {
  processUploadedImage,
  putFile,
  requestUploadUrl,
  UploadAbortedError,
} from './upload-client';
import { validateImageFile } from './upload-rules';

export type UploadStatus = 'idle' | 'uploading' | 'processing' | 'complete' | 'error';

export interface UploadState {
  status: UploadStatus;
  file: File | null;
  previewUrl: string | null;
  progress: number;
  error: string | null;
}

const IDLE: UploadState = {
  status: 'idle',
  file: null,
  previewUrl: null,
  progress: 0,
  error: null,
};

/** One image upload: pick → PUT to the signed address → process → objectPath (SPEC §7 Images). */
export function useImageUpload(onUploaded: (objectPath: string) => void, recipeId?: string) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<UploadState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  const previewRef = useRef<string | null>(null);

  const setPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
  };

  useEffect(
    () => () => {
      abort.current?.abort();
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const upload = useCallback(
    async (file: File) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const update = (patch: Partial<UploadState>) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, ...patch }));
      };
      update({ status: 'uploading', progress: 0, error: null });

      let uploadURL: string;
      try {
        ({ uploadURL } = await requestUploadUrl());
      } catch (error) {
        if (controller.signal.aborted || isUnauthorizedError(error)) return;
        toastError({ title: t`Error`, description: t`Failed to get upload URL` });
        update({ status: 'error', error: t`Failed to get upload URL` });
        return;
      }
      try {
        await putFile(uploadURL, file, (progress) => update({ progress }), controller.signal);
      } catch (error) {
        if (error instanceof UploadAbortedError || controller.signal.aborted) return;
        const name = file.name;
        update({ status: 'error', error: t`Failed to upload ${name}` });
        return;
      }
      update({ status: 'processing', progress: 1 });
      try {
        const { objectPath } = await processUploadedImage(uploadURL, recipeId);
        if (controller.signal.aborted) return;
        update({ status: 'complete' });
        onUploaded(objectPath);
      } catch (error) {
        if (controller.signal.aborted || isUnauthorizedError(error)) return;
        toastError({ title: t`Error`, description: t`Failed to process uploaded image` });
        update({ status: 'error', error: t`Failed to process uploaded image` });
      }
    },
    [onUploaded, recipeId, t],
  );

  /** Checks the restrictions and starts the upload. */
  const selectFile = useCallback(
    (file: File) => {
      const problem = validateImageFile(file, i18n);
      if (problem) {
        toast({ title: t`Upload failed`, description: problem, variant: 'destructive' });
        return;
      }
      const previewUrl = URL.createObjectURL(file);
      setPreview(previewUrl);
      setState({ status: 'idle', file, previewUrl, progress: 0, error: null });
      void upload(file);
    },
    [upload, i18n, t],
  );

  const retry = useCallback(() => {
    if (state.file) void upload(state.file);
  }, [state.file, upload]);

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setPreview(null);
    setState(IDLE);
  }, []);

  return { state, selectFile, retry, cancel };
}
