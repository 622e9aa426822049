import type { ClientConfig, Notification } from 'pg';

/** The channel migration 013's triggers notify, with the changed table's schema as payload. */
const CHANGE_CHANNEL = 'potluck_changes';

/** How long a lost listening connection waits before it connects again, doubling up to the most. */
const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 30_000;

export interface ChangeNotices {
  /**
   * A mark of the tables a session read depends on (sessions, users, list_versions): it moves
   * with every notice PostgreSQL sends of a change to them, whoever made it. Null while not
   * listening (after the connection is lost and until it is back): a change made then would go
   * unseen, so nothing read may be reused.
   */
  mark(): string | null;
  close(): Promise<void>;
}

/**
 * Listens on a connection of its own for the notices migration 013's triggers send when a
 * session, a user or a list version changes in `schema`. PostgreSQL sends a notice when the
 * writing transaction commits, to every connection listening then; one lost here is made up for
 * by the mark being null until the connection is back, and different from every earlier one
 * after. Another process's change is seen once its notice arrives: PostgreSQL signals the
 * listening connections as the writer's commit completes, well under a millisecond on one host.
 */
export async function listenForChanges(
  connection: ClientConfig,
  schema: string,
  onError: (error: Error) => void,
): Promise<ChangeNotices> {
  const { default: pg } = await import('pg');
  // Each connection gets a number of its own, so a stamp from before a loss never comes back.
  let connections = 0;
  let notices = 0;
  let listening = false;
  let closed = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | null = null;

  const onNotice = (notice: Notification) => {
    if (notice.channel === CHANGE_CHANNEL && notice.payload === schema) notices += 1;
  };
  const lost = (error?: Error) => {
    if (error) onError(error);
    if (!listening && !client) return;
    listening = false;
    const gone = client;
    client = null;
    gone?.removeAllListeners();
    gone?.on('error', () => {});
    void gone?.end().catch(() => {});
    if (!closed) {
      retry = setTimeout(() => void connect().catch(() => {}), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
    }
  };
  async function connect() {
    retry = null;
    const next = new pg.Client({
      ...connection,
      keepAlive: true,
      // Named after the schema, so an operator (or a test) can tell one process's listener.
      application_name: `potluck notices ${schema}`.slice(0, 63),
    });
    client = next;
    next.on('notification', onNotice);
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    if (closed) return void next.end().catch(() => {});
    connections += 1;
    retryMs = RETRY_FIRST_MS;
    listening = true;
  }
  // The first connection is made before the app serves; a failure then is the start's failure.
  try {
    await connect();
  } catch (error) {
    closed = true;
    if (retry) clearTimeout(retry);
    throw error;
  }

  return {
    mark: () => (listening ? `${connections}.${notices}` : null),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listening = false;
      const gone = client;
      client = null;
      gone?.removeAllListeners();
      gone?.on('error', () => {});
      await gone?.end().catch(() => {});
    },
  };
}
