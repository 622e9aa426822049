// A photo or scan made ready for text recognition. The bytes are untrusted like any upload: the
// type is decided by their content (magic numbers, and sharp's reading of the header must agree)
// and the pixel count is checked from the header before anything is decoded.
import { checkImage, unreadableImage, type ImageLimits } from '../../objects/image-processing';

/**
 * The longest side a page is read at. A phone photo of a page (4000 px) is read at about
 * 2400 px, where body text is still 20–40 px high (what the recogniser reads best) and a page
 * takes a few seconds; a small screenshot is enlarged to 1200 px so its text is not too small.
 */
export const READING_SIZE = { largest: 2400, smallest: 1200 };

/**
 * `bytes` as a PNG for the recogniser: turned upright by its EXIF orientation, grey, scaled to
 * a reading size, cleared of speckle and contrast stretched (a photo under a kitchen light is
 * rarely black on white). Throws a 400/413 AppError for anything refused.
 */
export async function prepareForReading(bytes: Buffer, limits: ImageLimits): Promise<Buffer> {
  const { sharp, width, height } = await checkImage(bytes, limits);

  const longest = Math.max(width, height);
  const target = Math.min(Math.max(longest, READING_SIZE.smallest), READING_SIZE.largest);
  try {
    return await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' })
      .rotate()
      // A transparent background (a screenshot, an exported scan) reads as white paper.
      .flatten({ background: '#fff' })
      .greyscale()
      .resize({ width: target, height: target, fit: 'inside' })
      // A 3 px median removes a dim photo's sensor speckle and keeps strokes of body text.
      .median(3)
      .normalise()
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw unreadableImage();
  }
}
