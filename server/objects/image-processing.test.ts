import { describe, expect, it } from 'vitest';
import { detectImageFormat } from './image-processing';
import { GIF_BYTES, HTML_BYTES, SVG_BYTES, makeImage } from './testing';

describe('detectImageFormat', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('recognises %s by its bytes', async (format) => {
    expect(detectImageFormat(await makeImage(format))).toBe(format);
  });

  it.each([
    ['SVG', SVG_BYTES],
    ['HTML', HTML_BYTES],
    ['GIF', GIF_BYTES],
    ['empty', Buffer.alloc(0)],
    ['RIFF but not WebP', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageFormat(bytes)).toBeNull();
  });
});
