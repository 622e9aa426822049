// Security seam: the headers every answer carries. Helmet works out the standard set once
// (nosniff, frame denial, referrer and cross-origin policies, HSTS behind https); the
// Content-Security-Policy is Potluck's own, in three forms: a locked-down one for API and other
// non-document answers, one for the app's documents, and the same with a per-answer nonce for
// the single-page app's HTML, whose dialogs inject <style> elements (scroll locking) that carry
// that nonce.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

type Directives = Record<string, string[]>;

const serializePolicy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * Where the browser may send requests besides this origin: with an S3-compatible store, photos
 * are PUT straight to the bucket's presigned address.
 */
export function uploadOrigins(config: Config): string[] {
  if (!config.S3_ENDPOINT || !config.S3_BUCKET) return [];
  const endpoint = new URL(config.S3_ENDPOINT);
  return [
    config.S3_FORCE_PATH_STYLE
      ? endpoint.origin
      : `${endpoint.protocol}//${config.S3_BUCKET}.${endpoint.host}`,
  ];
}

/** The app's documents: everything from this origin, nothing inline but nonced styles. */
function documentDirectives(config: Config): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // blob: is the preview of a photo being uploaded; data: covers small inlined assets.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers the same-origin WebSocket (/ws) in current browsers.
    'connect-src': ["'self'", ...uploadOrigins(config)],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.COOKIE_SECURE ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** API answers (JSON) load nothing and may be framed by nobody. */
const API_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

const isApiPath = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/api?') || url === '/api' || url.startsWith('/ws');

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/**
 * The headers a middleware sets, read once: Helmet's depend on the settings, not on the request,
 * and running its chain of middlewares on every answer cost more than the rest of a small one.
 */
function recordHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('the security headers are not known in advance');
  return headers;
}

export interface DocumentPolicy {
  /** A fresh nonce and the policy that allows styles carrying it, for one HTML answer. */
  withNonce(): { nonce: string; policy: string };
}

/** Adds the headers to every answer; returns what the single-page app's HTML answers need. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): DocumentPolicy {
  const setStandardHeaders = helmet({
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    // 'same-origin', not 'no-referrer': with no-referrer a browser sends `Origin: null` on the
    // app's own POSTs, which the Origin check refuses. Shared-recipe addresses still never leak
    // to other sites.
    referrerPolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.COOKIE_SECURE
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  const directives = documentDirectives(config);
  const documentPolicy = serializePolicy(directives);

  // A callback hook: it runs on every request, and sets headers worked out once.
  const apiHeaders = {
    ...recordHeaders(setStandardHeaders),
    'content-security-policy': API_POLICY,
  };
  const documentHeaders = { ...apiHeaders, 'content-security-policy': documentPolicy };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
    done();
  });

  return {
    withNonce() {
      const nonce = randomBytes(16).toString('base64');
      const policy = serializePolicy({
        ...directives,
        'style-src': [...directives['style-src']!, `'nonce-${nonce}'`],
      });
      return { nonce, policy };
    },
  };
}
