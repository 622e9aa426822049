import type { QueryFunction } from '@tanstack/react-query';
import { serverMessageText } from './error-messages';
import { parseJson } from './json-off-thread';

/**
 * A failed `/api` call. Its message is `${status}: ${bodyText || statusText}` (SPEC §7), so code
 * that only looks at `error.message` sees what the spec describes; `status` and `body` save
 * callers from parsing it again.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
  }

  /** The JSON error body (`{message, code?, ...}`), or null when the body is not JSON. */
  get body(): Record<string, unknown> | null {
    return parseJsonObject(this.bodyText);
  }
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw new HttpError(response.status, bodyText, response.statusText);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The one fetch wrapper: sends cookies, JSON in and out, and throws `HttpError` on any non-ok
 * answer. `signal` cancels it (a query whose answer is no longer wanted).
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, url, data, options)).body;
}

/**
 * GET addresses read while no service worker controlled the page (a first visit): the worker
 * stores reads only once it is in control, so these are asked again through it then
 * (features/offline/register-app.ts).
 */
const readsBeforeWorker = new Set<string>();

/** The GET addresses read before a service worker took control, forgotten as they are handed over. */
export function takeReadsBeforeWorker(): string[] {
  const urls = [...readsBeforeWorker];
  readsBeforeWorker.clear();
  return urls;
}

const workerControls = () =>
  typeof navigator === 'undefined' ||
  !('serviceWorker' in navigator) ||
  navigator.serviceWorker.controller !== null;

/**
 * apiRequest for answers that carry part of their meaning in headers (a page's next cursor or
 * total count): the same call, answering the JSON body with the response's headers.
 */
export async function apiRequestWithHeaders<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(url, {
    method,
    signal,
    credentials: 'include',
    headers: data === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  if (method === 'GET' && !workerControls()) readsBeforeWorker.add(url);
  return { body: await readJson<T>(response), headers: response.headers };
}

/**
 * apiRequest for a read whose answer is large (the whole recipe list): the same call, its body
 * parsed off the main thread (json-off-thread.ts).
 */
export async function apiReadLarge<T>(url: string): Promise<T> {
  return parseJson<T>(await apiReadBytes(url));
}

/**
 * A GET's answer as bytes, not parsed: cookies and errors as apiRequest. The service worker
 * stores it as it does any read (what offline use needs), whatever the page makes of the bytes.
 */
export async function apiReadBytes(
  url: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ArrayBuffer> {
  const response = await fetch(url, { method: 'GET', credentials: 'include', signal });
  await throwIfNotOk(response);
  if (!workerControls()) readsBeforeWorker.add(url);
  return response.arrayBuffer();
}

/**
 * The fetch wrapper for raw bytes (a recipe's sync document): cookies and errors as apiRequest,
 * the body sent and read as application/octet-stream.
 */
export async function apiBytes(
  method: 'GET' | 'POST',
  url: string,
  body?: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/octet-stream' },
    body,
  });
  await throwIfNotOk(response);
  return new Uint8Array(await response.arrayBuffer());
}

/** Where a download stands: bytes so far, and the whole (null when the server does not say). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/**
 * GET a file (an export) as a Blob, with cookies and errors as apiRequest, telling `onProgress`
 * as its bytes arrive. Answers the Blob and the response's headers.
 */
export async function apiDownload(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const response = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(response);
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), headers: response.headers };
}

/** Where an upload stands: bytes sent so far, of the whole. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Sends a file as the body (POST a photo to read; PUT a file to its upload address), with
 * cookies and errors as apiRequest, telling `onProgress` as its bytes go out; once all are sent
 * the server is still working on them. XMLHttpRequest, because fetch reports no upload progress.
 * Answers the JSON body, if any. Aborting rejects with an AbortError.
 */
export function apiUpload<T = unknown>(
  url: string,
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  { signal, method = 'POST' }: { signal?: AbortSignal; method?: 'POST' | 'PUT' } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress({ sent: event.loaded, total });
    };
    xhr.upload.onload = () => onProgress({ sent: file.size, total: file.size });
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        return reject(new HttpError(xhr.status, xhr.responseText, xhr.statusText));
      }
      // A bucket answers a PUT with no body, or XML: only JSON is read.
      const isJson = xhr.getResponseHeader('content-type')?.includes('json') ?? false;
      try {
        resolve((isJson && xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error('Unreadable answer'));
      }
    };
    // The same error fetch gives for a network failure, so callers treat both alike.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress({ sent: 0, total: file.size });
    xhr.send(file);
  });
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Query function for GET calls whose query key starts with the URL. With `on401: 'returnNull'` a
 * 401 resolves to null instead of failing (the current-user call: 401 means signed out).
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', String(queryKey[0]), undefined, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof HttpError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * The message a user should read: the server's `message` in their language (error-messages.ts:
 * English keeps the server's own words, another language reads the code's translation), else
 * the given fallback.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return serverMessageText(error.body) ?? fallback;
  if (error instanceof Error) {
    // Errors built elsewhere keep the spec's "NNN: body" form; read the body after the status.
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return serverMessageText(parseJsonObject(match[1] ?? '')) ?? fallback;
  }
  return fallback;
}

/** Builds `path?a=1&b=2`, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
