// The SSRF guard, tested with stubbed DNS and local servers. Nothing here touches the internet:
// refused targets fail before any connection, and the allowed ones are servers on 127.0.0.1.
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, fetchPage, type FetchPolicy, type ResolveHost } from './fetch';

/** A DNS stub: each name answers the listed addresses; unknown names do not resolve. */
function stubDns(table: Record<string, string[]>): ResolveHost & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  };
  return Object.assign(resolve, { asked });
}

const PUBLIC = '93.184.216.34';

function policy(overrides: Partial<FetchPolicy> = {}): FetchPolicy {
  return {
    allowPrivateNetwork: false,
    maxBytes: 1_000_000,
    timeoutMs: 3000,
    maxRedirects: 5,
    ...overrides,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

describe('refused before any connection (stubbed DNS)', () => {
  const dns = stubDns({
    'localhost.test': ['127.0.0.1'],
    'intranet.test': ['10.1.2.3'],
    'mixed.test': [PUBLIC, '192.168.1.20'],
    'mapped.test': ['::ffff:10.0.0.1'],
    'v6only.test': ['fd12:3456::1'],
    'metadata.google.internal': [PUBLIC],
    'public.test': [PUBLIC],
  });

  it.each([
    // loopback in every spelling WHATWG URL parsing accepts
    ['http://127.1/'],
    ['http://2130706433/'],
    ['http://0x7f000001/'],
    ['http://0177.0.0.1/'],
    ['http://127.0.0.1/'],
    ['http://[::1]/'],
    ['http://[::ffff:127.0.0.1]/'],
    ['http://[0:0:0:0:0:ffff:7f00:1]/'],
    // private, link-local, CGNAT, unspecified, multicast, broadcast, reserved
    ['http://10.0.0.1/'],
    ['http://172.16.0.1/'],
    ['http://172.31.255.254/'],
    ['http://192.168.0.1/'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://100.64.0.1/'],
    ['http://0.0.0.0/'],
    ['http://224.0.0.1/'],
    ['http://255.255.255.255/'],
    ['http://240.0.0.1/'],
    ['http://[fd00:ec2::254]/'],
    ['http://[fe80::1]/'],
    ['http://[fc00::1]/'],
    ['http://[::ffff:a9fe:a9fe]/'],
    ['http://[64:ff9b::a00:1]/'],
    ['http://[2002:c0a8:1::1]/'],
    // names that resolve to refused addresses, or to a mix of public and private ones
    ['http://localhost.test/'],
    ['http://intranet.test/recipe'],
    ['http://mixed.test/'],
    ['http://mapped.test/'],
    ['http://v6only.test/'],
    ['http://metadata.google.internal/computeMetadata/v1/'],
    // a public address on a port other than 80 or 443
    [`http://${PUBLIC}:8080/`],
    ['https://public.test:8443/'],
    // credentials in the URL
    ['http://user:secret@public.test/'],
  ])('%s → not allowed', async (url) => {
    const error = await failureOf(fetchPage(url, policy({ resolve: dns })));
    expect(error.failure).toBe('not_allowed');
    expect(error.message).toBe('That address is not allowed');
  });

  it.each([
    ['file:///etc/passwd'],
    ['gopher://public.test:70/_GET'],
    ['data:text/html,<h1>hi</h1>'],
    ['ftp://public.test/recipe.html'],
    ['javascript:alert(1)'],
    ['not a url'],
  ])('%s → bad url', async (url) => {
    const error = await failureOf(fetchPage(url, policy({ resolve: dns })));
    expect(error.failure).toBe('bad_url');
  });

  it('does not resolve names it refuses outright', async () => {
    const local = stubDns({});
    await failureOf(fetchPage('file:///etc/hosts', policy({ resolve: local })));
    expect(local.asked).toEqual([]);
  });

  it('answers "not found" for a name that does not resolve', async () => {
    const error = await failureOf(fetchPage('http://nowhere.test/', policy({ resolve: dns })));
    expect(error.failure).toBe('unreachable');
  });
});

describe('a canary listener on 127.0.0.1', () => {
  let canary: net.Server;
  let port = 0;
  let connections = 0;

  beforeAll(async () => {
    canary = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    port = (canary.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => canary.close(() => resolve())));

  it('receives no connection when the private-network opt-in is off', async () => {
    const dns = stubDns({
      'canary.test': ['127.0.0.1'],
      'sneaky.test': [PUBLIC, '127.0.0.1'],
      localhost: ['::1', '127.0.0.1'],
    });
    const urls = [
      `http://127.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://canary.test:${port}/`,
      `http://sneaky.test:${port}/`,
      `http://localhost:${port}/`,
    ];
    for (const url of urls) {
      const error = await failureOf(fetchPage(url, policy({ resolve: dns })));
      expect(error.failure, url).toBe('not_allowed');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections).toBe(0);
  });

  it('does receive the connection when the opt-in is on (so the canary works)', async () => {
    await failureOf(fetchPage(`http://127.0.0.1:${port}/`, policy({ allowPrivateNetwork: true })));
    expect(connections).toBe(1);
  });
});

/** A local test server; `route` answers each path. */
async function startServer(route: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PAGE =
  '<!doctype html><html><head><title>Soup</title></head><body><h1>Soup</h1></body></html>';

describe('redirects', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let canaryConnections = 0;
  let canary: net.Server;
  let canaryPort = 0;

  beforeAll(async () => {
    canary = net.createServer((socket) => {
      canaryConnections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    canaryPort = (canary.address() as net.AddressInfo).port;
    server = await startServer((req, res) => {
      const path = req.url ?? '/';
      const hop = /^\/hops\/(\d+)$/.exec(path);
      if (hop) {
        const left = Number(hop[1]);
        res.writeHead(302, { location: left > 0 ? `/hops/${left - 1}` : '/page' }).end();
        return;
      }
      const targets: Record<string, string> = {
        '/to-private': 'http://10.0.0.1/',
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/iam/',
        '/to-name': 'http://internal.test/',
        '/to-canary': `http://127.0.0.1:${canaryPort}/`,
        '/to-file': 'file:///etc/passwd',
        '/a/relative': '../page',
      };
      if (targets[path]) {
        res.writeHead(301, { location: targets[path] }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => canary.close(() => resolve()));
  });

  // The test server itself is let through (it lives on 127.0.0.1), and nothing else is.
  const guarded = () =>
    policy({
      resolve: stubDns({ 'internal.test': ['192.168.7.7'] }),
      exemptTargets: [{ address: '127.0.0.1', port: server.port }],
    });

  it.each([['/to-private'], ['/to-metadata'], ['/to-name'], ['/to-canary']])(
    'refuses a redirect %s to a private address',
    async (path) => {
      const error = await failureOf(fetchPage(server.origin + path, guarded()));
      expect(error.failure).toBe('not_allowed');
    },
  );

  it('refuses a redirect to a file: URL and never touched the canary', async () => {
    const error = await failureOf(fetchPage(`${server.origin}/to-file`, guarded()));
    expect(error.failure).toBe('bad_url');
    expect(canaryConnections).toBe(0);
  });

  it('follows up to the limit, relative locations included, and answers the final URL', async () => {
    const page = await fetchPage(`${server.origin}/hops/4`, guarded());
    expect(page.url).toBe(`${server.origin}/page`);
    expect(page.html).toBe(PAGE);
    const relative = await fetchPage(`${server.origin}/a/relative`, guarded());
    expect(relative.url).toBe(`${server.origin}/page`);
  });

  it('stops after too many redirects', async () => {
    const error = await failureOf(fetchPage(`${server.origin}/hops/5`, guarded()));
    expect(error.failure).toBe('too_many_redirects');
    await expect(
      fetchPage(`${server.origin}/hops/5`, { ...guarded(), maxRedirects: 6 }),
    ).resolves.toBeTruthy();
  });
});

describe('limits (opt-in on, local server)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let bombClosed: Promise<void>;
  let markBombClosed: () => void = () => undefined;
  const big = Buffer.alloc(2_000_000, 'a');

  beforeAll(async () => {
    bombClosed = new Promise((resolve) => (markBombClosed = resolve));
    server = await startServer((req, res) => {
      const html = { 'content-type': 'text/html; charset=utf-8' };
      switch (req.url) {
        case '/big':
          res.writeHead(200, { ...html, 'content-length': big.length }).end(big);
          return;
        case '/big-chunked':
          res.writeHead(200, html);
          for (let i = 0; i < 20; i++) res.write(big.subarray(0, 100_000));
          res.end();
          return;
        case '/bomb': {
          // An endless stream of zeros, gzip-compressed: ~1000:1, so a few kB on the wire
          // decode to megabytes. The client must stop reading on its own.
          res.writeHead(200, { ...html, 'content-encoding': 'gzip' });
          const zeros = new Readable({
            read() {
              this.push(Buffer.alloc(65_536));
            },
          });
          res.on('close', () => {
            zeros.destroy();
            markBombClosed();
          });
          zeros.pipe(zlib.createGzip()).pipe(res);
          return;
        }
        case '/gzip':
          res.writeHead(200, { ...html, 'content-encoding': 'gzip' }).end(zlib.gzipSync(PAGE));
          return;
        case '/br':
          res
            .writeHead(200, { ...html, 'content-encoding': 'br' })
            .end(zlib.brotliCompressSync(PAGE));
          return;
        case '/deflate':
          res
            .writeHead(200, { ...html, 'content-encoding': 'deflate' })
            .end(zlib.deflateSync(PAGE));
          return;
        case '/deflate-raw':
          res
            .writeHead(200, { ...html, 'content-encoding': 'deflate' })
            .end(zlib.deflateRawSync(PAGE));
          return;
        case '/slow-body': {
          res.writeHead(200, html);
          const timer = setInterval(() => res.write('<p>.</p>'), 50);
          res.on('close', () => clearInterval(timer));
          return;
        }
        case '/no-answer':
          return; // never answers
        case '/json':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"recipe": true}');
          return;
        case '/forbidden':
          res.writeHead(403, html).end('<p>SECRET-BOT-WALL-TOKEN</p>');
          return;
        case '/latin1':
          res
            .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
            .end(Buffer.from('<p>caf\xe9</p>', 'latin1'));
          return;
        default:
          res.writeHead(200, html).end(PAGE);
      }
    });
  });
  afterAll(() => server.close());

  const open = (overrides: Partial<FetchPolicy> = {}) =>
    policy({ allowPrivateNetwork: true, ...overrides });

  it('refuses a body over the limit, declared or streamed', async () => {
    expect((await failureOf(fetchPage(`${server.origin}/big`, open()))).failure).toBe('too_large');
    expect((await failureOf(fetchPage(`${server.origin}/big-chunked`, open()))).failure).toBe(
      'too_large',
    );
    await expect(
      fetchPage(`${server.origin}/big`, open({ maxBytes: 3_000_000 })),
    ).resolves.toBeTruthy();
  });

  it('stops a decompression bomb at the decoded limit and hangs up', async () => {
    const error = await failureOf(
      fetchPage(`${server.origin}/bomb`, open({ maxBytes: 1_000_000 })),
    );
    expect(error.failure).toBe('too_large');
    expect(error.message).toBe('The page is too large');
    await bombClosed; // the server saw the connection closed: the client stopped reading
  });

  it.each([['/gzip'], ['/br'], ['/deflate'], ['/deflate-raw']])('decodes %s', async (path) => {
    const page = await fetchPage(server.origin + path, open());
    expect(page.html).toBe(PAGE);
  });

  it('gives up on a slow body and on a server that never answers', async () => {
    expect(
      (await failureOf(fetchPage(`${server.origin}/slow-body`, open({ timeoutMs: 300 })))).failure,
    ).toBe('timeout');
    const silent = await failureOf(
      fetchPage(`${server.origin}/no-answer`, open({ timeoutMs: 300 })),
    );
    expect(silent.failure).toBe('timeout');
    expect(silent.message).toBe('The page took too long to answer');
  });

  it('accepts only HTML', async () => {
    expect((await failureOf(fetchPage(`${server.origin}/json`, open()))).failure).toBe('not_html');
  });

  it("reports the site's refusal without echoing what it said", async () => {
    const error = await failureOf(fetchPage(`${server.origin}/forbidden`, open()));
    expect(error).toMatchObject({
      failure: 'http_status',
      situation: 'site_refused',
      status: 403,
      message: 'That site refused the request (403)',
    });
    expect(error.message).not.toContain('SECRET');
  });

  it('decodes the charset the page declares', async () => {
    expect((await fetchPage(`${server.origin}/latin1`, open())).html).toBe('<p>café</p>');
  });
});
