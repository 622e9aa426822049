import { IMAGE_OBJECT_PATH_PATTERN, imageSrcSet } from '../../../contract/image-values';

/** `srcSet` and `sizes` for a photo stored by Potluck (every processed size); nothing otherwise. */
export function responsiveImageProps(imageUrl: string, sizes: string) {
  return IMAGE_OBJECT_PATH_PATTERN.test(imageUrl) ? { srcSet: imageSrcSet(imageUrl), sizes } : {};
}
