import { describe, expect, it } from 'vitest';
import { horizontalStep, swipeStep } from './direction';

describe('reading direction', () => {
  it('goes on with the arrow key that points the way the text reads', () => {
    expect(horizontalStep('ArrowRight', 'ltr')).toBe(1);
    expect(horizontalStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(horizontalStep('ArrowLeft', 'rtl')).toBe(1);
    expect(horizontalStep('ArrowRight', 'rtl')).toBe(-1);
    expect(horizontalStep('ArrowDown', 'rtl')).toBe(0);
    expect(horizontalStep('PageDown', 'ltr')).toBe(0);
  });

  it('goes on with a swipe towards where the text ends', () => {
    expect(swipeStep(-80, 'ltr')).toBe(1);
    expect(swipeStep(80, 'ltr')).toBe(-1);
    expect(swipeStep(80, 'rtl')).toBe(1);
    expect(swipeStep(-80, 'rtl')).toBe(-1);
  });
});
