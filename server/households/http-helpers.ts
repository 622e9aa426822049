// What the household, plan and shopping routes share: ids from the path, and the bytes of the
// household documents' sync updates (GET and POST …/doc).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { IdSchema } from '../../contract/common';
import type { AppDeps } from '../deps';
import { badRequest } from '../http/errors';
import { householdNotFound } from './policy';

/** An id from the path; one that cannot exist is simply not found. */
export function pathId(id: string, notFoundError: () => Error = householdNotFound): string {
  if (!IdSchema.safeParse(id).success) throw notFoundError();
  return id;
}

/**
 * Registers `declare`'s routes in a scope that reads application/octet-stream bodies (up to
 * SYNC_MAX_UPDATE_BYTES). The documents' updates are the only bodies of bytes: the parser is
 * theirs alone, so every other route still refuses a body that is not JSON (415).
 */
export async function registerDocUpdates(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config'>,
  declare: (bytes: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (bytes) => {
    bytes.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: deps.config.SYNC_MAX_UPDATE_BYTES },
      (_request, body, done) => done(null, body),
    );
    declare(bytes);
  });
}

export function updateBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest('Send the change as application/octet-stream', 'octet_stream_required');
  }
  return body;
}

export function sendBytes(reply: FastifyReply, bytes: Uint8Array) {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('cache-control', 'no-store')
    .send(Buffer.from(bytes));
}
