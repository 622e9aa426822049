import { randomUUID } from 'node:crypto';

/** Random ids (UUID v4): unguessable, so an id alone never grants access but never leaks order. */
export function newId(): string {
  return randomUUID();
}
