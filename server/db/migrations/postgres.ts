import { sql, type Kysely, type Migration } from 'kysely';
import { VOCABULARY_WORD_LETTERS } from '../../../contract/search/forgiving';
import { UNSPACED_SCRIPT_RANGES } from '../../../contract/search/scripts';

// PostgreSQL migrations: the same tables, columns, keys and indexes as sqlite.ts, under the same
// migration names, so an installation moves from one engine to the other row for row.
//
// Every text column is `collate "C"`: comparisons, ORDER BY and lower() then behave as in SQLite
// (binary order, ASCII-only case folding) whatever locale the database was created with, so the
// same queries answer the same rows and keyset pages on both engines.

/** One statement per entry, run in order inside the migration's transaction. */
async function run(db: Kysely<unknown>, statements: readonly string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const TEXT = 'text collate "C"';

/** The list scopes of the rows of a trigger's transition table, as a query. */
const listScopes = (table: string) =>
  `select owner_uid from ${table}` +
  ` union all select jsonb_array_elements_text(editors::jsonb) from ${table}` +
  ` union all select jsonb_array_elements_text(viewers::jsonb) from ${table}` +
  ` union all select '*discover' from ${table} where visibility = 'public'`;

/** The ranges of contract/search/scripts.ts as the inside of a PostgreSQL bracket expression. */
function unspacedScriptClass(): string {
  const escape = (codePoint: number) =>
    codePoint > 0xffff
      ? '\\U' + codePoint.toString(16).padStart(8, '0')
      : '\\u' + codePoint.toString(16).padStart(4, '0');
  return UNSPACED_SCRIPT_RANGES.map(([from, to]) => `${escape(from)}-${escape(to)}`).join('');
}

/**
 * Full-text search, the counterpart of SQLite's FTS5 table: `recipe_search` holds one tsvector per
 * recipe, keyed by the recipe's `seq` like FTS5's rowid, kept in step by triggers so every write
 * path (create, update, copy, import, delete) is covered, and indexed with GIN.
 *
 * Text is folded the way FTS5's `unicode61 remove_diacritics 2` tokenizer folds it: combining
 * accents are dropped after canonical decomposition ("crème" → "creme"), ASCII punctuation
 * separates words (PostgreSQL's parser would otherwise keep "pie-crust", "a.b" or "x@y.z" whole),
 * and the 'simple' configuration lower-cases without stemming or stop words. Search queries fold
 * their words through the same function, so both sides always agree.
 */
const SEARCH_FUNCTIONS = [
  String.raw`create function potluck_search_words(input text) returns text
    language sql immutable strict parallel safe as $$
      select regexp_replace(
        regexp_replace(normalize(input, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
        '[\u0001-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007f]+', ' ', 'g')
    $$`,
  // Lists are indexed as their items joined by newlines, not as JSON text, so an escape such as
  // \n never glues two words together.
  String.raw`create function potluck_search_lines(list text) returns text
    language sql immutable strict parallel safe as $$
      select coalesce(string_agg(item, E'\n' order by position), '')
      from jsonb_array_elements_text(list::jsonb) with ordinality as items(item, position)
    $$`,
  // Weights: A title, B tags, C description, D ingredients (the order of SQLite's bm25 weights).
  `create function potluck_search_document(
      title text, description text, ingredients text, tags text
    ) returns tsvector language sql immutable parallel safe as $$
      select setweight(to_tsvector('simple', potluck_search_words(title)), 'A')
        || setweight(to_tsvector('simple', potluck_search_words(coalesce(potluck_search_lines(tags), ''))), 'B')
        || setweight(to_tsvector('simple', potluck_search_words(coalesce(description, ''))), 'C')
        || setweight(to_tsvector('simple', potluck_search_words(coalesce(potluck_search_lines(ingredients), ''))), 'D')
    $$`,
];

/** PostgreSQL migrations, applied in key order at start. Never edit one that has shipped. */
export const postgresMigrations: Record<string, Migration> = {
  '001_core': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create table users (
          id ${TEXT} primary key,
          email ${TEXT} not null unique,
          first_name ${TEXT},
          last_name ${TEXT},
          profile_image_url ${TEXT},
          subscription_plan ${TEXT} not null default 'free',
          subscription_status ${TEXT} not null default 'active',
          account_type ${TEXT} not null default 'free',
          is_active integer not null default 1,
          stripe_customer_id ${TEXT},
          stripe_subscription_id ${TEXT},
          subscription_expires_at ${TEXT},
          created_at ${TEXT} not null,
          updated_at ${TEXT} not null
        )`,
        `create table passwords (
          user_id ${TEXT} primary key references users (id) on delete cascade,
          hashed_password ${TEXT} not null,
          created_at ${TEXT} not null
        )`,
        `create table password_resets (
          user_id ${TEXT} primary key references users (id) on delete cascade,
          reset_code ${TEXT} not null,
          expires_at ${TEXT} not null,
          attempts integer not null default 0,
          created_at ${TEXT} not null
        )`,
        `create table sessions (
          sid ${TEXT} primary key,
          sess ${TEXT} not null,
          expire ${TEXT} not null,
          user_id ${TEXT} not null references users (id) on delete cascade
        )`,
        `create index sessions_expire_idx on sessions (expire)`,
        `create index sessions_user_idx on sessions (user_id)`,

        // `seq` is the key the search table points at; `id` is the random id the API shows.
        `create table recipes (
          seq integer generated by default as identity primary key,
          id ${TEXT} not null unique,
          owner_uid ${TEXT} not null references users (id) on delete cascade,
          title ${TEXT} not null,
          description ${TEXT},
          ingredients ${TEXT} not null default '[]',
          steps ${TEXT} not null default '[]',
          tags ${TEXT} not null default '[]',
          image_url ${TEXT},
          tip_video_url ${TEXT},
          source_url ${TEXT},
          prep_time integer,
          cook_time integer,
          servings ${TEXT},
          visibility ${TEXT} not null default 'private',
          editors ${TEXT} not null default '[]',
          viewers ${TEXT} not null default '[]',
          created_at ${TEXT} not null,
          updated_at ${TEXT} not null
        )`,
        `create index recipes_owner_updated_idx on recipes (owner_uid, updated_at)`,
        `create index recipes_visibility_created_idx on recipes (visibility, created_at)`,

        `create table recipe_tags (
          recipe_id ${TEXT} not null references recipes (id) on delete cascade,
          tag ${TEXT} not null,
          constraint recipe_tags_pk primary key (recipe_id, tag)
        )`,
        `create index recipe_tags_tag_idx on recipe_tags (tag, recipe_id)`,

        `create table recipe_members (
          recipe_id ${TEXT} not null references recipes (id) on delete cascade,
          user_id ${TEXT} not null references users (id) on delete cascade,
          role ${TEXT} not null,
          constraint recipe_members_pk primary key (recipe_id, user_id, role)
        )`,
        `create index recipe_members_user_idx on recipe_members (user_id, recipe_id)`,

        ...SEARCH_FUNCTIONS,
        `create table recipe_search (
          seq integer primary key references recipes (seq) on delete cascade,
          document tsvector not null
        )`,
        `create index recipe_search_document_idx on recipe_search using gin (document)`,
        `create function recipes_search_refresh() returns trigger language plpgsql as $$
          begin
            insert into recipe_search (seq, document)
            values (new.seq, potluck_search_document(new.title, new.description, new.ingredients, new.tags))
            on conflict (seq) do update set document = excluded.document;
            return null;
          end
        $$`,
        `create trigger recipes_search_insert after insert on recipes
          for each row execute function recipes_search_refresh()`,
        `create trigger recipes_search_update after update of title, description, ingredients, tags on recipes
          for each row execute function recipes_search_refresh()`,
      ]);
    },
  },

  '002_objects_admin_contact': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create table uploads (
          id ${TEXT} primary key,
          key ${TEXT} not null unique,
          user_id ${TEXT} not null references users (id) on delete cascade,
          state ${TEXT} not null,
          max_bytes integer not null,
          size integer,
          expires_at ${TEXT} not null,
          created_at ${TEXT} not null,
          used_at ${TEXT}
        )`,
        `create index uploads_expires_idx on uploads (expires_at)`,
        `create index uploads_user_idx on uploads (user_id)`,

        // No foreign keys on images: clean-up decides by references, not by cascades (sqlite.ts).
        `create table images (
          id ${TEXT} primary key,
          path ${TEXT} not null unique,
          owner_id ${TEXT} not null,
          recipe_id ${TEXT},
          width integer not null,
          height integer not null,
          created_at ${TEXT} not null
        )`,
        `create index images_created_idx on images (created_at)`,
        `create index recipes_image_url_idx on recipes (image_url)`,

        `create table admin_audit (
          id ${TEXT} primary key,
          actor_id ${TEXT} not null,
          target_id ${TEXT} not null,
          action ${TEXT} not null,
          old_value ${TEXT},
          new_value ${TEXT},
          created_at ${TEXT} not null
        )`,
        `create index admin_audit_created_idx on admin_audit (created_at)`,
        `create index admin_audit_target_idx on admin_audit (target_id, created_at)`,

        `create index users_created_idx on users (created_at, id)`,
        `create index users_account_type_created_idx on users (account_type, created_at, id)`,

        `create table contact_messages (
          id ${TEXT} primary key,
          user_id ${TEXT} references users (id) on delete set null,
          name ${TEXT} not null,
          email ${TEXT} not null,
          subject ${TEXT} not null,
          message ${TEXT} not null,
          mailed_at ${TEXT},
          created_at ${TEXT} not null
        )`,
        `create index contact_messages_created_idx on contact_messages (created_at)`,
      ]);
    },
  },

  // SQLite's 003 gives its full-text index the words that scope a search. Here the GIN hits are
  // filtered by the same access query and need no such column; the step exists so both engines
  // apply the same migrations, which migrate:to-postgres checks before copying.
  '003_search_scope': {
    async up() {},
  },

  // Kitchen preferences: the measuring system a user reads recipes in (null: not chosen yet, the
  // browser's locale decides).
  '004_user_preferences': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('unit_system', 'text').execute();
    },
  },

  // The sync engine and the trash (see sqlite.ts).
  '005_sync_and_trash': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create table sync_docs (
          doc_id ${TEXT} primary key,
          kind ${TEXT} not null,
          state bytea not null,
          state_seq integer not null,
          seq integer not null,
          created_at ${TEXT} not null,
          updated_at ${TEXT} not null
        )`,
        `create table sync_updates (
          doc_id ${TEXT} not null references sync_docs (doc_id) on delete cascade,
          seq integer not null,
          data bytea not null,
          user_id ${TEXT},
          created_at ${TEXT} not null,
          constraint sync_updates_pk primary key (doc_id, seq)
        )`,
        `create table sync_versions (
          id ${TEXT} primary key,
          doc_id ${TEXT} not null references sync_docs (doc_id) on delete cascade,
          started_at ${TEXT} not null,
          ended_at ${TEXT} not null,
          user_ids ${TEXT} not null default '[]',
          changed_fields ${TEXT} not null default '[]',
          state bytea
        )`,
        `create index sync_versions_doc_idx on sync_versions (doc_id, ended_at)`,
        `alter table recipes add column deleted_at ${TEXT}`,
        `create index recipes_deleted_idx on recipes (deleted_at)`,
      ]);
    },
  },

  // Households, their members, invitations, shopping lists and remembered store sections (see
  // sqlite.ts).
  '006_households': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create table households (
          id ${TEXT} primary key,
          owner_id ${TEXT} not null unique references users (id) on delete cascade,
          name ${TEXT} not null,
          calendar_nonce ${TEXT},
          calendar_token_hash ${TEXT} unique,
          calendar_created_at ${TEXT},
          created_at ${TEXT} not null,
          updated_at ${TEXT} not null
        )`,
        `create table household_members (
          household_id ${TEXT} not null references households (id) on delete cascade,
          user_id ${TEXT} not null references users (id) on delete cascade,
          role ${TEXT} not null,
          joined_at ${TEXT} not null,
          constraint household_members_pk primary key (household_id, user_id)
        )`,
        `create index household_members_user_idx on household_members (user_id)`,
        `create table household_invites (
          id ${TEXT} primary key,
          household_id ${TEXT} not null references households (id) on delete cascade,
          email ${TEXT} not null,
          token_hash ${TEXT} not null unique,
          invited_by ${TEXT} references users (id) on delete set null,
          created_at ${TEXT} not null,
          expires_at ${TEXT} not null
        )`,
        `create index household_invites_household_idx on household_invites (household_id)`,
        `create table shopping_lists (
          id ${TEXT} primary key,
          household_id ${TEXT} not null references households (id) on delete cascade,
          name ${TEXT} not null,
          item_count integer not null default 0,
          unchecked_count integer not null default 0,
          created_by ${TEXT} references users (id) on delete set null,
          created_at ${TEXT} not null,
          updated_at ${TEXT} not null
        )`,
        `create index shopping_lists_household_idx on shopping_lists (household_id)`,
        `create table household_food_sections (
          household_id ${TEXT} not null references households (id) on delete cascade,
          food_key ${TEXT} not null,
          section ${TEXT} not null,
          updated_at ${TEXT} not null,
          constraint household_food_sections_pk primary key (household_id, food_key)
        )`,
      ]);
    },
  },

  // As on SQLite (sqlite.ts 007): only trashed recipes are indexed by deleted_at.
  '007_list_indexes': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `drop index recipes_deleted_idx`,
        `create index recipes_trashed_idx on recipes (deleted_at) where deleted_at is not null`,
      ]);
    },
  },

  // As on SQLite (sqlite.ts 008): a version per list scope, moved forward by triggers. Here the
  // triggers run once per statement and take the versions' row locks in scope order, so two
  // writes never wait for each other's versions in opposite orders.
  '008_list_versions': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create table list_versions (
          scope ${TEXT} primary key,
          version integer not null
        )`,
        `create function potluck_bump_list_versions(scopes text[]) returns void
          language sql as $$
            insert into list_versions (scope, version)
            select distinct scope, 1 from unnest(scopes) as scope
            where scope is not null order by scope
            on conflict (scope) do update set version = list_versions.version + 1
          $$`,
        ...(['insert', 'update', 'delete'] as const).flatMap((event) => {
          const tables = {
            insert: ['new_rows'],
            update: ['old_rows', 'new_rows'],
            delete: ['old_rows'],
          }[event];
          const transition = tables
            .map((table) => `${table === 'old_rows' ? 'old' : 'new'} table as ${table}`)
            .join(' ');
          return [
            `create function potluck_list_versions_recipe_${event}() returns trigger
              language plpgsql as $$
              begin
                perform potluck_bump_list_versions(array(${tables.map(listScopes).join(' union all ')}));
                return null;
              end $$`,
            `create trigger list_versions_recipe_${event} after ${event} on recipes
              referencing ${transition}
              for each statement execute function potluck_list_versions_recipe_${event}()`,
          ];
        }),
        // Discover shows its owners' names and masked e-mail addresses.
        `create function potluck_list_versions_user_update() returns trigger
          language plpgsql as $$
          begin
            perform potluck_bump_list_versions(array['*discover']);
            return null;
          end $$`,
        `create trigger list_versions_user_update after update of first_name, last_name, email
          on users for each row
          when (old.first_name is distinct from new.first_name
            or old.last_name is distinct from new.last_name or old.email is distinct from new.email)
          execute function potluck_list_versions_user_update()`,
      ]);
    },
  },

  // As on SQLite (sqlite.ts 009): invitations to edit a recipe, by single-use link.
  '009_recipe_invites': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create table recipe_invites (
          id ${TEXT} primary key,
          recipe_id ${TEXT} not null references recipes (id) on delete cascade,
          email ${TEXT} not null,
          token_hash ${TEXT} not null unique,
          invited_by ${TEXT} references users (id) on delete set null,
          created_at ${TEXT} not null,
          expires_at ${TEXT} not null
        )`,
        `create index recipe_invites_recipe_idx on recipe_invites (recipe_id, email)`,
      ]);
    },
  },

  // SQLite's 010 names viewers in its full-text index's scope words. Here a search is narrowed by
  // the access query itself; the step keeps both engines' migrations alike.
  '010_viewers_in_lists': {
    async up() {},
  },
  // As on SQLite (sqlite.ts 011): which recipe a copy was made from.
  '011_copied_from': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('recipes').addColumn('copied_from', 'text').execute();
    },
  },

  // As on SQLite (sqlite.ts 012): personal API tokens.
  '012_api_tokens': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create table api_tokens (
          id ${TEXT} primary key,
          user_id ${TEXT} not null references users (id) on delete cascade,
          name ${TEXT} not null,
          scope ${TEXT} not null,
          token_hash ${TEXT} not null unique,
          created_at ${TEXT} not null,
          last_used_at ${TEXT}
        )`,
        `create index api_tokens_user_idx on api_tokens (user_id)`,
      ]);
    },
  },

  // A notice on the potluck_changes channel, carrying the schema, whenever a statement changes a
  // table a session read depends on (sessions, users with their account state, list versions):
  // sent when the transaction commits, once per transaction and schema, to every app process
  // listening (db/change-notices.ts), which may then keep what it read until the next one.
  '013_change_notices': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create function potluck_notify_change() returns trigger
          language plpgsql as $$
          begin
            perform pg_notify('potluck_changes', tg_table_schema);
            return null;
          end $$`,
        ...['sessions', 'users', 'list_versions'].map(
          (table) => `create trigger ${table}_change_notice
            after insert or update or delete or truncate on ${table}
            for each statement execute function potluck_notify_change()`,
        ),
      ]);
    },
  },

  // The photos a recipe showed before, kept for its history and for Undo (RecipePhotosTable).
  '014_recipe_photos': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        `create table recipe_photos (
          recipe_id ${TEXT} not null references recipes (id) on delete cascade,
          image_path ${TEXT} not null,
          released_at ${TEXT},
          primary key (recipe_id, image_path)
        )`,
        `create index recipe_photos_image_idx on recipe_photos (image_path)`,
        `create index recipe_photos_released_idx on recipe_photos (released_at)`,
      ]);
    },
  },

  // As on SQLite (sqlite.ts 015): the vocabulary of indexed words, here read from each recipe's
  // tsvector (its lexemes are the words as the index holds them) by a trigger on recipe_search,
  // and filled from the documents there are. Words are inserted in order, so two writes adding
  // the same new words never wait for each other in opposite orders.
  '015_search_vocabulary': {
    async up(db: Kysely<unknown>) {
      const kept = `char_length(lexeme) between ${VOCABULARY_WORD_LETTERS.min} and ${VOCABULARY_WORD_LETTERS.max}`;
      await run(db, [
        `create table recipe_search_words (word ${TEXT} primary key)`,
        `insert into recipe_search_words (word)
          select distinct lexeme from recipe_search, unnest(document) where ${kept}
          order by 1 on conflict do nothing`,
        `create function potluck_search_words_add() returns trigger language plpgsql as $$
          begin
            insert into recipe_search_words (word)
            select lexeme from unnest(new.document) where ${kept}
            order by 1 on conflict do nothing;
            return null;
          end
        $$`,
        `create trigger recipe_search_words_add after insert or update of document on recipe_search
          for each row execute function potluck_search_words_add()`,
      ]);
    },
  },

  // The backups taken of this installation (server/backup/): when, by which route, how big, and
  // whether it worked; the admin dashboard shows the last. Not part of a backup itself.
  '016_backups': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('backups')
        .addColumn('id', sql.raw(TEXT), (c) => c.primaryKey())
        .addColumn('route', sql.raw(TEXT), (c) => c.notNull())
        .addColumn('started_at', sql.raw(TEXT), (c) => c.notNull())
        .addColumn('finished_at', sql.raw(TEXT))
        .addColumn('status', sql.raw(TEXT), (c) => c.notNull())
        .addColumn('file', sql.raw(TEXT))
        .addColumn('size_bytes', 'bigint')
        .addColumn('error', sql.raw(TEXT))
        .execute();
      await db.schema
        .createIndex('backups_started_idx')
        .on('backups')
        .column('started_at')
        .execute();
    },
  },

  // As on SQLite (sqlite.ts 017): every character of a script written without spaces is a word
  // of its own, in the documents and in the words a search folds through the same function, so
  // a search finds "醤油" inside "大さじ1醤油" (docs/decisions/020-searching-every-script.md).
  // The text is composed first (NFC), as the app and SQLite's index function compose it, then
  // folded as before; every document is rebuilt.
  '017_search_every_script': {
    async up(db: Kysely<unknown>) {
      await run(db, [
        String.raw`create or replace function potluck_search_words(input text) returns text
          language sql immutable strict parallel safe as $$
            select regexp_replace(
              regexp_replace(
                normalize(regexp_replace(normalize(input, NFC), '[${unspacedScriptClass()}]', ' \& ', 'g'), NFD),
                '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'),
              '[\u0001-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007f]+', ' ', 'g')
          $$`,
        `update recipe_search set document = potluck_search_document(
            recipes.title, recipes.description, recipes.ingredients, recipes.tags)
          from recipes where recipes.seq = recipe_search.seq`,
      ]);
    },
  },

  // The language a person chose for the app and for the e-mails sent to them (null: not chosen,
  // the browser's languages decide; contract/i18n/locales.ts).
  '018_user_locale': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('locale', 'text').execute();
    },
  },
};
