// SECURITY SEAM (SSRF guard, part 2 of 2): the one HTTP client that fetches pages users name.
// A user's URL is attacker-controlled input aimed at our network, so every hop is checked:
//   - http and https only; ports 80 and 443 only;
//   - the host name is resolved once, EVERY address it resolves to must be public
//     (address-policy.ts), and the socket connects to those checked addresses: the `lookup` hook
//     hands them to the connection, so there is no second resolution an attacker's DNS could
//     answer differently (DNS rebinding);
//   - IP literals (also 127.1, 2130706433, 0x7f000001, 0177.0.0.1, which WHATWG URL parsing
//     normalises to dotted form) are checked the same way; cloud-metadata host names are refused;
//   - redirects are followed by hand, at most `maxRedirects`, each one checked like the first;
//   - one deadline covers all hops and the body; the body is decompressed as a stream and cut
//     off past `maxBytes` of DECODED bytes, so a compression bomb stops early;
//   - only HTML is accepted for pages (fetchPage), only JPEG/PNG/WebP for pictures (fetchImage),
//     and error messages never carry what the site said.
// `allowPrivateNetwork` (IMPORT_ALLOW_PRIVATE_NETWORK) lifts the address and port checks for tests
// and benchmarks that serve pages from this machine.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import { Transform, type Readable } from 'node:stream';
import { isMetadataHost, isPublicAddress } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses (dns.lookup with `all: true`); tests stub it. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithSystemDns: ResolveHost = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface FetchPolicy {
  /** Lift the address and port checks (IMPORT_ALLOW_PRIVATE_NETWORK; tests and benchmarks only). */
  allowPrivateNetwork: boolean;
  /** Largest body read, in decoded (decompressed) bytes. */
  maxBytes: number;
  /** Deadline for the whole fetch: every redirect, and the body. */
  timeoutMs: number;
  maxRedirects: number;
  resolve?: ResolveHost;
  /**
   * Addresses reachable although not public, e.g. a test's own 127.0.0.1 server, with its port.
   * Never set from configuration: tests use it to prove that everything else stays refused.
   */
  exemptTargets?: ReadonlyArray<{ address: string; port: number }>;
}

export type FetchFailure =
  | 'bad_url'
  | 'not_allowed'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'http_status'
  | 'not_html'
  | 'not_image';

/** A failed fetch. `message` is safe to show: it never contains anything the site sent. */
export class FetchError extends Error {
  constructor(
    readonly failure: FetchFailure,
    message: string,
    /** The site's HTTP status, for `http_status`. */
    readonly status?: number,
    /** Which of the failure's situations, when it has several (its answer's own code). */
    readonly situation?: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  /** The address the page was finally read from (after redirects). */
  url: string;
  html: string;
  contentType: string;
}

const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml)\b/i;

const notAllowed = () => new FetchError('not_allowed', 'That address is not allowed');

/** What one kind of fetch accepts: its Accept header and the content types it keeps. */
interface Wanted {
  accept: string;
  types: RegExp;
  /** The refusal for any other content type (safe to show). */
  refusal: () => FetchError;
  /** What the thing fetched is called in the refusal of one that is too large. */
  noun: string;
}

const PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  types: HTML_TYPES,
  refusal: () => new FetchError('not_html', 'That address is not a web page'),
  noun: 'page',
};

// The formats the image processing reads (server/objects/image-processing.ts); it checks the
// bytes again, whatever the header said.
const IMAGE: Wanted = {
  accept: 'image/webp,image/jpeg,image/png;q=0.9',
  types: /^image\/(?:jpeg|pjpeg|png|webp)\s*(?:;|$)/i,
  refusal: () => new FetchError('not_image', 'That address is not a JPG, PNG or WebP picture'),
  noun: 'picture',
};

