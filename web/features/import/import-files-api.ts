// The calls behind importing a file: an upload address, the file sent to it with progress, the
// preview of what it holds, and the import of the chosen recipes.
import type {
  ImportFilePreview,
  ImportFileResult,
  ImportFileUpload,
} from '../../../contract/import-files';
import { apiRequest } from '../../lib/api';
import { putFile } from '../objects/upload-client';

export interface SentFile {
  uploadURL: string;
  fileName: string;
}

/** Sends `file` to an upload address of its own, telling `onProgress` 0..1 as it goes. */
export async function sendImportFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<SentFile> {
  const { uploadURL } = await apiRequest<ImportFileUpload>(
    'POST',
    '/api/recipes/import/files/upload',
  );
  await putFile(uploadURL, file, onProgress, signal);
  return { uploadURL, fileName: file.name };
}

/** What the sent file holds. */
export function previewImportFile(sent: SentFile, signal?: AbortSignal) {
  return apiRequest<ImportFilePreview>('POST', '/api/recipes/import/files/preview', sent, {
    signal,
  });
}

/** Imports the recipes at `items` (their places in the file). */
export function importChosen(sent: SentFile, items: number[]) {
  return apiRequest<ImportFileResult>('POST', '/api/recipes/import/files', { ...sent, items });
}
