import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { ImportPreview } from '../../../contract';
import { IMAGE_OBJECT_PATH_PATTERN } from '../../../contract/image-values';
import { errorMessageOf } from '../../lib/api';
import { copyImportedImage, isRemoteImage } from './import-api';

const COPY_FAILED = msg`The picture could not be copied`;

/** The picture of a preview: copied into Potluck's store before it is shown or saved. */
export type ImportedImage =
  | { status: 'none' }
  | { status: 'copying' }
  | { status: 'copied'; objectPath: string }
  | { status: 'failed'; message: string };

/** Copies the preview's remote picture once per preview; a stored one is used as it is. */
export function useImportedImage(preview: ImportPreview | null): ImportedImage {
  const { i18n } = useLingui();
  const [image, setImage] = useState<ImportedImage>({ status: 'none' });
  const imageUrl = preview?.imageUrl ?? null;
  useEffect(() => {
    if (imageUrl && IMAGE_OBJECT_PATH_PATTERN.test(imageUrl)) {
      setImage({ status: 'copied', objectPath: imageUrl });
      return;
    }
    if (!isRemoteImage(imageUrl)) {
      setImage({ status: 'none' });
      return;
    }
    let current = true;
    setImage({ status: 'copying' });
    copyImportedImage(imageUrl).then(
      (objectPath) => {
        if (current) setImage({ status: 'copied', objectPath });
      },
      (error: unknown) => {
        if (!current) return;
        setImage({
          status: 'failed',
          message: errorMessageOf(error, i18n._(COPY_FAILED)),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [imageUrl, i18n]);
  return image;
}
