import { describe, expect, it } from 'vitest';
import type { RecipeRow } from '../db/schema';
import { VersionTracker } from './fan-out';

const at = (updatedAt: string) => ({ id: 'recipe', updated_at: updatedAt }) as RecipeRow;

describe('VersionTracker', () => {
  it('drops a change older than the one delivered', () => {
    const versions = new VersionTracker();
    expect(versions.admit('updated', at('2024-01-01T00:00:02.000Z'))).toBe(true);
    expect(versions.admit('updated', at('2024-01-01T00:00:01.000Z'))).toBe(false);
    expect(versions.admit('updated', at('2024-01-01T00:00:02.000Z'))).toBe(true);
  });

  it('after a deletion, drops what the deletion overtook and delivers a later restore', () => {
    const versions = new VersionTracker();
    expect(versions.admit('updated', at('2024-01-01T00:00:01.000Z'))).toBe(true);
    expect(versions.admit('deleted', at('2024-01-01T00:00:02.000Z'))).toBe(true);
    // An update committed before the deletion, arriving late through another process's broker.
    expect(versions.admit('updated', at('2024-01-01T00:00:02.000Z'))).toBe(false);
    // Deleted for good after the trash: the clients were told already.
    expect(versions.admit('deleted', at('2024-01-01T00:00:02.000Z'))).toBe(false);
    // Restored: a restore moves updatedAt forward.
    expect(versions.admit('updated', at('2024-01-01T00:00:03.000Z'))).toBe(true);
    expect(versions.admit('deleted', at('2024-01-01T00:00:03.000Z'))).toBe(true);
  });

  it('forgets the oldest recipes past its capacity', () => {
    const versions = new VersionTracker(1);
    versions.admit('deleted', at('2024-01-01T00:00:02.000Z'));
    versions.admit('updated', { id: 'other', updated_at: '2024' } as RecipeRow);
    expect(versions.admit('updated', at('2024-01-01T00:00:01.000Z'))).toBe(true);
  });
});