/** Fetches an HTML page through the guard. Throws FetchError. */
export async function fetchPage(rawUrl: string, policy: FetchPolicy): Promise<FetchedPage> {
  const fetched = await fetchThroughGuard(rawUrl, policy, PAGE);
  return {
    url: fetched.url,
    html: decodeHtml(fetched.body, fetched.contentType),
    contentType: fetched.contentType,
  };
}

export interface FetchedImage {
  url: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Fetches a picture (JPEG, PNG or WebP by its Content-Type) through the same guard as pages:
 * same address, port, redirect and deadline rules; `policy.maxBytes` is the picture's cap.
 */
export async function fetchImage(rawUrl: string, policy: FetchPolicy): Promise<FetchedImage> {
  const fetched = await fetchThroughGuard(rawUrl, policy, IMAGE);
  return { url: fetched.url, bytes: fetched.body, contentType: fetched.contentType };
}

async function fetchThroughGuard(
  rawUrl: string,
  policy: FetchPolicy,
  wanted: Wanted,
): Promise<{ url: string; body: Buffer; contentType: string }> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  let url = parseTarget(rawUrl);
  for (let hop = 0; ; hop++) {
    const target = await checkTarget(url, policy);
    const response = await request(url, target, deadline, wanted.accept);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.resume();
      const location = response.headers.location;
      if (!location)
        throw new FetchError(
          'http_status',
          `That site answered with an error (${status})`,
          status,
          'site_error',
        );
      if (hop >= policy.maxRedirects) {
        throw new FetchError('too_many_redirects', 'That page redirects too many times');
      }
      url = parseTarget(location, url);
      continue;
    }
    if (status < 200 || status > 299) {
      response.resume();
      throw statusError(status);
    }
    const contentType = String(response.headers['content-type'] ?? '');
    if (!wanted.types.test(contentType.trim())) {
      response.resume();
      throw wanted.refusal();
    }
    const body = await readBody(response, policy.maxBytes, deadline, wanted.noun);
    return { url: url.href, body, contentType };
  }
}

function statusError(status: number): FetchError {
  if (status === 401 || status === 403 || status === 429) {
    return new FetchError(
      'http_status',
      `That site refused the request (${status})`,
      status,
      'site_refused',
    );
  }
  if (status === 404 || status === 410) {
    return new FetchError(
      'http_status',
      `That page was not found (${status})`,
      status,
      'page_not_found',
    );
  }
  return new FetchError(
    'http_status',
    `That site answered with an error (${status})`,
    status,
    'site_error',
  );
}

/** Parses (and resolves against `base`) a URL; only http(s) with a host passes. */
export function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    throw new FetchError('bad_url', 'Please enter a valid web address (http or https)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('bad_url', 'Please enter a valid web address (http or https)');
  }
  if (!url.hostname)
    throw new FetchError('bad_url', 'Please enter a valid web address (http or https)');
  if (url.username || url.password) throw notAllowed();
  return url;
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** Checks host, port and every resolved address; answers the addresses to connect to. */
async function checkTarget(url: URL, policy: FetchPolicy): Promise<ResolvedAddress[]> {
  const port = portOf(url);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const isExempt = (address: string) =>
    policy.exemptTargets?.some((target) => target.address === address && target.port === port) ??
    false;
  if (!policy.allowPrivateNetwork && isMetadataHost(hostname)) throw notAllowed();

  let addresses: ResolvedAddress[];
  const literalFamily = net.isIP(hostname);
  if (literalFamily) {
    addresses = [{ address: hostname, family: literalFamily }];
  } else {
    try {
      addresses = await (policy.resolve ?? resolveWithSystemDns)(hostname);
    } catch {
      throw new FetchError('unreachable', 'Could not find that site', undefined, 'site_unknown');
    }
    if (!addresses.length)
      throw new FetchError('unreachable', 'Could not find that site', undefined, 'site_unknown');
  }
  if (policy.allowPrivateNetwork) return addresses;
  for (const { address } of addresses) {
    if (isExempt(address)) continue;
    // Any refused address refuses the host: a name answering with a public and a private
    // address must not get to pick the private one later.
    if (!isPublicAddress(address)) throw notAllowed();
    if (port !== 80 && port !== 443) throw notAllowed();
  }
  return addresses;
}

