// Live figures a feature offers about itself (sockets open, photos waiting to be read), read when
// /metrics is scraped. A feature that owns the thing measured registers a reading where it builds
// it, so the metrics module (server/metrics/routes.ts) needs no handle on the feature's inside.

/** The readings features offer; each one a gauge of /metrics (routes.ts names and explains it). */
export type ReadingName = 'realtimeSockets' | 'photoImportsWaiting' | 'photoImportsReading';

export class LiveReadings {
  private readonly reads = new Map<ReadingName, () => number>();

  /** Offers `read` as the current value of `name`; a later offer replaces an earlier one. */
  offer(name: ReadingName, read: () => number): void {
    this.reads.set(name, read);
  }

  /** The current value of `name`, or undefined when nothing offers it (the feature is off). */
  read(name: ReadingName): number | undefined {
    return this.reads.get(name)?.();
  }
}
