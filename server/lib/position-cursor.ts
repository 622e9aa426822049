// A place in a list ordered by creation time, then id (a Discover page's end, an export part's),
// handed to clients as an opaque cursor: base64url JSON they send back as it is.

export interface CreatedPosition {
  createdAt: string;
  id: string;
}

export function encodePosition(position: CreatedPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** The position `cursor` names, or null when it names none (the caller answers a 400). */
export function decodePosition(cursor: string): CreatedPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // not JSON: names no position
  }
  return null;
}
