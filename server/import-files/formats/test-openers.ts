// Tests only: openers without bounds, zips made in memory, and the fixtures as files of an
// upload. The real, bounded openers are archive.ts's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import yazl from 'yazl';
import type { ImportFile, ImportOpeners } from '../types';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');

/** Every file of a zip, directories left out. */
function unzipAll(bytes: Buffer): Promise<ImportFile[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      const files: ImportFile[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.push({ path: entry.fileName, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export const testOpeners: ImportOpeners = {
  gunzip: (bytes) => zlib.gunzipSync(bytes),
  unzip: (bytes) => unzipAll(bytes),
  maxRecipes: Number.MAX_SAFE_INTEGER,
};

type Entries = Record<string, Buffer | string>;

/** A zip of these entries (path → content), in this order. */
export function zipOf(entries: Entries): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The files an upload of a zip of these entries opens to, through real zip bytes. */
export async function uploadOf(entries: Entries): Promise<ImportFile[]> {
  return unzipAll(await zipOf(entries));
}

/** A fixture folder's files as entries (path inside the folder → bytes), in name order. */
export function fixtureEntries(folder: string): Entries {
  const root = path.join(FIXTURES, folder);
  const entries: Entries = {};
  const visit = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative)).sort()) {
      const child = relative ? `${relative}/${name}` : name;
      if (statSync(path.join(root, child)).isDirectory()) visit(child);
      else entries[child] = readFileSync(path.join(root, child));
    }
  };
  visit('');
  return entries;
}

/** One fixture file's JSON. */
export function fixtureJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as Record<string, unknown>;
}
