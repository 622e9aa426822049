import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { READING_SIZE, prepareForReading } from './prepare';

const limits = { maxBytes: 5_000_000, maxPixels: 20_000_000 };

/** A wide white picture with a black bar across its top, as `format`. */
async function widePicture(width: number, height: number) {
  const bar = await sharp({
    create: { width, height: Math.round(height / 5), channels: 3, background: '#000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .composite([{ input: bar, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

describe('prepareForReading', () => {
  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored on its side (the camera was turned), with orientation 6: "rotate 90° to view".
    const onItsSide = await sharp(await widePicture(900, 300))
      .rotate(-90)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await sharp(await prepareForReading(onItsSide, limits)).metadata();
    expect(prepared.width).toBeGreaterThan(prepared.height);
  });

  it('makes the picture grey, and brings it to the reading size', async () => {
    const small = await sharp(
      await prepareForReading(await widePicture(600, 200), limits),
    ).metadata();
    expect(small.width).toBe(READING_SIZE.smallest);
    expect(small.channels).toBe(1);
    const large = await sharp(
      await prepareForReading(await widePicture(4000, 1000), limits),
    ).metadata();
    expect(large.width).toBe(READING_SIZE.largest);
  });

  it('refuses what is not a JPEG, PNG or WebP, and pictures over the pixel limit', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    await expect(prepareForReading(gif, limits)).rejects.toMatchObject({ statusCode: 400 });
    // A PNG signature on bytes that are not one.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(40),
    ]);
    await expect(prepareForReading(fake, limits)).rejects.toMatchObject({ statusCode: 400 });
    const huge = await widePicture(5000, 5000);
    await expect(prepareForReading(huge, limits)).rejects.toMatchObject({
      statusCode: 400,
      code: 'image_too_large',
    });
    await expect(prepareForReading(huge, { ...limits, maxBytes: 1024 })).rejects.toMatchObject({
      statusCode: 413,
    });
  });
});
