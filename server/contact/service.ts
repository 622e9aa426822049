// The contact form: store the message, then mail it to SUPPORT_EMAIL. Security seam for mail
// headers: only our fixed prefix and a sanitised single-line subject reach the Subject header,
// the Reply-To is the sender's validated address alone, and everything else the sender typed
// goes in the body.
import type { ContactInput, ContactMessage } from '../../contract/contact';
import type { ContactMessageRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { newId } from '../lib/ids';
import { nowIso, toIso } from '../lib/time';
import {
  insertContactMessage,
  markContactMessageMailed,
  selectContactMessagePage,
} from './queries';

export const CONTACT_SUBJECT_PREFIX = '[Potluck contact] ';
const MAX_SUBJECT_LENGTH = 150;

/** One line of plain text: control and line-separator characters become spaces, runs collapse. */
export function singleLineSubject(subject: string): string {
  const line = subject
    // Control characters are exactly what must go: CR and LF would start a new header.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SUBJECT_LENGTH)
    .trim();
  return line || 'Message from the contact form';
}

function mailBody(input: ContactInput, userId: string | null): string {
  return [
    'A message from the Potluck contact form.',
    '',
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    `Account: ${userId ?? 'not signed in'}`,
    `Subject: ${input.subject}`,
    '',
    input.message,
    '',
  ].join('\n');
}

/**
 * Stores the message and mails it to support. A mailer failure is logged, not answered: the
 * message is kept (mailed_at stays null) and admins read it on the dashboard.
 */
export async function sendContactMessage(
  deps: AppDeps,
  input: ContactInput,
  userId: string | null,
): Promise<void> {
  const row: ContactMessageRow = {
    id: newId(),
    user_id: userId,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    mailed_at: null,
    created_at: nowIso(),
  };
  await insertContactMessage(deps.db, row);
  try {
    await deps.mailer.send({
      to: deps.config.SUPPORT_EMAIL,
      replyTo: input.email,
      subject: CONTACT_SUBJECT_PREFIX + singleLineSubject(input.subject),
      text: mailBody(input, userId),
    });
    await markContactMessageMailed(deps.db, row.id, nowIso());
  } catch (err) {
    deps.log.error({ err, contactMessageId: row.id }, 'contact message could not be mailed');
  }
}

export async function listContactMessages(
  deps: AppDeps,
  page: { limit: number; offset: number },
): Promise<{ items: ContactMessage[]; total: number }> {
  const { rows, total } = await selectContactMessagePage(deps.db, page);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      userId: row.user_id,
      createdAt: toIso(row.created_at),
    })),
    total,
  };
}
