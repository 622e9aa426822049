// The contact form's SQL: messages are stored before they are mailed, so none is lost when the
// mailer is down, and admins read them newest first.
import type { Kysely } from 'kysely';
import type { ContactMessageRow, Database } from '../db/schema';

type Db = Kysely<Database>;

export async function insertContactMessage(db: Db, row: ContactMessageRow) {
  await db.insertInto('contact_messages').values(row).execute();
}

export async function markContactMessageMailed(db: Db, id: string, mailedAt: string) {
  await db
    .updateTable('contact_messages')
    .set({ mailed_at: mailedAt })
    .where('id', '=', id)
    .execute();
}

export async function selectContactMessagePage(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
