import type { Client, ClientConfig, Notification } from 'pg';

/** The channel migration 013's triggers notify, with the changed table's schema as payload. */
const CHANGE_CHANNEL = 'potluck_changes';

/** How long a lost listening connection waits before it connects again, doubling up to the most. */
const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 30_000;

export interface ChangeNotices {
  /**
   * A mark of the tables a session read depends on (sessions, users, list_versions): it moves
   * with every notice PostgreSQL sends of a change to them, whoever made it. Null while not
   * listening (before the first LISTEN, after the connection is lost or stops answering, until it
   * is back): a change made then would go unseen, so nothing read may be reused.
   */
  mark(): string | null;
  close(): Promise<void>;
}

export interface ChangeNoticeOptions {
  connection: ClientConfig;
  /** The schema whose changes count; notices from other schemas of the database are ignored. */
  schema: string;
  /**
   * Every this many milliseconds the listening connection sends itself a notice, and is taken for
   * lost unless it hears it back within as long again (DATABASE_CHANGE_NOTICES_CHECK_MS): a
   * connection cut without a word (a firewall's idle drop, a pooler that cannot hold a LISTEN)
   * would otherwise hear nothing, and keep every session read, for as long as TCP takes to notice.
   */
  checkMs: number;
  onError: (error: Error) => void;
}

/**
 * Listens on a connection of its own for the notices migration 013's triggers send when a
 * session, a user or a list version changes in `schema`. PostgreSQL sends a notice when the
 * writing transaction commits, to every connection listening then; one lost here is made up for
 * by the mark being null until the connection is back, and different from every earlier one
 * after. Another process's change is seen once its notice arrives: PostgreSQL signals the
 * listening connections as the writer's commit completes, well under a millisecond on one host.
 * A start that cannot listen is not refused: the mark stays null, and it tries again.
 */
export async function listenForChanges(options: ChangeNoticeOptions): Promise<ChangeNotices> {
  const { connection, schema, checkMs, onError } = options;
  const { default: pg } = await import('pg');
  // Each connection gets a number of its own, so a mark from before a loss never comes back.
  let connections = 0;
  let notices = 0;
  let listening = false;
  let closed = false;
  let client: Client | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | null = null;
  /** The payload of the check notice awaited, and when it is overdue. */
  let awaited: { payload: string; deadline: NodeJS.Timeout } | null = null;
  let checks = 0;

  const onNotice = (notice: Notification) => {
    if (notice.channel !== CHANGE_CHANNEL) return;
    if (notice.payload === schema) notices += 1;
    else if (awaited && notice.payload === awaited.payload) {
      clearTimeout(awaited.deadline);
      awaited = null;
    }
  };
  const lost = (error?: Error) => {
    if (closed) return;
    if (error) onError(error);
    if (!client) return;
    listening = false;
    if (awaited) clearTimeout(awaited.deadline);
    awaited = null;
    hangUp(client);
    client = null;
    retry = setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
  };
  async function connect() {
    retry = null;
    const next = new pg.Client({
      ...connection,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Named after the schema, so an operator (or a test) can tell one process's listener.
      application_name: `potluck notices ${schema}`.slice(0, 63),
    });
    client = next;
    next.on('notification', onNotice);
    next.on('error', (error) => lost(error));
    next.on('end', () => lost(new Error('The connection listening for changes ended')));
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      if (client === next) lost(error as Error);
      return;
    }
    // Lost, or closed, while it was connecting: that connection is already let go.
    if (client !== next) return;
    connections += 1;
    retryMs = RETRY_FIRST_MS;
    listening = true;
  }
  const check = () => {
    if (!listening || !client || awaited) return;
    const payload = `${schema} check ${(checks += 1)}`;
    awaited = {
      payload,
      deadline: setTimeout(
        () => lost(new Error('The connection listening for changes stopped answering')),
        checkMs,
      ).unref(),
    };
    client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]).catch(() => {});
  };
  const checking = setInterval(check, checkMs).unref();
  await connect();

  return {
    mark: () => (listening ? `${connections}.${notices}` : null),
    async close() {
      closed = true;
      listening = false;
      clearInterval(checking);
      if (retry) clearTimeout(retry);
      if (awaited) clearTimeout(awaited.deadline);
      if (client) await hangUp(client);
      client = null;
    },
  };
}

/** Ends a connection no longer wanted, with nothing more to hear from it. */
function hangUp(client: Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => {});
  return client.end().catch(() => {});
}
