// Where the next part of an export starts, as the opaque `after` a client sends back: the
// position, whose export it is and when that export started, signed with a key of the app
// secret's. Signed, so that only the parts of an export someone started are counted as that
// one export (RATE_LIMIT_EXPORTS_PER_USER), and only for EXPORT_PARTS_TTL_SECONDS.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../http/errors';
import type { ExportPosition } from './service';

export interface ExportCursor {
  position: ExportPosition;
  /** Whose export it is. */
  userId: string;
  /** When its first part was asked for, in epoch milliseconds. */
  startedAt: number;
}

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function encodeExportCursor(key: Buffer, cursor: ExportCursor): string {
  const payload = Buffer.from(
    JSON.stringify([
      cursor.position.createdAt,
      cursor.position.id,
      cursor.userId,
      cursor.startedAt,
    ]),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

const notAPart = () =>
  badRequest(
    'after: This export part does not follow any other. Start the export again.',
    'export_out_of_order',
    {
      field: 'after',
    },
  );

/**
 * The cursor `after` names, when `key` signed it for `userId` no more than `ttlMs` ago; a 400
 * saying to start again otherwise.
 */
export function decodeExportCursor(
  key: Buffer,
  after: string,
  userId: string,
  ttlMs: number,
  now = Date.now(),
): ExportCursor {
  const dot = after.lastIndexOf('.');
  const payload = after.slice(0, Math.max(0, dot));
  const given = Buffer.from(after.slice(dot + 1), 'utf8');
  const expected = Buffer.from(sign(key, payload), 'utf8');
  if (dot < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw notAPart();
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw notAPart();
  }
  if (
    !Array.isArray(value) ||
    value.length !== 4 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string' ||
    value[2] !== userId ||
    typeof value[3] !== 'number'
  ) {
    throw notAPart();
  }
  const startedAt = value[3] as number;
  if (!(now - startedAt <= ttlMs && startedAt <= now)) {
    throw badRequest('after: This export started too long ago. Start it again.', 'export_expired', {
      field: 'after',
    });
  }
  return { position: { createdAt: value[0], id: value[1] }, userId, startedAt };
}
