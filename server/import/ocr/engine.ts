// Text recognition (tesseract.js, WebAssembly in worker threads) shared by every photo import of
// this process. Recognisers are started on first use, so an idle process never loads the ~30 MB
// engine; at most `concurrency` run at once (each keeps a core busy), later photos queue, and a
// recogniser left idle is stopped to give its memory back. Language data comes from the
// language packages in node_modules only: no language path is a URL, nothing is cached to disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as TesseractModule from 'tesseract.js';
import type { Worker as Recogniser, WorkerOptions } from 'tesseract.js';
import type { LanguageData } from './languages';

export interface OcrEngineOptions {
  languages: LanguageData[];
  /** Recognisers running at most. */
  concurrency: number;
  /** Photos that may wait for a recogniser; past that `read` throws OcrBusyError. */
  queueLength: number;
  /** Longest one `read` may take, waiting included; then it throws OcrTimeoutError. */
  timeoutMs: number;
  /** A recogniser unused this long is stopped. */
  idleMs: number;
}

export class OcrBusyError extends Error {
  constructor() {
    super('Too many photos are being read right now');
  }
}

export class OcrTimeoutError extends Error {
  constructor() {
    super('Reading the photo took too long');
  }
}

export class OcrClosedError extends Error {
  constructor() {
    super('Text recognition has stopped');
  }
}

type Tesseract = typeof TesseractModule;

/** What `createWorker` is given; exported so a test can prove where the language data comes from. */
export function recogniserOptions(langPath: string): Partial<WorkerOptions> {
  return {
    // A local folder: tesseract.js reads `<langPath>/<code>.traineddata.gz` with fs. Left unset,
    // it would fetch the data from a CDN.
    langPath,
    gzip: true,
    // Neither read a cached copy from nor write one to the working directory.
    cacheMethod: 'none',
    // Without a handler a failed job is thrown inside the message listener and ends the process;
    // the job's own promise rejects as well, and that is where failures are handled.
    errorHandler: () => {},
  };
}

/**
 * The folder to read every language from: tesseract.js takes one folder for all of them, and
 * each package has its own, so several languages are linked into a temporary folder (their
 * files are not copied). Answers the folder and whether it is temporary.
 */
function languageFolder(languages: LanguageData[]): { folder: string; isTemporary: boolean } {
  const folders = new Set(languages.map((language) => path.dirname(language.file)));
  if (folders.size === 1) return { folder: [...folders][0]!, isTemporary: false };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'potluck-ocr-'));
  for (const language of languages) {
    fs.symlinkSync(language.file, path.join(folder, path.basename(language.file)));
  }
  return { folder, isTemporary: true };
}

interface Waiter {
  resolve: (recogniser: Recogniser) => void;
  reject: (error: Error) => void;
}

export interface OcrEngine {
  /** The text of `image` (an encoded PNG or JPEG), as tesseract reads it, lines kept. */
  read(image: Buffer): Promise<string>;
  /** Stops every recogniser; later reads throw OcrClosedError. */
  close(): Promise<void>;
  /** Recognisers running now (started and not stopped). */
  readonly recogniserCount: number;
  /** Photos waiting for a recogniser (the queue, at most IMPORT_PHOTO_QUEUE_LENGTH). */
  readonly waitingCount: number;
  /** Photos being read now. */
  readonly readingCount: number;
}

