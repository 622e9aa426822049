// How other users appear to someone who is not them: a display name with SPEC's fallbacks and a
// masked address. Another user's full e-mail address never leaves the server (ARCHITECTURE:
// Secrets stay secret), so every answer that names a person goes through here.
import { displayNameOf as displayNameOfPerson } from '../../contract/shared-recipe';

/** The name fields of a users row (any may be missing). */
export interface PersonFields {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/**
 * 'First Last'; else the part of the e-mail before the @ (SPEC §2 Discover); else
 * 'Anonymous Chef' (the rule is the contract's, which the browser shares).
 */
export function displayNameOf(person: PersonFields | null | undefined): string {
  return displayNameOfPerson(
    person && { firstName: person.first_name, lastName: person.last_name, email: person.email },
  );
}

/** 'jane@example.com' → 'j***@example.com'; anything without a local part and domain → '***'. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return '***';
  return `${Array.from(email)[0]}***${email.slice(at)}`;
}
