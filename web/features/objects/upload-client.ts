import type { ProcessImageAnswer, UploadParams } from '../../../contract/objects';
import { apiRequest, apiUpload } from '../../lib/api';

/** POST /api/objects/upload → the signed address the bytes go to. */
export function requestUploadUrl(): Promise<UploadParams> {
  return apiRequest<UploadParams>('POST', '/api/objects/upload');
}

/** PUT /api/recipe-images: checks and re-encodes the upload; answers the recipe's imageUrl. */
export function processUploadedImage(uploadURL: string, recipeId?: string) {
  return apiRequest<ProcessImageAnswer>('PUT', '/api/recipe-images', {
    imageURL: uploadURL,
    ...(recipeId ? { recipeId } : {}),
  });
}

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
}

/**
 * PUTs the raw bytes to the signed address, `onProgress` getting 0..1. Aborting the signal
 * cancels it (an UploadAbortedError); a refusal rejects with the server's answer (an HttpError).
 */
export async function putFile(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    await apiUpload(url, file, ({ sent, total }) => onProgress(total > 0 ? sent / total : 0), {
      method: 'PUT',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError')
      throw new UploadAbortedError();
    throw error;
  }
}
