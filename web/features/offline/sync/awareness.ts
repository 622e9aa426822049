// Who is where in one open document: the user's own field and selection, sent at most every
// `delayMs` (the latest state wins, so a quick blur and focus elsewhere sends one message), and
// the others' as the server stamps and relays them.
import type { ServerMessage } from '../../../../contract/realtime';
import type { OwnPresence, RemotePresence } from './sync-types';

type AwarenessMessage = Extract<ServerMessage, { type: 'awareness' }>;

export class Awareness {
  private own: OwnPresence | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sentAt = -Infinity;
  private readonly byConnection = new Map<string, RemotePresence>();

  constructor(
    /** Sends the user's state now; false when it cannot go (the document is not open). */
    private readonly send: (own: OwnPresence | null) => boolean,
    private readonly delayMs: number,
  ) {}

  /** Everyone else in the document, in the order they arrived. */
  get others(): RemotePresence[] {
    return [...this.byConnection.values()];
  }

  /** The user is in `presence`'s field now (null: in none). */
  set(presence: OwnPresence | null): void {
    const own = this.own;
    const isSame =
      presence === own ||
      (presence !== null &&
        own !== null &&
        presence.field === own.field &&
        presence.anchor === own.anchor &&
        presence.head === own.head);
    if (isSame) return;
    this.own = presence;
    this.schedule();
  }

  /** The document (re)opened: say again where the user is, if anywhere. */
  resend(): void {
    if (this.own) this.schedule();
  }

  /** Takes another person's state; answers whether anything changed. */
  receive({ connectionId, userId, name, field, anchor, head }: AwarenessMessage): boolean {
    if (field === null) return this.byConnection.delete(connectionId);
    this.byConnection.set(connectionId, { connectionId, userId, name, field, anchor, head });
    return true;
  }

  /** Forgets the others (the connection went; they say again where they are on the next). */
  clearOthers(): void {
    this.byConnection.clear();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule() {
    if (this.timer !== undefined) return;
    const wait = Math.max(0, this.sentAt + this.delayMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.send(this.own)) this.sentAt = Date.now();
    }, wait);
  }
}
