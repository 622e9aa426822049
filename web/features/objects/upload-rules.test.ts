import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatBytes, validateImageFile } from './upload-rules';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('validateImageFile', () => {
  it('accepts JPG, PNG and WebP up to 10 MB', () => {
    expect(
      validateImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 10_485_760 }, i18n),
    ).toBeNull();
    expect(validateImageFile({ name: 'a.webp', type: 'image/webp', size: 1 }, i18n)).toBeNull();
  });
  it('refuses other types', () => {
    expect(validateImageFile({ name: 'a.svg', type: 'image/svg+xml', size: 1 }, i18n)).toBe(
      'You can only upload: image/jpeg, image/png, image/webp',
    );
  });
  it('refuses files over 10 MB', () => {
    expect(validateImageFile({ name: 'big.png', type: 'image/png', size: 10_485_761 }, i18n)).toBe(
      'big.png exceeds maximum allowed size of 10 MB',
    );
  });
});

describe('formatBytes', () => {
  it('uses base 1024', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
