import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { DamagedContent, openUpload, safeEntryPath, type ImportBounds } from './archive';
import { ImportRefused } from './types';

const bounds: ImportBounds = {
  maxEntries: 100,
  maxUnpackedBytes: 8 * 1_048_576,
  maxRatio: 100,
  maxNesting: 1,
  maxRecipes: 100,
};

type Entry = { name: string; data: Buffer | string; compress?: boolean };

function zip(entries: Entry[]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    archive.addBuffer(data, entry.name, { compress: entry.compress ?? true });
  }
  archive.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/** Renames an entry in place (local header and central directory): yazl refuses unsafe names. */
function renameInPlace(bytes: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length);
  const out = Buffer.from(bytes);
  let at = out.indexOf(from);
  expect(at).toBeGreaterThan(-1);
  while (at !== -1) {
    out.write(to, at, 'latin1');
    at = out.indexOf(from, at + 1);
  }
  return out;
}

async function refusal(promise: Promise<unknown>): Promise<ImportRefused> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImportRefused);
  return error as ImportRefused;
}

describe('openUpload', () => {
  it('answers a zip as its files, folders left out, paths kept', async () => {
    const bytes = await zip([
      { name: 'recipes/soup.json', data: '{"name":"Soup"}' },
      { name: 'photos/soup.webp', data: Buffer.from([1, 2, 3]), compress: false },
    ]);
    const { files } = await openUpload(bytes, 'export.zip', bounds);
    expect(files.map((file) => [file.path, file.bytes.toString('hex')])).toEqual([
      ['recipes/soup.json', Buffer.from('{"name":"Soup"}').toString('hex')],
      ['photos/soup.webp', '010203'],
    ]);
  });

  it('answers any other upload as one file named by its base name', async () => {
    const { files } = await openUpload(Buffer.from('[]'), 'C:\\Users\\me\\recipes.json', bounds);
    expect(files).toEqual([{ path: 'recipes.json', bytes: Buffer.from('[]') }]);
  });

  it('refuses an entry that climbs out of the archive', async () => {
    const bytes = renameInPlace(await zip([{ name: 'aa/evil.txt', data: 'x' }]), 'aa/', '../');
    const error = await refusal(openUpload(bytes, 'evil.zip', bounds));
    expect(error.code).toBe('import_unsafe_path');
    expect(error.message).toContain('../evil.txt');
  });

  it('refuses an absolute entry path', async () => {
    const bytes = renameInPlace(await zip([{ name: 'xetc/passwd', data: 'x' }]), 'xetc', '/etc');
    expect((await refusal(openUpload(bytes, 'evil.zip', bounds))).code).toBe('import_unsafe_path');
  });

  it('refuses more entries than the bound, counting every one', async () => {
    const entries = Array.from({ length: 6 }, (_, index) => ({
      name: `r${index}.json`,
      data: '{}',
    }));
    const error = await refusal(
      openUpload(await zip(entries), 'many.zip', { ...bounds, maxEntries: 5 }),
    );
    expect(error.code).toBe('import_too_many_files');
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      'This file holds more than 5 files, more than an import takes at once.',
    );
  });

  it('refuses an upload that unpacks past the bound in all, before reading the entry', async () => {
    const big = Buffer.alloc(600_000, 7);
    const entries = [1, 2].map((n) => ({ name: `p${n}.bin`, data: big, compress: false }));
    const error = await refusal(
      openUpload(await zip(entries), 'big.zip', { ...bounds, maxUnpackedBytes: 1_000_000 }),
    );
    expect(error.code).toBe('import_too_large');
    expect(error.status).toBe(413);
  });

  it('refuses an entry compressed far more than its content warrants (a zip bomb)', async () => {
    const bomb = await zip([{ name: 'zeros.json', data: Buffer.alloc(4 * 1_048_576) }]);
    expect(bomb.length).toBeLessThan(40_000);
    const error = await refusal(openUpload(bomb, 'bomb.zip', bounds));
    expect(error.code).toBe('import_suspicious_entry');
    expect(error.details).toEqual({ name: 'zeros.json' });
    expect(error.message).toContain('zeros.json');
  });

  it('refuses small entries that together unpack to far more than the whole file', async () => {
    // Each entry is under the per-entry ratio's floor; together they are a bomb all the same.
    const text = Buffer.from('{"@type":"Recipe","name":"a"},'.repeat(34_000));
    const entries = Array.from({ length: 16 }, (_, n) => ({ name: `r${n}.json`, data: text }));
    const bytes = await zip(entries);
    expect(bytes.length).toBeLessThan(100_000);
    expect(text.length * 16).toBeGreaterThan(bytes.length * bounds.maxRatio);
    const error = await refusal(
      openUpload(bytes, 'many.zip', { ...bounds, maxUnpackedBytes: 64 * 1_048_576 }),
    );
    expect(error.code).toBe('import_suspicious_compression');
    // The same text in as many entries as the whole file's ratio allows is read.
    const fewer = await zip(entries.slice(0, 1));
    await expect(openUpload(fewer, 'one.zip', bounds)).resolves.toMatchObject({
      files: [{ path: 'r0.json' }],
    });
  });

  it('reads small entries whatever their ratio', async () => {
    const small = await zip([{ name: 'a.json', data: Buffer.alloc(100_000, 32) }]);
    const { files } = await openUpload(small, 'small.zip', bounds);
    expect(files[0]!.bytes.length).toBe(100_000);
  });

  it('opens an archive inside the upload, and refuses one nested deeper', async () => {
    const deepest = await zip([{ name: 'recipe.json', data: '{}' }]);
    const inner = await zip([
      { name: 'recipe.json', data: '{}' },
      { name: 'deeper.zip', data: deepest, compress: false },
    ]);
    const outer = await zip([{ name: 'one.zip', data: inner, compress: false }]);
    const { files, open } = await openUpload(outer, 'nested.zip', bounds);
    const innerFiles = await open.unzip(files[0]!.bytes, files[0]!.path);
    expect(innerFiles.map((file) => file.path)).toEqual(['recipe.json', 'deeper.zip']);
    const error = await refusal(open.unzip(innerFiles[1]!.bytes, 'deeper.zip'));
    expect(error.code).toBe('import_nested_archive');
  });

  it('counts nested entries and bytes against the same budget', async () => {
    const inner = await zip([1, 2, 3].map((n) => ({ name: `r${n}.json`, data: '{}' })));
    const outer = await zip([
      { name: 'a.zip', data: inner, compress: false },
      { name: 'b.json', data: '{}' },
    ]);
    const { files, open } = await openUpload(outer, 'nested.zip', { ...bounds, maxEntries: 4 });
    const error = await refusal(open.unzip(files[0]!.bytes, 'a.zip'));
    expect(error.code).toBe('import_too_many_files');
  });

  it('gunzips a member within the bounds, and refuses a gzip bomb', async () => {
    const { open } = await openUpload(Buffer.from('x'), 'x.txt', bounds);
    expect(open.gunzip(zlib.gzipSync('{"name":"Soup"}')).toString()).toBe('{"name":"Soup"}');
    const bomb = zlib.gzipSync(Buffer.alloc(8 * 1_048_576));
    expect(() => open.gunzip(bomb)).toThrow(ImportRefused);
    // The refusal names the member, where the reader says which one it is.
    expect(() => open.gunzip(bomb, 'Pie.paprikarecipe')).toThrow(/“Pie\.paprikarecipe”/);
    // Damage inside the upload is one recipe's problem (a plain error), not a refusal.
    expect(() => open.gunzip(Buffer.from('not gzip'))).toThrow(DamagedContent);
  });

  it('answers a damaged archive inside the upload as damage, not a refusal', async () => {
    const { open } = await openUpload(Buffer.from('x'), 'x.txt', bounds);
    const inner = await zip([{ name: 'recipe.json', data: '{}' }]);
    const error = await open.unzip(inner.subarray(0, inner.length - 10), 'one.zip').then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DamagedContent);
    expect((error as Error).message).toBe(
      '“one.zip” could not be opened: it is damaged, encrypted or not a zip file.',
    );
  });

  it('refuses a damaged zip in plain words', async () => {
    const bytes = await zip([{ name: 'a.json', data: '{}' }]);
    const error = await refusal(
      openUpload(bytes.subarray(0, bytes.length - 10), 'cut.zip', bounds),
    );
    expect(error.code).toBe('import_unreadable');
    expect(error.message).toBe(
      '“cut.zip” could not be opened: it is damaged, encrypted or not a zip file.',
    );
  });
});

describe('safeEntryPath', () => {
  it.each([
    ['recipes/soup.json', 'recipes/soup.json'],
    ['./recipes//soup.json', 'recipes/soup.json'],
    ['recipes\\soup.json', 'recipes/soup.json'],
    ['../soup.json', null],
    ['recipes/../../soup.json', null],
    ['/etc/passwd', null],
    ['C:/Windows/x', null],
  ])('%s → %s', (name, expected) => {
    expect(safeEntryPath(name)).toBe(expected);
  });
});