export function createOcrEngine(
  options: OcrEngineOptions,
  loadTesseract: () => Promise<Tesseract> = () => import('tesseract.js'),
): OcrEngine {
  let tesseract: Promise<Tesseract> | null = null;
  let languagePath: { folder: string; isTemporary: boolean } | null = null;
  let isClosed = false;
  /** Started (or starting) and not stopped. */
  let recogniserCount = 0;
  const idle: { recogniser: Recogniser; timer: NodeJS.Timeout }[] = [];
  const waiting: Waiter[] = [];
  let readingCount = 0;

  async function startRecogniser(): Promise<Recogniser> {
    tesseract ??= loadTesseract();
    const { createWorker, OEM } = await tesseract;
    languagePath ??= languageFolder(options.languages);
    const codes = options.languages.map((language) => language.code).join('+');
    const recogniser = await createWorker(
      codes,
      OEM.LSTM_ONLY,
      recogniserOptions(languagePath.folder),
    );
    // Photos come without a resolution the recogniser can trust; a page at its reading size
    // (prepare.ts) is about 300 dpi.
    await recogniser.setParameters({ user_defined_dpi: '300' });
    return recogniser;
  }

  function stop(recogniser: Recogniser) {
    recogniserCount -= 1;
    void recogniser.terminate().catch(() => {});
  }

  /**
   * A recogniser for one photo: an idle one, a new one, or the next one a photo gives back.
   * `cancel` takes a waiting photo out of the queue.
   */
  function acquire(): { recogniser: Promise<Recogniser>; cancel: () => void } {
    const none = () => {};
    const ready = idle.pop();
    if (ready) {
      clearTimeout(ready.timer);
      return { recogniser: Promise.resolve(ready.recogniser), cancel: none };
    }
    if (recogniserCount < options.concurrency) {
      recogniserCount += 1;
      const started = startRecogniser().catch((error: unknown) => {
        recogniserCount -= 1;
        handOnSlot();
        throw error;
      });
      return { recogniser: started, cancel: none };
    }
    if (waiting.length >= options.queueLength) {
      return { recogniser: Promise.reject(new OcrBusyError()), cancel: none };
    }
    let waiter: Waiter | undefined;
    const handed = new Promise<Recogniser>((resolve, reject) => {
      waiter = { resolve, reject };
      waiting.push(waiter);
    });
    return {
      recogniser: handed,
      cancel: () => {
        const index = waiting.indexOf(waiter!);
        if (index >= 0) waiting.splice(index, 1);
      },
    };
  }

  /** Hands `recogniser` to the next waiting photo, or keeps it idle until it times out. */
  function release(recogniser: Recogniser) {
    if (isClosed) {
      stop(recogniser);
      return;
    }
    const next = waiting.shift();
    if (next) {
      next.resolve(recogniser);
      return;
    }
    const entry = {
      recogniser,
      timer: setTimeout(() => {
        idle.splice(idle.indexOf(entry), 1);
        stop(recogniser);
      }, options.idleMs).unref(),
    };
    idle.push(entry);
  }

  /** A slot freed without a recogniser (one was stopped): the next waiting photo starts one. */
  function handOnSlot() {
    const next = waiting.shift();
    if (!next) return;
    recogniserCount += 1;
    startRecogniser().then(next.resolve, (error: Error) => {
      recogniserCount -= 1;
      next.reject(error);
      handOnSlot();
    });
  }

  async function read(image: Buffer): Promise<string> {
    if (isClosed) throw new OcrClosedError();
    let timer: NodeJS.Timeout | undefined;
    let isTimedOut = false;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        isTimedOut = true;
        reject(new OcrTimeoutError());
      }, options.timeoutMs);
    });
    const pending = acquire();
    let recogniser: Recogniser;
    try {
      recogniser = await Promise.race([pending.recogniser, deadline]);
    } catch (error) {
      clearTimeout(timer);
      if (isTimedOut) {
        // Out of the queue; a recogniser that arrives anyway (just handed over, or still
        // starting) goes back to the others.
        pending.cancel();
        pending.recogniser.then(release, () => {});
      }
      throw error;
    }
    readingCount += 1;
    try {
      const result = await Promise.race([recogniser.recognize(image), deadline]);
      release(recogniser);
      return result.data.text;
    } catch (error) {
      // A recogniser that failed or ran out of time may be mid-page: stop it, start afresh.
      stop(recogniser);
      handOnSlot();
      throw error;
    } finally {
      readingCount -= 1;
      clearTimeout(timer);
    }
  }

  return {
    read,
    async close() {
      isClosed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new OcrClosedError());
      for (const { recogniser, timer } of idle.splice(0)) {
        clearTimeout(timer);
        stop(recogniser);
      }
      if (languagePath?.isTemporary)
        fs.rmSync(languagePath.folder, { recursive: true, force: true });
    },
    get recogniserCount() {
      return recogniserCount;
    },
    get waitingCount() {
      return waiting.length;
    },
    get readingCount() {
      return readingCount;
    },
  };
}
