// Import from a photo or scan: the image is checked and prepared, its text recognised on this
// machine, wrapped lines joined, and the text read by the same extractor as pasted text. Nothing
// is stored: the answer is a preview, like every import.
import type { ImportPreview } from '../../../contract/recipes';
import { NO_RECIPE_IN_PHOTO_MESSAGE } from '../../../contract/import-photo-values';
import { AppError } from '../../http/errors';
import type { ImageLimits } from '../../objects/image-processing';
import { extractFromPlainText } from '../extract/plain-text';
import { fitPreview } from '../service';
import { OcrBusyError, OcrClosedError, OcrTimeoutError, type OcrEngine } from './engine';
import { joinWrappedLines } from './lines';
import { prepareForReading } from './prepare';

const noRecipeInPhoto = () => new AppError(422, NO_RECIPE_IN_PHOTO_MESSAGE, 'no_recipe_in_photo');

/** The engine's refusals as the AppErrors the user sees; others pass. */
function asAppError(error: unknown): unknown {
  if (error instanceof OcrBusyError) {
    return new AppError(503, 'Potluck is reading other photos. Try again in a minute.', 'ocr_busy');
  }
  if (error instanceof OcrTimeoutError) {
    return new AppError(
      503,
      'Reading this photo took too long. Try again, or with a smaller photo.',
      'ocr_timeout',
    );
  }
  if (error instanceof OcrClosedError) {
    return new AppError(503, 'Potluck is restarting. Try again in a minute.', 'ocr_stopped');
  }
  return error;
}

/** The recognised text of `bytes` (a JPEG, PNG or WebP photo), lines as the extractor wants them. */
export async function readPhotoText(
  bytes: Buffer,
  engine: OcrEngine,
  limits: ImageLimits,
): Promise<string> {
  const image = await prepareForReading(bytes, limits);
  try {
    return joinWrappedLines(await engine.read(image));
  } catch (error) {
    throw asAppError(error);
  }
}

/** Reads the recipe in a photo; a 422 when its text has no ingredients. */
export async function importFromPhoto(
  bytes: Buffer,
  engine: OcrEngine,
  limits: ImageLimits,
): Promise<ImportPreview> {
  const preview = extractFromPlainText(await readPhotoText(bytes, engine, limits), '');
  if (!preview) throw noRecipeInPhoto();
  return fitPreview(preview);
}
