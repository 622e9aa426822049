import { buildApp } from './app';
import { loadConfig, type Config } from './config';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A configuration mistake is the operator's to fix: one sentence, no stack trace.
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
const { app } = await buildApp({ config });

// Graceful shutdown on SIGTERM (orchestrators, systemd) and SIGINT (Ctrl-C): stop accepting
// connections, answer 503 to new requests on open ones (so /readyz fails and the load balancer
// moves on), let requests in flight finish, close live sockets with 1001 so their clients
// reconnect to another process, then release the engines. Past SHUTDOWN_TIMEOUT_SECONDS the
// process exits anyway; a second signal does not interrupt a shutdown under way.
let isShuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error(
        { timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS },
        'shutdown took too long; exiting',
      );
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
