// Image constants and paths the browser needs, without the schema library (see recipe-values.ts).

/** SPEC §5 and §9: one file, at most 10 MB. The server's limit is the MAX_UPLOAD_BYTES setting. */
export const MAX_UPLOAD_BYTES = 10_485_760;
/** What the upload widget may offer; the server decides by the file's bytes, never by its type. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPG, PNG and WebP images are supported';

/**
 * The sizes every processed image is stored in (WebP, width in pixels; smaller images are never
 * enlarged). A recipe's imageUrl is the base path `/objects/images/<uuid>`; each size is served at
 * `<base>/<size>.webp`, and the base path itself serves `detail`.
 */
export const IMAGE_SIZES = { card: 480, detail: 960, full: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];

/** The exact form of a processed image's path: a random (v4) id under /objects/images/. */
export const IMAGE_OBJECT_PATH_PATTERN =
  /^\/objects\/images\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The URL of one size of a processed image, e.g. for `srcset`. */
export function imageVariantPath(objectPath: string, size: ImageSize): string {
  return `${objectPath}/${size}.webp`;
}

/** `srcset` for a processed image: every size with its width descriptor. */
export function imageSrcSet(objectPath: string): string {
  return IMAGE_SIZE_NAMES.map(
    (size) => `${imageVariantPath(objectPath, size)} ${IMAGE_SIZES[size]}w`,
  ).join(', ');
}
