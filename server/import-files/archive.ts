// Opening an upload, which is untrusted input. A zip's entries are read into memory under one
// budget shared by everything the upload unpacks to (nested zips and gzip members included):
// how many entries, how many bytes in all, how well any one entry may compress (a zip bomb
// compresses thousands to one), and how deep archives may nest. Paths are checked before any
// byte is read: nothing absolute, no '..', no drive letters. Nothing is written to disk, so a
// symbolic link inside an archive is only ever its text. Whatever passes a bound refuses the
// whole upload with a plain sentence (ImportRefused), before anything is imported.
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { ImportRefused, type ImportFile, type ImportOpeners } from './types';

export interface ImportBounds {
  /** Entries in all the upload's archives together. */
  maxEntries: number;
  /** Bytes everything unpacks to, together. */
  maxUnpackedBytes: number;
  /** How many times its compressed size one entry may unpack to (when above RATIO_FLOOR_BYTES). */
  maxRatio: number;
  /** Archives inside the upload's archive: 1 lets a zip hold zips, and those hold none. */
  maxNesting: number;
  /** Recipes the upload may hold. */
  maxRecipes: number;
}

/** Below this an entry's ratio is not judged: small text compresses well and harms no one. */
export const RATIO_FLOOR_BYTES = 1_048_576;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

export function isZip(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4);
  return head.equals(ZIP_MAGIC) || head.equals(EMPTY_ZIP_MAGIC);
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

const refusals = {
  entries: (max: number) =>
    new ImportRefused(
      `This file holds more than ${max} files, more than an import takes at once.`,
      'import_too_many_files',
      413,
      { max },
    ),
  unpacked: (max: number) =>
    new ImportRefused(
      `This file unpacks to more than ${megabytes(max)}, more than an import takes at once.`,
      'import_too_large',
      413,
      { size: megabytes(max) },
    ),
  ratio: (name: string) =>
    new ImportRefused(
      `“${name}” inside this file is compressed far more than any export is, so it is not opened.`,
      'import_suspicious_entry',
      400,
      { name },
    ),
  wholeRatio: () =>
    new ImportRefused(
      'This file unpacks to far more than any export of its size does, so it is not opened.',
      'import_suspicious_compression',
    ),
  path: (name: string) =>
    new ImportRefused(
      `This file names a place outside itself (“${name}”), so it is not opened.`,
      'import_unsafe_path',
      400,
      { name },
    ),
  nesting: (name: string) =>
    new ImportRefused(
      `“${name}” is an archive inside an archive inside this file, deeper than any export goes.`,
      'import_nested_archive',
      400,
      { name },
    ),
  unreadable: (name: string) =>
    new ImportRefused(
      `“${name}” could not be opened: it is damaged, encrypted or not a zip file.`,
      'import_unreadable',
      400,
      { name },
    ),
};

/**
 * Nested content (a gzip member, an archive inside the upload) that is damaged: a plain error, so
 * the format reports that one recipe and reads on. Only a bound passed refuses the whole upload.
 */
export class DamagedContent extends Error {}

const damaged = (name: string) =>
  new DamagedContent(`“${name}” could not be opened: it is damaged, encrypted or not a zip file.`);

/** A path inside an archive that stays inside it, with '/' separators; null when it would not. */
export function safeEntryPath(name: string): string | null {
  const path = name.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[a-zA-Z]:/.test(path) || path.includes('\0')) return null;
  const parts = path.split('/');
  if (parts.some((part) => part === '..')) return null;
  return parts.filter((part) => part !== '' && part !== '.').join('/');
}

/** What the upload has unpacked so far, against its bounds. */
class Budget {
  private entries = 0;
  private bytes = 0;
  /** How deep in archives each unpacked file lies (the upload's own files: 0). */
  private readonly depths = new WeakMap<Buffer, number>();
  private deepest = 0;

  /**
   * Bytes everything may unpack to, judged against the upload's own size: many entries each just
   * under the ratio's floor would otherwise pass it together (a few KB making many MB).
   */
  private readonly byWholeRatio: number;

  constructor(
    readonly bounds: ImportBounds,
    uploadBytes: number,
  ) {
    this.byWholeRatio = Math.max(RATIO_FLOOR_BYTES, uploadBytes * bounds.maxRatio);
  }

  countEntry(): void {
    this.entries += 1;
    if (this.entries > this.bounds.maxEntries) throw refusals.entries(this.bounds.maxEntries);
  }

  /** How many more bytes an entry of `compressedSize` may unpack to. */
  roomFor(compressedSize: number): { bytes: number; byRatio: boolean } {
    const left = this.bounds.maxUnpackedBytes - this.bytes;
    const ratioRoom = Math.max(compressedSize * this.bounds.maxRatio, RATIO_FLOOR_BYTES);
    return ratioRoom < left ? { bytes: ratioRoom, byRatio: true } : { bytes: left, byRatio: false };
  }

