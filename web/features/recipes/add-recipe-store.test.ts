import { afterEach, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../contract';
import {
  clearPendingPreview,
  openAddRecipeWithPreview,
  peekPendingPreview,
  setAddRecipeOpen,
} from './add-recipe-store';

const preview: ImportPreview = {
  title: 'Pie',
  description: '',
  ingredients: ['1 egg'],
  steps: ['Bake'],
  sourceUrl: 'https://cooking.test/pie',
  imageUrl: null,
};

afterEach(() => setAddRecipeOpen(false));

describe('the handed-over preview', () => {
  it('stays readable until the dialog clears it, so a retried render still sees it', () => {
    openAddRecipeWithPreview(preview);
    expect(peekPendingPreview()).toBe(preview);
    expect(peekPendingPreview()).toBe(preview);
    clearPendingPreview();
    expect(peekPendingPreview()).toBeNull();
  });

  it('is dropped when the dialog closes', () => {
    openAddRecipeWithPreview(preview);
    setAddRecipeOpen(false);
    expect(peekPendingPreview()).toBeNull();
  });
});