/** One HTTP request to `url`, connecting only to the already-checked `addresses`. */
function request(
  url: URL,
  addresses: ResolvedAddress[],
  signal: AbortSignal,
  accept: string,
): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  // The pinned lookup: the connection gets exactly the addresses checked above, never a fresh
  // DNS answer. Node asks with `all: true` (happy eyeballs) or for one address.
  const pinnedLookup = (
    _hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | ResolvedAddress[], family?: number) => void,
  ) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new FetchError('timeout', 'The page took too long to answer'));
      return;
    }
    const req = client.request(
      url,
      {
        method: 'GET',
        headers: { ...BROWSER_HEADERS, accept },
        lookup: pinnedLookup as unknown as net.LookupFunction,
        signal,
        agent: false,
      },
      resolve,
    );
    req.on('error', () => {
      reject(
        signal.aborted
          ? new FetchError('timeout', 'The page took too long to answer')
          : new FetchError('unreachable', 'Could not reach that site'),
      );
    });
    req.end();
  });
}

/** The decoded body, at most `maxBytes` after decompression; stops reading past that. */
function readBody(
  response: http.IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  noun: string,
): Promise<Buffer> {
  const tooLarge = () =>
    new FetchError('too_large', `The ${noun} is too large`, undefined, `${noun}_too_large`);
  const declared = Number(response.headers['content-length']);
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (
    Number.isFinite(declared) &&
    declared > maxBytes &&
    (encoding === 'identity' || encoding === '')
  ) {
    response.destroy();
    return Promise.reject(tooLarge());
  }
  let stream: Readable = response;
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(zlib.createGunzip());
  else if (encoding === 'br') stream = response.pipe(zlib.createBrotliDecompress());
  else if (encoding === 'deflate') stream = response.pipe(createDeflateDecoder());
  else if (encoding !== 'identity' && encoding !== '') {
    response.destroy();
    return Promise.reject(
      new FetchError(
        'unreachable',
        'That site sent a page Potluck cannot read',
        undefined,
        'page_unreadable',
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error: FetchError | null) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (error) {
        response.destroy();
        if (stream !== response) stream.destroy();
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    };
    const onAbort = () => finish(new FetchError('timeout', 'The page took too long to answer'));
    signal.addEventListener('abort', onAbort);
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(tooLarge());
      else chunks.push(chunk);
    });
    stream.on('end', () => finish(null));
    stream.on('error', () =>
      finish(
        signal.aborted
          ? new FetchError('timeout', 'The page took too long to answer')
          : new FetchError(
              'unreachable',
              'That site sent a page Potluck cannot read',
              undefined,
              'page_unreadable',
            ),
      ),
    );
    response.on('error', () =>
      finish(new FetchError('unreachable', 'The connection to that site broke off')),
    );
  });
}

/** "deflate" is zlib-wrapped by the standard, raw by some servers: the first byte tells. */
function createDeflateDecoder(): Transform {
  let decoder: zlib.Inflate | zlib.InflateRaw | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!decoder) {
        // A zlib header's first byte has 8 (deflate) in its low nibble.
        decoder = (chunk[0]! & 0x0f) === 8 ? zlib.createInflate() : zlib.createInflateRaw();
        decoder.on('data', (data: Buffer) => this.push(data));
        decoder.on('error', (error: Error) => this.destroy(error));
      }
      decoder.write(chunk, () => callback());
    },
    flush(callback) {
      if (!decoder) return callback();
      decoder.once('end', () => callback());
      decoder.end();
    },
  });
}

/** The page's text: charset from the Content-Type header, else from <meta>, else UTF-8. */
export function decodeHtml(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 4096).toString('latin1');
  const charset =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(charset.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
