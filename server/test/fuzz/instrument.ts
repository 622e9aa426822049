// What the fuzz suite needs to see inside the app it starts: every route as it is registered, and
// every error the app logs. fuzz.test.ts mocks the `fastify` module with `instrumentFastify`, so
// each instance the app builds gets an onRoute hook (before any plugin registers a route) and a
// logger that keeps error lines in memory instead of discarding them.
import { Writable } from 'node:stream';
import type * as fastifyModule from 'fastify';
import pino from 'pino';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** One logged line at error level or above: its message, request id and error (with stack). */
export interface LoggedError {
  time: number;
  msg: string;
  reqId?: string;
  err?: { type?: string; message?: string; stack?: string };
}

/** Every route any instrumented app registered, in order (HEAD included as Fastify adds it). */
export const registeredRoutes: RegisteredRoute[] = [];
/** Error lines logged by instrumented apps, oldest first (the last 500 kept). */
export const loggedErrors: LoggedError[] = [];

const errorLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      loggedErrors.push(JSON.parse(line) as LoggedError);
      if (loggedErrors.length > 500) loggedErrors.shift();
    }
    done();
  },
});

export type FastifyModule = typeof fastifyModule;
type FastifyFactory = FastifyModule['default'];

/** The `fastify` module with its factory wrapped: same instances, plus the two observers. */
export function instrumentFastify(actual: FastifyModule): FastifyModule {
  const wrapped = ((options: Record<string, unknown> = {}) => {
    // A pino instance in place of `logger: false`, so errors the app logs reach the report.
    const { logger: _logger, ...rest } = options;
    const app = actual.default({
      ...rest,
      loggerInstance: pino({ level: 'error' }, errorLog),
    });
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        registeredRoutes.push({ method, url: route.url });
      }
    });
    return app;
  }) as unknown as FastifyFactory;
  return { ...actual, default: wrapped, fastify: wrapped } as FastifyModule;
}

/** The error lines logged for one request (matched by the X-Request-Id the app echoes). */
export function errorsOfRequest(requestId: string | null): LoggedError[] {
  return requestId ? loggedErrors.filter((line) => line.reqId === requestId) : [];
}

/** The error lines logged since `time` (Date.now()), e.g. while a WebSocket message was handled. */
export function errorsSince(time: number): LoggedError[] {
  return loggedErrors.filter((line) => line.time >= time);
}

/** A short, readable form of logged errors for a failure message. */
export function describeLoggedErrors(lines: LoggedError[]): string {
  if (lines.length === 0) return '(nothing logged)';
  return lines
    .map((line) => `${line.msg}: ${line.err?.stack ?? line.err?.message ?? '(no error)'}`)
    .join('\n');
}
