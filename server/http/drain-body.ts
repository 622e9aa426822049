// A request refused before its body was read (too large: 413) is read to its end before the
// answer goes out. Fastify answers such a request at once with `Connection: close`; closing a
// connection that still has unread bytes makes the kernel reset it, and a client still sending
// (Node's HTTP client, a body sent in chunks) then sees EPIPE or ECONNRESET instead of the answer,
// never learning why. Reading is bounded: past BODY_DRAIN_MAX_BYTES the rest is left unread and
// the connection closed, as before; HTTP_REQUEST_TIMEOUT_SECONDS bounds the time.
import type { IncomingMessage } from 'node:http';

/** Reads and drops what is left of `request`'s body, up to `maxBytes`; never rejects. */
export function drainRequestBody(request: IncomingMessage, maxBytes: number): Promise<void> {
  if (request.complete || request.destroyed || request.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      request.off('data', onData);
      request.off('end', finish);
      request.off('error', finish);
      request.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer | string) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        request.pause();
        finish();
      }
    };
    request.on('data', onData);
    request.on('end', finish);
    request.on('error', finish);
    request.on('close', finish);
    request.resume();
  });
}
