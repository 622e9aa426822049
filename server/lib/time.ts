/** The one clock the server reads, as ISO-8601 UTC text. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** ISO text `ms` milliseconds from now. */
export function isoFromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** Accepts what either dialect returns for a timestamp column. */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}
