// A place in a list ordered by creation time, then id (a Discover page's end, an export part's),
// handed to clients as an opaque cursor: base64url JSON they send back as it is.

export interface CreatedPosition {
  createdAt: string;
  id: string;
  /** In a Discover search, the match tier of the recipe (lists there order by it first). */
  tier?: number;
}

export function encodePosition(position: CreatedPosition): string {
  const { createdAt, id, tier } = position;
  return Buffer.from(
    JSON.stringify(tier === undefined ? [createdAt, id] : [createdAt, id, tier]),
  ).toString('base64url');
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
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      (value[2] === 0 || value[2] === 1 || value[2] === 2)
    ) {
      return { createdAt: value[0], id: value[1], tier: value[2] };
    }
  } catch {
    // not JSON: names no position
  }
  return null;
}
