// The /ws close codes, in a module without the schema library so the browser takes the same
// numbers the server sends (contract/realtime.ts re-exports them beside the message schemas).

/** How a socket on /ws is closed, and what the browser does after each. */
export const WS_CLOSE_CODES = {
  /** The browser let the socket go (nothing uses it any more). */
  normal: 1000,
  /** RFC 6455's "going away": the server is shutting down; connect again, soon, to another. */
  goingAway: 1001,
  /** The connection went without a closing handshake (here: the browser went offline). */
  abnormal: 1006,
  /**
   * Too many messages, a socket that keeps sending what it may not, or an upgrade with no
   * session.
   */
  policyViolation: 1008,
  /** A message over WS_MAX_MESSAGE_BYTES. */
  messageTooBig: 1009,
  /** The session ended (logout, expiry) or the account was disabled: sign in again. */
  sessionEnded: 4001,
} as const;
