import { describe, expect, it } from 'vitest';
import { isRemoteImage, pastedPageOf } from './import-api';

describe('pastedPageOf', () => {
  it('sends markup as html and anything else as text', () => {
    expect(pastedPageOf('  <!DOCTYPE html><html><body>x</body></html> ')).toEqual({
      html: '<!DOCTYPE html><html><body>x</body></html>',
    });
    expect(pastedPageOf('<div><h1>Pie</h1><li>1 egg</li></div>')).toHaveProperty('html');
    expect(pastedPageOf('Pie\nIngredients\n1 egg\n2 < 3 cups')).toEqual({
      text: 'Pie\nIngredients\n1 egg\n2 < 3 cups',
    });
  });

  it('adds the page address only when one was given', () => {
    expect(pastedPageOf('1 egg', ' https://cooking.test/pie ')).toEqual({
      text: '1 egg',
      sourceUrl: 'https://cooking.test/pie',
    });
    expect(pastedPageOf('1 egg', '   ')).toEqual({ text: '1 egg' });
  });
});

describe('isRemoteImage', () => {
  it('is true for http(s) pictures only', () => {
    expect(isRemoteImage('https://cdn.test/a.jpg')).toBe(true);
    expect(isRemoteImage('http://cdn.test/a.jpg')).toBe(true);
    expect(isRemoteImage('/objects/images/abc')).toBe(false);
    expect(isRemoteImage('data:image/png;base64,AAAA')).toBe(false);
    expect(isRemoteImage(null)).toBe(false);
  });
});
