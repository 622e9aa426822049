// Kept answers sent compressed. The compression plugin (app.ts) compresses an answer on every
// request; for answers kept as bytes (list-answers.ts) that repeated the same work each time a
// browser asked, since every browser accepts brotli or gzip. Here each kept answer is compressed
// once per encoding asked for, and the compressed copy lives as long as the kept bytes do.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
/** As the compression plugin reads the header: no preference and x-gzip mean gzip. */
const GZIP_ALIASES = /\*|x-gzip/gu;
const gzip = promisify(zlib.gzip);

export interface KeptEncodingOptions {
  /** Smaller answers go out as they are (COMPRESS_MIN_BYTES). */
  minBytes: number;
  /** Brotli's quality (COMPRESS_BROTLI_QUALITY). */
  brotliQuality: number;
}

export interface KeptEncodings {
  /** Sends `bytes`, a kept answer that never changes, compressed when the client accepts it. */
  send(request: FastifyRequest, reply: FastifyReply, bytes: Buffer): Promise<FastifyReply>;
}

/**
 * Compressed copies are held beside the kept bytes (a WeakMap on them), so they go when the
 * list answer cache lets the bytes go; they add a fraction of the bytes' size to its bound.
 */
export function createKeptEncodings(options: KeptEncodingOptions): KeptEncodings {
  const copies = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();
  // Accept-Encoding headers repeat (one per browser kind): their negotiation is kept, bounded.
  const negotiator = new Negotiator<Encoding>({
    supportedValues: ['br', 'gzip'],
    cache: new LRUCache<string, string>({ max: 256 }),
  });
  const compress = (bytes: Buffer, encoding: Encoding) =>
    encoding === 'br'
      ? brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: options.brotliQuality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzip(bytes);

  return {
    async send(request, reply, bytes) {
      if (bytes.length < options.minBytes) return reply.send(bytes);
      reply.header('vary', 'accept-encoding');
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted
        ? negotiator.negotiate(accepted.toLowerCase().replace(GZIP_ALIASES, 'gzip'))
        : null;
      if (!encoding) return reply.send(bytes);
      let kept = copies.get(bytes);
      if (!kept) {
        kept = {};
        copies.set(bytes, kept);
      }
      let copy = kept[encoding];
      if (!copy) {
        copy = compress(bytes, encoding);
        kept[encoding] = copy;
        // A failed compression is not kept: the next request tries again.
        copy.catch(() => delete kept[encoding]);
      }
      const compressed = await copy;
      return reply.header('content-encoding', encoding).send(compressed);
    },
  };
}
