import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '../../../contract/image-values';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Sizes from B to YB with base 1024 (SPEC §9): '10 MB', '1.5 KB'. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}

/** The client-side restrictions of SPEC §5: JPG, PNG or WebP, at most 10 MB. Null when fine. */
export function validateImageFile(
  file: {
    name: string;
    type: string;
    size: number;
  },
  i18n: I18n = activeI18n,
): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    const types = UPLOAD_IMAGE_TYPES.join(', ');
    return i18n._(msg`You can only upload: ${types}`);
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    const name = file.name;
    const max = formatBytes(MAX_UPLOAD_BYTES);
    return i18n._(msg`${name} exceeds maximum allowed size of ${max}`);
  }
  return null;
}
