// The steps of importing a file, one at a time: send it (with progress), read what it holds,
// let the user choose, import the chosen recipes, say how it went. Cancelling while it is sent
// or read goes back to the start.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportFilePreview, ImportFileResult } from '../../../contract/import-files';
import { errorMessageOf } from '../../lib/api';
import { UploadAbortedError } from '../objects/upload-client';
import { recipeKeys } from '../recipes/use-recipes';
import { importChosen, previewImportFile, sendImportFile, type SentFile } from './import-files-api';

export type FileImportState =
  | { step: 'choose'; error: string | null }
  | { step: 'sending'; fileName: string; fraction: number }
  | { step: 'reading'; fileName: string }
  | { step: 'preview'; sent: SentFile; preview: ImportFilePreview }
  | { step: 'importing'; sent: SentFile; preview: ImportFilePreview }
  | { step: 'done'; fileName: string; result: ImportFileResult };

const READ_FAILED = msg`The file could not be read. Please try again.`;

export function useFileImport() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [state, setState] = useState<FileImportState>({ step: 'choose', error: null });
  const running = useRef<AbortController | null>(null);

  const open = useCallback(
    async (file: File) => {
      const controller = new AbortController();
      running.current = controller;
      const still = () => running.current === controller && !controller.signal.aborted;
      setState({ step: 'sending', fileName: file.name, fraction: 0 });
      try {
        const sent = await sendImportFile(
          file,
          (fraction) => {
            if (still()) setState({ step: 'sending', fileName: file.name, fraction });
          },
          controller.signal,
        );
        if (!still()) return;
        setState({ step: 'reading', fileName: file.name });
        const preview = await previewImportFile(sent, controller.signal);
        if (still()) setState({ step: 'preview', sent, preview });
      } catch (error) {
        if (!still() || error instanceof UploadAbortedError) return;
        setState({ step: 'choose', error: errorMessageOf(error, i18n._(READ_FAILED)) });
      }
    },
    [i18n],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ step: 'choose', error: null });
  }, []);

  /** Imports `items`; answers the error message when it fails (the choice stays on screen). */
  const importItems = useCallback(
    async (items: number[]): Promise<unknown> => {
      if (state.step !== 'preview') return null;
      const { sent, preview } = state;
      setState({ step: 'importing', sent, preview });
      try {
        const result = await importChosen(sent, items);
        setState({ step: 'done', fileName: sent.fileName, result });
        void queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
        return null;
      } catch (error) {
        setState({ step: 'preview', sent, preview });
        return error;
      }
    },
    [queryClient, state],
  );

  const restart = useCallback(() => setState({ step: 'choose', error: null }), []);

  return { state, open, cancel, importItems, restart };
}
