import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type ZodType, type z } from 'zod';

/** An error whose message is safe to show; the error handler turns it into `{message, code, ...}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 400 with its own `code`: the web app shows each situation's message in the reader's language by it. */
export const badRequest = (message: string, code: string, details: Record<string, unknown> = {}) =>
  new AppError(400, message, code, details);
export const unauthorized = () => new AppError(401, 'Unauthorized', 'unauthorized');
export const forbidden = (message = 'You are not allowed to do that', code = 'forbidden') =>
  new AppError(403, message, code);
export const notFound = (message = 'Not found', code = 'not_found') =>
  new AppError(404, message, code);
export const conflict = (message: string, code: string, details: Record<string, unknown> = {}) =>
  new AppError(409, message, code, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many attempts. Please wait and try again.', 'rate_limited', {
    retryAfter: retryAfterSeconds,
  });

/** Parses `value` with a contract schema; a failure becomes a 400 naming the first bad field. */
export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw result.error;
  return result.data;
}

function describeZodError(error: ZodError) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message:
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : issue.message,
  }));
  const first = issues[0];
  const field =
    first?.path.split('.')[0] ||
    (error.issues[0]?.code === 'unrecognized_keys'
      ? (error.issues[0] as { keys: string[] }).keys[0]
      : undefined);
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid input';
  return { message, code: 'invalid_input', field, issues };
}

/** The one error handler: every `/api` failure answers JSON `{message, ...}`; unknown errors say nothing more. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      return reply.status(400).send(describeZodError(error));
    }
    if (error instanceof AppError) {
      if (error.statusCode === 429 && typeof error.details.retryAfter === 'number') {
        reply.header('Retry-After', String(error.details.retryAfter));
      }
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...error.details });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'Request body is too large'
          : (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
              error.message.includes('JSON')
            ? 'Invalid JSON body'
            : error.message;
      return reply.status(status).send({ message, code: (error as FastifyError).code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'internal_error' });
  });
}
