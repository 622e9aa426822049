import type { ProcessImageAnswer, UploadParams } from '../../../contract/objects';
import { HttpError, apiRequest } from '../../lib/api';

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
 * PUTs the raw bytes to the signed address with XMLHttpRequest, which (unlike fetch) reports
 * upload progress. `onProgress` gets 0..1. Aborting the signal cancels the request. A refusal
 * rejects with the server's answer (an HttpError), a lost connection with a plain Error.
 */
export function putFile(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new HttpError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error(`Failed to upload ${file.name}`));
    xhr.onabort = () => reject(new UploadAbortedError());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
