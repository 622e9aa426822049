// Security seam: everything a user uploads is untrusted bytes. The type is decided by the bytes
// (magic numbers, then sharp's own reading of the header must agree), never by a name or a
// Content-Type; the pixel count is checked from the header before anything is decoded; and
// what we keep is a fresh WebP encode, so no original byte, EXIF block or GPS position survives.
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import {
  IMAGE_SIZE_NAMES,
  IMAGE_SIZES,
  UNSUPPORTED_IMAGE_MESSAGE,
  type ImageSize,
} from '../../contract/objects';
import { AppError } from '../http/errors';

let loadedSharp: Promise<(input: Buffer, options: SharpOptions) => Sharp> | null = null;

/**
 * sharp, loaded the first time an image is processed: libvips is about 13 MiB that a process
 * which never receives a photo need not hold.
 */
function loadSharp() {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // The libvips cache holds decoded inputs between calls; uploads are never processed twice.
    sharp.cache(false);
    return (input: Buffer, options: SharpOptions) => sharp(input, options);
  });
  return loadedSharp;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG, PNG or WebP by the file's first bytes; null for anything else (SVG, HTML, GIF, …). */
export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export const unsupportedImage = () =>
  new AppError(400, UNSUPPORTED_IMAGE_MESSAGE, 'unsupported_image');
export const unreadableImage = () =>
  new AppError(400, 'The image could not be read. Please try another file.', 'unreadable_image');
const tooManyPixels = (maxPixels: number) => {
  const megapixels = Math.floor(maxPixels / 1_000_000);
  return new AppError(
    400,
    `The image is too large: at most ${megapixels} megapixels`,
    'image_too_large',
    { megapixels },
  );
};
/** The 413 for an upload past its size: an image's, or an import file's (its own code). */
export const uploadTooLarge = (maxBytes: number, what: 'image' | 'file' = 'image') => {
  const megabytes = Math.floor(maxBytes / 1_048_576);
  return new AppError(
    413,
    `The ${what} is larger than the maximum of ${megabytes} MB`,
    what === 'image' ? 'upload_too_large' : 'file_too_large',
    { megabytes },
  );
};

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ProcessedImage {
  /** Size of the largest variant, after orientation. */
  width: number;
  height: number;
  variants: Record<ImageSize, Buffer>;
}

/**
 * Checks `bytes` before any pixel is decoded: size, format by content (and by header, agreeing),
 * dimensions within `limits.maxPixels`. Answers sharp, loaded, and the dimensions; throws a
 * 400/413 AppError for anything refused.
 */
export async function checkImage(bytes: Buffer, limits: ImageLimits) {
  if (bytes.length > limits.maxBytes) throw uploadTooLarge(limits.maxBytes);
  const format = detectImageFormat(bytes);
  if (!format) throw unsupportedImage();
  const sharp = await loadSharp();

  // Reading the header decodes no pixels, so a decompression bomb is refused here, cheaply.
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadableImage();
  }
  if (header.format !== format) throw unsupportedImage();
  const { width, height } = header;
  if (!width || !height) throw unreadableImage();
  if (width * height > limits.maxPixels) throw tooManyPixels(limits.maxPixels);
  return { sharp, width, height };
}

/**
 * Checks `bytes` and re-encodes them into every IMAGE_SIZES variant as WebP: EXIF orientation
 * applied, all metadata dropped, never enlarged. Throws a 400/413 AppError for anything refused.
 */
export async function processImage(bytes: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  const { sharp } = await checkImage(bytes, limits);

  // limitInputPixels again for the decoder itself: defence in depth should the header lie.
  const source = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
  try {
    const encoded = await Promise.all(
      IMAGE_SIZE_NAMES.map((size) =>
        source
          .clone()
          .resize({ width: IMAGE_SIZES[size], withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    const variants = Object.fromEntries(
      IMAGE_SIZE_NAMES.map((size, index) => [size, encoded[index]!.data]),
    ) as Record<ImageSize, Buffer>;
    const largest = encoded[encoded.length - 1]!.info;
    return { width: largest.width, height: largest.height, variants };
  } catch {
    throw unreadableImage();
  }
}
