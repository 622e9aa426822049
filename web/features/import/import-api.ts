import { useMutation } from '@tanstack/react-query';
import type { ImportImageInput, ImportPasteInput, ImportPreview } from '../../../contract';
import type { ProcessImageAnswer } from '../../../contract/objects';
import { IMPORT_PHOTO_PATH } from '../../../contract/import-photo-values';
import { apiRequest, apiUpload, type UploadProgress } from '../../lib/api';

/** Pasted content that starts like markup is a page's HTML; anything else is plain text. */
export function pastedPageOf(content: string, sourceUrl = ''): ImportPasteInput {
  const trimmed = content.trim();
  const isHtml =
    /^(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(trimmed) ||
    /<\/(?:p|div|li|h[1-6]|script|span)>/i.test(trimmed);
  const source = sourceUrl.trim();
  return {
    ...(isHtml ? { html: trimmed } : { text: trimmed }),
    ...(source ? { sourceUrl: source } : {}),
  };
}

export const importFromPaste = (page: ImportPasteInput) =>
  apiRequest<ImportPreview>('POST', '/api/recipes/import/paste', page);

export function usePasteImport() {
  return useMutation({ mutationFn: importFromPaste });
}

export interface PhotoRead {
  photo: File;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Sends a photo or scan of a recipe; the server reads its text and answers a preview. */
export const importFromPhoto = ({ photo, onProgress, signal }: PhotoRead) =>
  apiUpload<ImportPreview>(IMPORT_PHOTO_PATH, photo, onProgress, { signal });

export function usePhotoImport() {
  return useMutation({ mutationFn: importFromPhoto });
}

/** Copies a preview's remote picture into Potluck's store; answers its object path. */
export async function copyImportedImage(url: string): Promise<string> {
  const answer = await apiRequest<ProcessImageAnswer>('POST', '/api/recipes/import/image', {
    url,
  } satisfies ImportImageInput);
  return answer.objectPath;
}

/** A picture on another site (the only kind worth copying). */
export const isRemoteImage = (url: string | null | undefined): url is string =>
  !!url && /^https?:\/\//i.test(url);

/**
 * A page's HTML without what the importer never reads (scripts other than JSON-LD, styles,
 * inline SVG, frames), so a large page fits the paste limit. Parsing in an inert document runs
 * nothing and loads nothing.
 */
export function slimPageHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll(
    'script:not([type*="ld+json" i]), style, svg, noscript, iframe, template, video, audio, canvas',
  )) {
    element.remove();
  }
  return `<!doctype html>${document.documentElement.outerHTML}`;
}
