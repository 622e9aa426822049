import type { FastifyRequest } from 'fastify';

/**
 * The origin the caller reached the app at (honours X-Forwarded-* only under TRUST_PROXY): what
 * a local upload address, which is relative, is resolved against.
 */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
