import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { badRequest } from './errors';

/**
 * The origin the caller reached the app at (honours X-Forwarded-* only under TRUST_PROXY): what
 * a local upload address, which is relative, is resolved against.
 */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const SAFE_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The app's origin for links in mail: PUBLIC_URL, else this request's protocol and host. */
export function publicOrigin(
  deps: { config: Pick<Config, 'PUBLIC_URL'> },
  request: FastifyRequest,
): string {
  if (deps.config.PUBLIC_URL) return deps.config.PUBLIC_URL.replace(/\/+$/, '');
  if (!SAFE_HOST.test(request.host))
    throw badRequest('Cannot build the recipe link for this host', 'bad_host');
  return `${request.protocol}://${request.host}`;
}
