import { describe, expect, it } from 'vitest';
import { offlineDocIds } from './offline-doc-ids';

const listed = (id: string, updatedAt: string, edit?: boolean) => ({
  id,
  updatedAt,
  ...(edit === undefined ? {} : { abilities: { edit } }),
});

describe('offlineDocIds', () => {
  it('takes the most recently updated recipes the user may edit, up to the bound', () => {
    const list = [
      listed('old', '2026-01-01T00:00:00.000Z'),
      listed('viewed', '2026-03-01T00:00:00.000Z', false),
      listed('newest', '2026-04-01T00:00:00.000Z', true),
      listed('middle', '2026-02-01T00:00:00.000Z'),
    ];
    expect(offlineDocIds(list)).toEqual(['newest', 'middle', 'old']);
    expect(offlineDocIds(list, 2)).toEqual(['newest', 'middle']);
  });

  it('answers nothing for what is not a list of recipes', () => {
    expect(offlineDocIds({ message: 'Unauthorized' })).toEqual([]);
    expect(offlineDocIds([null, 3, { title: 'no id' }])).toEqual([]);
  });
});
