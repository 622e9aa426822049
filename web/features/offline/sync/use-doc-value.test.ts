import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { watchDoc } from './use-doc-value';

describe('watchDoc', () => {
  it('reports once on subscribing, for changes made before it, then after every change', () => {
    const doc = new Y.Doc();
    // Loaded before anyone watched: no handler saw it.
    doc.getArray<string>('items').push(['parsley']);
    const onChange = vi.fn();
    const stop = watchDoc(doc, onChange);
    expect(onChange).toHaveBeenCalledTimes(1);

    doc.getArray<string>('items').push(['lemon']);
    expect(onChange).toHaveBeenCalledTimes(2);

    stop();
    doc.getArray<string>('items').push(['salt']);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
