// The signed `after` of an export's later parts: only its maker's, only its own user's, only
// for EXPORT_PARTS_TTL_SECONDS.
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { decodeExportCursor, encodeExportCursor } from './cursor';

const key = Buffer.alloc(32, 7);
const cursor = {
  position: { createdAt: '2026-11-27T10:00:00.000Z', id: 'recipe-1' },
  userId: 'user-1',
  startedAt: 1_000_000,
};
const DAY = 86_400_000;

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('export cursors', () => {
  it('read back what was written, for the same user, within the time', () => {
    const after = encodeExportCursor(key, cursor);
    expect(decodeExportCursor(key, after, 'user-1', DAY, cursor.startedAt + 1000)).toEqual(cursor);
  });

  it('refuse another key, another user, a changed position and anything unsigned', () => {
    const after = encodeExportCursor(key, cursor);
    const now = cursor.startedAt + 1000;
    const forged = encodeExportCursor(Buffer.alloc(32, 8), cursor);
    const [payload, signature] = after.split('.');
    const moved = Buffer.from(
      JSON.stringify(['2000-01-01T00:00:00.000Z', 'recipe-1', 'user-1', cursor.startedAt]),
    ).toString('base64url');
    for (const bad of [forged, `${moved}.${signature}`, payload!, '', '.', 'x.y']) {
      expect(refusal(() => decodeExportCursor(key, bad, 'user-1', DAY, now)).statusCode).toBe(400);
    }
    expect(refusal(() => decodeExportCursor(key, after, 'user-2', DAY, now)).details.field).toBe(
      'after',
    );
  });

  it('refuse a cursor older than the time its parts may be asked for', () => {
    const after = encodeExportCursor(key, cursor);
    const late = refusal(() =>
      decodeExportCursor(key, after, 'user-1', DAY, cursor.startedAt + DAY + 1),
    );
    expect(late.message).toMatch(/started too long ago/);
  });
});
