// A raw HTTP client for the fuzz suite: the path, headers and body bytes go out exactly as given
// (fetch would normalise the URL, encode the body and refuse some headers), so the app sees the
// malformed request itself.
import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query, already percent-encoded as they should go on the wire. */
  path: string;
  /** Content-Type header; omitted when undefined. */
  contentType?: string;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  text: string;
  requestId: string | null;
}

// A connection per request: the server may close one after a refusal (431, 413), and a kept-alive
// connection reused after that fails with no answer, which would look like a crash.
const agent = new http.Agent({ keepAlive: false });

/**
 * Sends `request` to `baseUrl` with `cookie` (a signed-in client's Cookie header, or none). A
 * body waits for "100 Continue": a server that refuses the head (431 for a huge URL) answers
 * before any body is written, instead of resetting a connection that is still being written to.
 */
export function sendRaw(
  baseUrl: string,
  cookie: string | null,
  request: RawRequest,
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const headers: Record<string, string | number> = {};
  if (cookie) headers.cookie = cookie;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  const { body } = request;
  if (body !== undefined) {
    headers['content-length'] = body.length;
    if (body.length > 0) headers.expect = '100-continue';
  }
  return new Promise((resolve, reject) => {
    let answered = false;
    let bodySent = body === undefined || body.length === 0;
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        agent,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          // A request answered before its body went out cannot share its connection again.
          if (!bodySent) outgoing.destroy();
          const requestId = response.headers['x-request-id'];
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            requestId: typeof requestId === 'string' ? requestId : null,
          });
        });
      },
    );
    outgoing.on('continue', () => {
      bodySent = true;
      outgoing.end(body);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answers early (413) may close before the whole body is written; the answer
      // it sent still counts. Without one, the request failed.
      if (!answered) reject(error);
    });
    if (bodySent) outgoing.end(body);
    else outgoing.flushHeaders();
  });
}

/** Closes any connection still open (after the suite). */
export function closeRawClient() {
  agent.destroy();
}
