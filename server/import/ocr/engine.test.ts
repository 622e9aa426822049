import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as TesseractModule from 'tesseract.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OcrBusyError,
  OcrClosedError,
  OcrTimeoutError,
  createOcrEngine,
  type OcrEngine,
  type OcrEngineOptions,
} from './engine';
import { findLanguageData } from './languages';
import { renderTextImage } from './testing';

type Tesseract = typeof TesseractModule;

/** A stand-in for tesseract.js whose recognisers answer when the test says so. */
function fakeTesseract() {
  const started: Array<{ options: unknown; terminated: boolean }> = [];
  const pending: Array<{ image: Buffer; answer: (text: string) => void }> = [];
  const module = {
    OEM: { LSTM_ONLY: 1 },
    createWorker: vi.fn(async (_langs: string, _oem: number, options: unknown) => {
      const entry = { options, terminated: false };
      started.push(entry);
      return {
        setParameters: async () => ({}),
        recognize: (image: Buffer) =>
          new Promise((resolve) =>
            pending.push({ image, answer: (text) => resolve({ data: { text } }) }),
          ),
        terminate: async () => {
          entry.terminated = true;
        },
      };
    }),
  };
  const load = vi.fn(async () => module as unknown as Tesseract);
  return { load, started, pending, createWorker: module.createWorker };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

const english = findLanguageData('eng');
const options = (overrides: Partial<OcrEngineOptions> = {}): OcrEngineOptions => ({
  languages: english,
  concurrency: 1,
  queueLength: 2,
  timeoutMs: 5000,
  idleMs: 60_000,
  ...overrides,
});

let engine: OcrEngine | null = null;
afterEach(async () => {
  await engine?.close();
  engine = null;
});

describe('createOcrEngine', () => {
  it('loads tesseract on the first photo only, and reuses one recogniser', async () => {
    const fake = fakeTesseract();
    engine = createOcrEngine(options(), fake.load);
    expect(fake.load).not.toHaveBeenCalled();
    const first = engine.read(Buffer.from('a'));
    await settle();
    fake.pending.shift()!.answer('one');
    expect(await first).toBe('one');
    const second = engine.read(Buffer.from('b'));
    await settle();
    fake.pending.shift()!.answer('two');
    expect(await second).toBe('two');
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.started).toHaveLength(1);
  });

  it('reads one photo at a time at concurrency 1, queues the next, refuses past the queue', async () => {
    const fake = fakeTesseract();
    engine = createOcrEngine(options({ queueLength: 1 }), fake.load);
    const first = engine.read(Buffer.from('1'));
    const second = engine.read(Buffer.from('2'));
    await expect(engine.read(Buffer.from('3'))).rejects.toBeInstanceOf(OcrBusyError);
    await settle();
    expect(fake.pending.map((job) => String(job.image))).toEqual(['1']);
    fake.pending.shift()!.answer('one');
    await settle();
    expect(fake.pending.map((job) => String(job.image))).toEqual(['2']);
    fake.pending.shift()!.answer('two');
    expect([await first, await second]).toEqual(['one', 'two']);
    expect(fake.started).toHaveLength(1);
  });

  it('runs up to IMPORT_PHOTO_CONCURRENCY recognisers side by side', async () => {
    const fake = fakeTesseract();
    engine = createOcrEngine(options({ concurrency: 2 }), fake.load);
    const reads = [engine.read(Buffer.from('1')), engine.read(Buffer.from('2'))];
    await settle();
    expect(fake.pending).toHaveLength(2);
    for (const job of fake.pending.splice(0)) job.answer(String(job.image));
    expect(await Promise.all(reads)).toEqual(['1', '2']);
    expect(engine.recogniserCount).toBe(2);
  });

  it('stops a recogniser that runs out of time, and the next photo gets a fresh one', async () => {
    const fake = fakeTesseract();
    engine = createOcrEngine(options({ timeoutMs: 30 }), fake.load);
    await expect(engine.read(Buffer.from('slow'))).rejects.toBeInstanceOf(OcrTimeoutError);
    expect(fake.started[0]!.terminated).toBe(true);
    expect(engine.recogniserCount).toBe(0);
    const next = engine.read(Buffer.from('next'));
    await settle();
    fake.pending.at(-1)!.answer('read');
    expect(await next).toBe('read');
    expect(fake.started).toHaveLength(2);
  });

  it('gives a waiting photo up when its time runs out in the queue', async () => {
    const fake = fakeTesseract();
    engine = createOcrEngine(options({ timeoutMs: 40 }), fake.load);
    const first = engine.read(Buffer.from('1'));
    await settle();
    const waiting = engine.read(Buffer.from('2'));
    fake.pending.shift()!.answer('one');
    expect(await first).toBe('one');
    await settle();
    fake.pending.shift()?.answer('two');
    expect(await waiting).toBe('two');
    // Now one that waits too long behind a slow photo.
    const slow = engine.read(Buffer.from('3')).catch((error: unknown) => error);
    const starved = engine.read(Buffer.from('4')).catch((error: unknown) => error);
    expect(await starved).toBeInstanceOf(OcrTimeoutError);
    expect(await slow).toBeInstanceOf(OcrTimeoutError);
  });

  it('stops an idle recogniser after IMPORT_PHOTO_IDLE_SECONDS, and starts one again later', async () => {
    const fake = fakeTesseract();
    engine = createOcrEngine(options({ idleMs: 20 }), fake.load);
    const first = engine.read(Buffer.from('1'));
    await settle();
    fake.pending.shift()!.answer('one');
    await first;
    expect(engine.recogniserCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.started[0]!.terminated).toBe(true);
    expect(engine.recogniserCount).toBe(0);
    const again = engine.read(Buffer.from('2'));
    await settle();
    fake.pending.shift()!.answer('two');
    expect(await again).toBe('two');
    expect(fake.started).toHaveLength(2);
  });

  it('fails the waiting photos one by one when a recogniser cannot start, then recovers', async () => {
    const fake = fakeTesseract();
    let failures = 2;
    const original = fake.createWorker.getMockImplementation()!;
    fake.createWorker.mockImplementation(async (...args) => {
      if (failures-- > 0) throw new Error('no memory');
      return original(...args);
    });
    engine = createOcrEngine(options(), fake.load);
    const first = engine.read(Buffer.from('1'));
    const second = engine.read(Buffer.from('2'));
    await expect(first).rejects.toThrow('no memory');
    await expect(second).rejects.toThrow('no memory');
    expect(engine.recogniserCount).toBe(0);
    const third = engine.read(Buffer.from('3'));
    await settle();
    fake.pending.shift()!.answer('three');
    expect(await third).toBe('three');
  });

  it('refuses photos once closed, and stops its recognisers', async () => {
    const fake = fakeTesseract();
    engine = createOcrEngine(options(), fake.load);
    const first = engine.read(Buffer.from('1'));
    await settle();
    fake.pending.shift()!.answer('one');
    await first;
    await engine.close();
    expect(fake.started[0]!.terminated).toBe(true);
    await expect(engine.read(Buffer.from('2'))).rejects.toBeInstanceOf(OcrClosedError);
  });
});