  /** Records that `file` came out of an archive `depth` levels down. */
  placed(file: Buffer, depth: number): void {
    this.depths.set(file, depth);
    this.deepest = Math.max(this.deepest, depth);
  }

  /** How deep `file` lies; bytes not handed out here count as the deepest yet seen. */
  depthOf(file: Buffer): number {
    return this.depths.get(file) ?? this.deepest;
  }

  spend(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.bounds.maxUnpackedBytes) {
      throw refusals.unpacked(this.bounds.maxUnpackedBytes);
    }
    if (this.bytes > this.byWholeRatio) throw refusals.wholeRatio();
  }
}

function gunzipWithin(budget: Budget, bytes: Buffer, name: string): Buffer {
  const room = budget.roomFor(bytes.length);
  let out: Buffer;
  try {
    out = zlib.gunzipSync(bytes, { maxOutputLength: room.bytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw room.byRatio ? refusals.ratio(name) : refusals.unpacked(budget.bounds.maxUnpackedBytes);
    }
    throw new DamagedContent(`“${name}” could not be opened: it is damaged or not gzip data.`);
  }
  budget.spend(out.length);
  return out;
}

function openZip(bytes: Buffer, name: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // strictFileNames off: a '\' separator is read as '/', then judged by safeEntryPath.
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: true, strictFileNames: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(zipError(error, name)) : resolve(zip)),
    );
  });
}

/** yauzl refuses unsafe names itself while reading the directory; say so in the same words. */
function zipError(error: Error, name: string): ImportRefused {
  const unsafe =
    /^(absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(
      error.message,
    );
  return unsafe ? refusals.path(unsafe[2]!) : refusals.unreadable(name);
}

function readEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: Budget,
  path: string,
): Promise<Buffer> {
  if (entry.uncompressedSize > budget.roomFor(entry.compressedSize).bytes) {
    const room = budget.roomFor(entry.compressedSize);
    return Promise.reject(
      room.byRatio ? refusals.ratio(path) : refusals.unpacked(budget.bounds.maxUnpackedBytes),
    );
  }
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(refusals.unreadable(path));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // The declared size is checked by yauzl as the bytes arrive; this holds even if it lies.
        if (size > entry.uncompressedSize) {
          stream.destroy();
          reject(refusals.unreadable(path));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', () => reject(refusals.unreadable(path)));
      stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    });
  });
}

async function unzipWithin(
  budget: Budget,
  bytes: Buffer,
  name: string,
  depth: number,
): Promise<ImportFile[]> {
  if (depth > budget.bounds.maxNesting) throw refusals.nesting(name);
  try {
    return await readZip(budget, bytes, name, depth);
  } catch (error) {
    // The upload itself unreadable refuses it; an archive inside it is one recipe's problem.
    const isDamage = error instanceof ImportRefused && error.code === 'import_unreadable';
    throw depth > 0 && isDamage ? damaged(name) : error;
  }
}

async function readZip(
  budget: Budget,
  bytes: Buffer,
  name: string,
  depth: number,
): Promise<ImportFile[]> {
  const zip = await openZip(bytes, name);
  const files: ImportFile[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(zipError(error, name)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          budget.countEntry();
          const path = safeEntryPath(entry.fileName);
          if (path === null) throw refusals.path(entry.fileName);
          if (!entry.fileName.endsWith('/') && path !== '') {
            const content = await readEntry(zip, entry, budget, path);
            budget.spend(content.length);
            budget.placed(content, depth + 1);
            files.push({ path, bytes: content });
          }
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return files;
}

/** The contents of an upload: a zip's files, or the upload itself as one file. */
export interface OpenedUpload {
  files: ImportFile[];
  open: ImportOpeners;
}

/**
 * Opens `bytes` (the upload called `fileName`) within `bounds`: a zip becomes its files, anything
 * else is the one file it is. The openers it answers unpack nested content under the same budget.
 */
export async function openUpload(
  bytes: Buffer,
  fileName: string,
  bounds: ImportBounds,
): Promise<OpenedUpload> {
  const budget = new Budget(bounds, bytes.length);
  const open: ImportOpeners = {
    gunzip: (member, name) => gunzipWithin(budget, member, name ?? fileName),
    unzip: (inner, name) => unzipWithin(budget, inner, name, Math.max(1, budget.depthOf(inner))),
    maxRecipes: bounds.maxRecipes,
  };
  const baseName = safeEntryPath(fileName.split(/[\\/]/).pop() ?? '') || 'upload';
  budget.placed(bytes, 0);
  const files = isZip(bytes)
    ? await unzipWithin(budget, bytes, baseName, 0)
    : [{ path: baseName, bytes }];
  return { files, open };
}
