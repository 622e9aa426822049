// The upload's files as the formats look for them: by name, by folder, as JSON, and the photos
// a recipe names. Photos are only ever read from inside the upload (or a data: URI in it):
// an address on the web is never fetched while importing a file.
import type { ImportFile } from '../types';

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The folder a path is in, with its trailing '/' ('' at the top). */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

export const hasExtension = (path: string, ...extensions: string[]) =>
  extensions.some((extension) => path.toLowerCase().endsWith(`.${extension}`));

/** Folders some archivers add (macOS's resource forks) hold no one's recipes. */
const isArchiverNoise = (path: string) =>
  path.startsWith('__MACOSX/') || baseName(path).startsWith('._');

/** The upload's files worth reading, in the order the upload lists them. */
export const contentFiles = (files: readonly ImportFile[]) =>
  files.filter((file) => !isArchiverNoise(file.path));

type JsonReading = { value: unknown; error?: undefined } | { error: string };

// Formats are asked in turn whether an upload is theirs, then one reads it: a file is parsed once.
const parsed = new WeakMap<Buffer, JsonReading>();

/** The file's JSON (UTF-8, a byte-order mark allowed), or why it is not JSON. */
export function readJson(file: ImportFile): JsonReading {
  let reading = parsed.get(file.bytes);
  if (!reading) {
    try {
      reading = { value: JSON.parse(file.bytes.toString('utf8').replace(/^\uFEFF/, '')) };
    } catch {
      reading = { error: 'This file is not valid JSON, so its recipe could not be read.' };
    }
    parsed.set(file.bytes, reading);
  }
  return reading;
}

/** The file's JSON, or undefined when it is not JSON. */
export const jsonValue = (file: ImportFile): unknown => {
  const json = readJson(file);
  return json.error === undefined ? json.value : undefined;
};

/** The bytes a data: URI holds when it is base64 ("data:image/png;base64,…"); otherwise null. */
function decodeDataUri(uri: string): Buffer | null {
  const match = /^data:[^,;]*(?:;[^,;]*)*;base64,(.*)$/is.exec(uri.trim());
  if (!match) return null;
  const bytes = Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
  return bytes.length > 0 ? bytes : null;
}

/** The file at `path` ('/'-separated; './' and a leading '/' allowed), or undefined. */
export function fileAt(files: readonly ImportFile[], path: string): ImportFile | undefined {
  const wanted = path
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
  return files.find((file) => file.path === wanted);
}

/** A relative reference as a path: "my%20photo.jpg" names "my photo.jpg". */
function decodedPath(reference: string): string {
  try {
    return decodeURI(reference);
  } catch {
    return reference;
  }
}

/**
 * The photo an `image` reference names, seen from the file `from`: a data: URI's bytes, or a
 * file of the upload at that path (from the top, or beside `from`). Addresses on the web are
 * not read, so they give null.
 */
export function photoReferenced(
  files: readonly ImportFile[],
  from: string,
  reference: string,
): Buffer | null {
  const trimmed = reference.trim();
  if (/^data:/i.test(trimmed)) return decodeDataUri(trimmed);
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  for (const path of new Set([trimmed, decodedPath(trimmed)])) {
    const file = fileAt(files, path) ?? fileAt(files, folderOf(from) + path);
    if (file) return file.bytes;
  }
  return null;
}