describe('the real recogniser', () => {
  it('reads English from the language package in node_modules: a local folder, no download, no cache file', async () => {
    const given: unknown[] = [];
    const load = async () => {
      const tesseract = await import('tesseract.js');
      return {
        ...tesseract,
        createWorker: ((...args: Parameters<Tesseract['createWorker']>) => {
          given.push(args[2]);
          return tesseract.createWorker(...args);
        }) as Tesseract['createWorker'],
      };
    };
    engine = createOcrEngine(options(), load);
    const image = await renderTextImage(['Pancakes', '2 eggs, beaten'], { width: 500 });
    const text = await engine.read(image);
    expect(text).toContain('Pancakes');
    expect(text).toContain('2 eggs, beaten');

    expect(given).toHaveLength(1);
    const { langPath, cacheMethod } = given[0] as { langPath: string; cacheMethod: string };
    // A folder on this disk (tesseract.js fetches only when langPath is a URL), inside the package.
    expect(path.isAbsolute(langPath)).toBe(true);
    expect(langPath).toContain(path.join('node_modules', '@tesseract.js-data', 'eng'));
    expect(fs.existsSync(path.join(langPath, 'eng.traineddata.gz'))).toBe(true);
    expect(cacheMethod).toBe('none');
    expect(fs.existsSync('eng.traineddata')).toBe(false);
  });

  it('names the package to install for a language that is not installed', () => {
    expect(english).toEqual([
      { code: 'eng', file: expect.stringMatching(/eng\.traineddata\.gz$/) },
    ]);
    expect(() => findLanguageData('eng+xyz')).toThrow(/npm install @tesseract\.js-data\/xyz/);
  });
});

describe('several languages', () => {
  it('are linked into one temporary folder (the recogniser reads from one), removed on close', async () => {
    const otherPackage = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-lang-'));
    const french = path.join(otherPackage, 'fra.traineddata.gz');
    fs.copyFileSync(english[0]!.file, french);
    const fake = fakeTesseract();
    engine = createOcrEngine(
      options({ languages: [...english, { code: 'fra', file: french }] }),
      fake.load,
    );
    const read = engine.read(Buffer.from('1'));
    await settle();
    fake.pending.shift()!.answer('un');
    await read;
    expect(fake.load).toHaveBeenCalledTimes(1);
    const [langs, , given] = fake.createWorker.mock.calls[0]!;
    expect(langs).toBe('eng+fra');
    const { langPath } = given as { langPath: string };
    expect(fs.readdirSync(langPath).sort()).toEqual(['eng.traineddata.gz', 'fra.traineddata.gz']);
    expect(fs.realpathSync(path.join(langPath, 'fra.traineddata.gz'))).toBe(
      fs.realpathSync(french),
    );
    await engine.close();
    expect(fs.existsSync(langPath)).toBe(false);
    fs.rmSync(otherPackage, { recursive: true, force: true });
  });
});
