// The real-time channel on /ws (SPEC §7). The upgrade runs through app.ts's onRequest hook
// first, which refuses a foreign Origin (403) and reads the session cookie; here a socket
// without a signed-in user is refused (401) before any upgrade.
import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { WS_CLOSE_CODES } from '../../contract/realtime-values';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { AppError, unauthorized } from '../http/errors';
import { createInProcessBroker, type Broker } from './broker';
import { RealtimeHub } from './hub';
import { createMemoryPresenceStore, type PresenceStore } from './presence';
import { syncTargetsOf } from './sync-targets';

/** @fastify/websocket's options: the message size cap, and quiet handling of socket errors. */
export function websocketOptions(config: Config): WebsocketPluginOptions {
  return {
    // A bigger message makes ws close the socket with 1009; nothing else is affected.
    options: { maxPayload: config.WS_MAX_MESSAGE_BYTES },
    errorHandler(error, socket, request) {
      // Protocol errors (oversize, bad frames) are the client's; ws has already begun closing.
      const isProtocolError = String((error as { code?: unknown }).code ?? '').startsWith('WS_ERR');
      request.log[isProtocolError ? 'debug' : 'warn']({ err: error }, 'websocket error');
      if (!isProtocolError) socket.terminate();
    },
    // On shutdown the hub closes its sockets (realtimeRoutes' preClose hook); anything else
    // still open here is told 1001 (going away) too, so every client reconnects elsewhere.
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(WS_CLOSE_CODES.goingAway, 'Server shutting down');
      }
      this.websocketServer.close();
      done();
    },
  };
}

export interface RealtimeOptions {
  /** Defaults to this process only; backends.ts picks Redis with REDIS_URL. */
  broker?: Broker;
  presence?: PresenceStore;
}

export async function realtimeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: RealtimeOptions = {},
): Promise<void> {
  const { config } = deps;
  const broker = options.broker ?? createInProcessBroker(deps.log);
  const hub = new RealtimeHub({
    db: deps.db,
    log: deps.log,
    broker,
    presence: options.presence ?? createMemoryPresenceStore(),
    limits: {
      maxJoinsPerSocket: config.WS_MAX_JOINS_PER_SOCKET,
      maxSocketsPerUser: config.WS_MAX_SOCKETS_PER_USER,
      maxSockets: config.WS_MAX_SOCKETS,
      messagesPerSecond: config.WS_MESSAGES_PER_SECOND,
      maxBufferedBytes: config.WS_MAX_BUFFERED_BYTES,
      heartbeatMs: config.WS_HEARTBEAT_SECONDS * 1000,
      revalidateMs: config.WS_REVALIDATE_SECONDS * 1000,
    },
    sync: { targets: syncTargetsOf(deps), maxUpdateBytes: config.SYNC_MAX_UPDATE_BYTES },
  });
  hub.start(deps.events);
  deps.readings.offer('realtimeSockets', () => hub.connectionCount);
  // Before the server stops: every socket gets 1001 (going away), which the web client answers
  // by reconnecting, through the load balancer, to a process that stays; their presence is
  // removed while the broker and presence store are still there.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  app.addHook('onClose', async () => {
    await hub.close();
    hub.stop();
    await broker.close();
  });

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request) => {
        if (!request.user || !request.sessionToken) throw unauthorized();
        const problem = hub.admissionProblem(request.user.id);
        if (problem) {
          throw new AppError(problem.statusCode, problem.message, 'too_many_connections');
        }
      },
    },
    (socket, request) => {
      // preValidation guarantees both; the check keeps the types honest.
      if (!request.user || !request.sessionToken)
        return socket.close(WS_CLOSE_CODES.policyViolation, 'Unauthorized');
      hub.attach(socket, request.user, request.sessionToken);
    },
  );
}
