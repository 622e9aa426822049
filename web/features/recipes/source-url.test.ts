import { describe, expect, it } from 'vitest';
import { linkableSourceUrl } from './source-url';

describe('linkableSourceUrl', () => {
  it('keeps http and https addresses', () => {
    expect(linkableSourceUrl('https://cooking.test/pie?x=1')).toBe('https://cooking.test/pie?x=1');
    expect(linkableSourceUrl('http://cooking.test/')).toBe('http://cooking.test/');
  });
  it('drops anything else', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'nonsense',
      '',
      null,
    ])
      expect(linkableSourceUrl(url), String(url)).toBeNull();
  });
});
