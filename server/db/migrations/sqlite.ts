import { sql, type Kysely, type Migration } from 'kysely';
import { SQLITE_SEARCH_TEXT_FUNCTION, SQLITE_VOCABULARY_FUNCTION } from '../search-vocabulary';

/** The lines of a JSON list column as newline-joined text, for the full-text index. */
const linesText = (column: string) =>
  `(select coalesce(group_concat(value, char(10)), '') from json_each(${column}))`;
const lines = (column: string) => sql.raw(linesText(column));

/** The sharing lists whose people may find a recipe in a search (viewers since migration 010). */
type SearchLists = readonly ('editors' | 'viewers')[];

/**
 * Who may find a recipe in a search, as index words: "u<owner>", "u<id>" for each person on
 * `lists` (ids without hyphens, so each is one word) and "public" when it is public. Searches
 * start from these words, so ranking never has to score other people's recipes.
 */
const scopeWords = (row: string, lists: SearchLists) =>
  sql.raw(
    `('u' || replace(${row}.owner_uid, '-', '')` +
      lists
        .map(
          (list) =>
            ` || (select coalesce(group_concat(' u' || replace(value, '-', ''), ''), '') from json_each(${row}.${list}))`,
        )
        .join('') +
      ` || case when ${row}.visibility = 'public' then ' public' else '' end)`,
  );

/**
 * The indexed columns of a recipes row, in recipes_fts's column order (from migration 003); with
 * `isSpaced` (from migration 017) the text columns pass through the function that makes every
 * character of an unspaced script a word (db/search-vocabulary.ts).
 */
const indexedValues = (row: string, lists: SearchLists, isSpaced = false) => {
  const text = (value: string) =>
    sql.raw(isSpaced ? `${SQLITE_SEARCH_TEXT_FUNCTION}(${value})` : value);
  return sql.join([
    text(`${row}.title`),
    text(`coalesce(${row}.description, '')`),
    text(linesText(`${row}.ingredients`)),
    text(linesText(`${row}.tags`)),
    scopeWords(row, lists),
  ]);
};

/** The list scopes a recipes row (`old` or `new` in a trigger) appears in, as a subquery. */
const listScopes = (row: string) =>
  `select ${row}.owner_uid as scope` +
  ` union all select value from json_each(${row}.editors)` +
  ` union all select value from json_each(${row}.viewers)` +
  ` union all select '*discover' where ${row}.visibility = 'public'`;

/**
 * Drops recipes_fts and its triggers and builds them again from the recipes, the index scoped by
 * owner, the people on `lists` and visibility (migration 003); `options` are more FTS5 options,
 * each followed by a comma (migration 007 adds prefix indexes); `isSpaced` indexes every character
 * of an unspaced script as a word (migration 017).
 */
async function rebuildRecipesFts(
  db: Kysely<unknown>,
  options: string,
  lists: SearchLists = ['editors'],
  isSpaced = false,
) {
  for (const trigger of ['recipes_fts_insert', 'recipes_fts_delete', 'recipes_fts_update'])
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table recipes_fts`.execute(db);
  await sql`create virtual table recipes_fts using fts5(
    title, description, ingredients, tags, scope,
    content='',${sql.raw(options)} tokenize="unicode61 remove_diacritics 2"
  )`.execute(db);
  await sql`insert into recipes_fts(rowid, title, description, ingredients, tags, scope)
    select seq, ${indexedValues('recipes', lists, isSpaced)} from recipes`.execute(db);
  await sql`create trigger recipes_fts_insert after insert on recipes begin
    insert into recipes_fts(rowid, title, description, ingredients, tags, scope)
    values (new.seq, ${indexedValues('new', lists, isSpaced)});
  end`.execute(db);
  await sql`create trigger recipes_fts_delete after delete on recipes begin
    insert into recipes_fts(recipes_fts, rowid, title, description, ingredients, tags, scope)
    values ('delete', old.seq, ${indexedValues('old', lists, isSpaced)});
  end`.execute(db);
  await sql`create trigger recipes_fts_update
    after update of title, description, ingredients, tags, owner_uid, ${sql.raw(lists.join(', '))}, visibility
    on recipes begin
    insert into recipes_fts(recipes_fts, rowid, title, description, ingredients, tags, scope)
    values ('delete', old.seq, ${indexedValues('old', lists, isSpaced)});
    insert into recipes_fts(rowid, title, description, ingredients, tags, scope)
    values (new.seq, ${indexedValues('new', lists, isSpaced)});
  end`.execute(db);
}

/** SQLite migrations, applied in key order at start. Never edit one that has shipped. */
export const sqliteMigrations: Record<string, Migration> = {
  '001_core': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('profile_image_url', 'text')
        .addColumn('subscription_plan', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('account_type', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('stripe_customer_id', 'text')
        .addColumn('stripe_subscription_id', 'text')
        .addColumn('subscription_expires_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('passwords')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('hashed_password', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('reset_code', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('sid', 'text', (c) => c.primaryKey())
        .addColumn('sess', 'text', (c) => c.notNull())
        .addColumn('expire', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('sessions_expire_idx').on('sessions').column('expire').execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('recipes')
        // `seq` is the rowid the full-text index points at: an INTEGER PRIMARY KEY, so VACUUM can
        // never renumber it under the index. `id` is the random id the API shows.
        .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('owner_uid', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('ingredients', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('image_url', 'text')
        .addColumn('tip_video_url', 'text')
        .addColumn('source_url', 'text')
        .addColumn('prep_time', 'integer')
        .addColumn('cook_time', 'integer')
        .addColumn('servings', 'text')
        .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('private'))
        .addColumn('editors', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('viewers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('recipes_owner_updated_idx')
        .on('recipes')
        .columns(['owner_uid', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('recipes_visibility_created_idx')
        .on('recipes')
        .columns(['visibility', 'created_at'])
        .execute();

      await db.schema
        .createTable('recipe_tags')
        .addColumn('recipe_id', 'text', (c) =>
          c.notNull().references('recipes.id').onDelete('cascade'),
        )
        .addColumn('tag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('recipe_tags_pk', ['recipe_id', 'tag'])
        .execute();
      await db.schema
        .createIndex('recipe_tags_tag_idx')
        .on('recipe_tags')
        .columns(['tag', 'recipe_id'])
        .execute();

      await db.schema
        .createTable('recipe_members')
        .addColumn('recipe_id', 'text', (c) =>
          c.notNull().references('recipes.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('recipe_members_pk', ['recipe_id', 'user_id', 'role'])
        .execute();
      await db.schema
        .createIndex('recipe_members_user_idx')
        .on('recipe_members')
        .columns(['user_id', 'recipe_id'])
        .execute();

      // Full-text search: an external-content FTS5 index kept in step by triggers, so every write
      // path (create, update, copy, delete) is covered. remove_diacritics makes "creme" find "crème".
      // Lists are indexed as their lines joined by newlines, not as JSON text, so an escape such as
      // \n never glues two words together.
      await sql`create virtual table recipes_fts using fts5(
        title, description, ingredients, tags,
        content='recipes', content_rowid='seq',
        tokenize="unicode61 remove_diacritics 2"
      )`.execute(db);
      await sql`create trigger recipes_fts_insert after insert on recipes begin
        insert into recipes_fts(rowid, title, description, ingredients, tags)
        values (new.seq, new.title, coalesce(new.description, ''), ${lines('new.ingredients')}, ${lines('new.tags')});
      end`.execute(db);
      await sql`create trigger recipes_fts_delete after delete on recipes begin
        insert into recipes_fts(recipes_fts, rowid, title, description, ingredients, tags)
        values ('delete', old.seq, old.title, coalesce(old.description, ''), ${lines('old.ingredients')}, ${lines('old.tags')});
      end`.execute(db);
      await sql`create trigger recipes_fts_update after update of title, description, ingredients, tags on recipes begin
        insert into recipes_fts(recipes_fts, rowid, title, description, ingredients, tags)
        values ('delete', old.seq, old.title, coalesce(old.description, ''), ${lines('old.ingredients')}, ${lines('old.tags')});
        insert into recipes_fts(rowid, title, description, ingredients, tags)
        values (new.seq, new.title, coalesce(new.description, ''), ${lines('new.ingredients')}, ${lines('new.tags')});
      end`.execute(db);
    },
  },

  // Photos, the admin dashboard and the contact form (issue 5). Self-contained: touches no table
  // of another feature except for read-side indexes on users and recipes.
  '002_objects_admin_contact': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('max_bytes', 'integer', (c) => c.notNull())
        .addColumn('size', 'integer')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('uploads_expires_idx')
        .on('uploads')
        .column('expires_at')
        .execute();
      await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute();

      // No foreign keys on images: a copied recipe keeps pointing at the image after the uploader
      // or the first recipe is gone, and clean-up decides by references, not by cascades.
      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('recipe_id', 'text')
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('images_created_idx').on('images').column('created_at').execute();
      // Serving and clean-up find the recipes that show an image by its path.
      await db.schema
        .createIndex('recipes_image_url_idx')
        .on('recipes')
        .column('image_url')
        .execute();

      await db.schema
        .createTable('admin_audit')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('actor_id', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('old_value', 'text')
        .addColumn('new_value', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('admin_audit_created_idx')
        .on('admin_audit')
        .column('created_at')
        .execute();
      await db.schema
        .createIndex('admin_audit_target_idx')
        .on('admin_audit')
        .columns(['target_id', 'created_at'])
        .execute();

      // The admin user list: newest first, optionally by account type, 100,000 users.
      await db.schema
        .createIndex('users_created_idx')
        .on('users')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('users_account_type_created_idx')
        .on('users')
        .columns(['account_type', 'created_at', 'id'])
        .execute();

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('mailed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contact_messages_created_idx')
        .on('contact_messages')
        .column('created_at')
        .execute();
    },
  },

  // Search scoped by who may find a recipe: a search ranked every recipe matching the words,
  // everybody's, before keeping the user's own (bench/api: 25 searches a second over 100,000
  // recipes). The index gains a `scope` column (scopeWords) that queries start from, and becomes
  // contentless: the triggers hand it every value, old ones included when a row changes.
  '003_search_scope': {
    async up(db: Kysely<unknown>) {
      await rebuildRecipesFts(db, '');
    },
  },

  // Kitchen preferences: the measuring system a user reads recipes in (null: not chosen yet, the
  // browser's locale decides).
  '004_user_preferences': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('unit_system', 'text').execute();
    },
  },

  // The sync engine (docs/decisions/004-sync-engine.md): one CRDT document per shared item, kept
  // as a compacted state plus the updates since, and the item's history as editing sessions. The
  // trash: a deleted recipe keeps its row, marked, until TRASH_RETENTION_DAYS have passed.
  '005_sync_and_trash': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sync_docs')
        .addColumn('doc_id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'blob', (c) => c.notNull())
        .addColumn('state_seq', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sync_updates')
        .addColumn('doc_id', 'text', (c) =>
          c.notNull().references('sync_docs.doc_id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('data', 'blob', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('sync_updates_pk', ['doc_id', 'seq'])
        .execute();
      await db.schema
        .createTable('sync_versions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('doc_id', 'text', (c) =>
          c.notNull().references('sync_docs.doc_id').onDelete('cascade'),
        )
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text', (c) => c.notNull())
        .addColumn('user_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('changed_fields', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('state', 'blob')
        .execute();
      await db.schema
        .createIndex('sync_versions_doc_idx')
        .on('sync_versions')
        .columns(['doc_id', 'ended_at'])
        .execute();
      await db.schema.alterTable('recipes').addColumn('deleted_at', 'text').execute();
      await db.schema
        .createIndex('recipes_deleted_idx')
        .on('recipes')
        .column('deleted_at')
        .execute();
    },
  },

  // Households (contract/households.ts): the people who plan meals and shop together. A user
  // owns one household and may be a member of others; invitations to addresses without an
  // account wait, hashed, until someone signs in with the link. The meal plan and each shopping
  // list are sync documents (sync_docs); shopping_lists holds what lists show without reading a
  // document, and household_food_sections the store sections members chose for foods.
  '006_households': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('households')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('calendar_nonce', 'text')
        .addColumn('calendar_token_hash', 'text', (c) => c.unique())
        .addColumn('calendar_created_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('household_members')
        .addColumn('household_id', 'text', (c) =>
          c.notNull().references('households.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('household_members_pk', ['household_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('household_members_user_idx')
        .on('household_members')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('household_invites')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('household_id', 'text', (c) =>
          c.notNull().references('households.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('household_invites_household_idx')
        .on('household_invites')
        .column('household_id')
        .execute();
      await db.schema
        .createTable('shopping_lists')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('household_id', 'text', (c) =>
          c.notNull().references('households.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unchecked_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('shopping_lists_household_idx')
        .on('shopping_lists')
        .column('household_id')
        .execute();
      await db.schema
        .createTable('household_food_sections')
        .addColumn('household_id', 'text', (c) =>
          c.notNull().references('households.id').onDelete('cascade'),
        )
        .addColumn('food_key', 'text', (c) => c.notNull())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('household_food_sections_pk', ['household_id', 'food_key'])
        .execute();
    },
  },

  // Lists read a user's recipes by id and skip the trashed ones. An index on every recipe's
  // deleted_at made SQLite walk all 100,000 recipes outside the trash (nearly every row) instead
  // of looking up the user's few by id: 63 ms against 9 ms for 1,000 recipes. Only trashed rows
  // are indexed now, which is all the purge reads.
  '007_list_indexes': {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('recipes_deleted_idx').execute();
      await sql`create index recipes_trashed_idx on recipes (deleted_at) where deleted_at is not null`.execute(
        db,
      );
      // Search matches each word as a prefix ("tom" finds "tomato"): indexes of every word's
      // first two and three letters answer those from one list instead of merging the lists of
      // every word that starts so (0.74 ms against 0.12 ms for "tom" in one user's 1,000 of
      // 100,000 recipes, before ranking).
      await rebuildRecipesFts(db, " prefix='2 3',");
    },
  },

  // A version per list scope (a user's own and shared recipes; "*discover" for public recipes),
  // moved forward by triggers on every write that changes what such a list answers, whatever the
  // code path. Processes keep list answers valid for one version (server/recipes/list-answers.ts).
  '008_list_versions': {
    async up(db: Kysely<unknown>) {
      await sql`create table list_versions (
        scope text primary key,
        version integer not null
      ) without rowid`.execute(db);
      for (const [event, rows] of [
        ['insert', ['new']],
        ['update', ['old', 'new']],
        ['delete', ['old']],
      ] as const) {
        await sql`create trigger list_versions_recipe_${sql.raw(event)} after ${sql.raw(event)} on recipes begin
          insert into list_versions (scope, version)
            select distinct scope, 1 from (${sql.raw(rows.map(listScopes).join(' union all '))})
            where scope is not null
          on conflict (scope) do update set version = version + 1;
        end`.execute(db);
      }
      // Discover shows its owners' names and masked e-mail addresses.
      await sql`create trigger list_versions_user_update
        after update of first_name, last_name, email on users begin
          insert into list_versions (scope, version) values ('*discover', 1)
          on conflict (scope) do update set version = version + 1;
        end`.execute(db);
    },
  },

  // Invitations to edit a recipe sent to an address with no account yet: the link works once,
  // for whoever signs in or signs up with it (server/sharing/invites.ts).
  '009_recipe_invites': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('recipe_invites')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('recipe_id', 'text', (c) =>
          c.notNull().references('recipes.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('recipe_invites_recipe_idx')
        .on('recipe_invites')
        .columns(['recipe_id', 'email'])
        .execute();
    },
  },

  // Viewers find the recipes shared with them in My Recipes, as editors do: a search there
  // starts from the index words of who may find a recipe, which now name its viewers too.
  '010_viewers_in_lists': {
    async up(db: Kysely<unknown>) {
      await rebuildRecipesFts(db, " prefix='2 3',", ['editors', 'viewers']);
    },
  },
  // Which recipe a copy was made from, so adding the same one again can say that you already
  // have it (server/recipes/duplicates.ts). No foreign key: the original may be deleted for good.
  '011_copied_from': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('recipes').addColumn('copied_from', 'text').execute();
    },
  },

  // Personal API tokens (server/tokens): scripts call the API with a Bearer token instead of a
  // session; the secret is kept only as its SHA-256.
  '012_api_tokens': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema
        .createIndex('api_tokens_user_idx')
        .on('api_tokens')
        .column('user_id')
        .execute();
    },
  },

  // PostgreSQL's 013 makes the tables a session read depends on announce their changes. SQLite
  // needs nothing: its read stamp comes from the file itself (db/connect.ts).
  '013_change_notices': {
    async up() {},
  },

  // The photos a recipe showed before, kept for its history and for Undo (RecipePhotosTable).
  '014_recipe_photos': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('recipe_photos')
        .addColumn('recipe_id', 'text', (c) =>
          c.notNull().references('recipes.id').onDelete('cascade'),
        )
        .addColumn('image_path', 'text', (c) => c.notNull())
        .addColumn('released_at', 'text')
        .addPrimaryKeyConstraint('recipe_photos_pk', ['recipe_id', 'image_path'])
        .execute();
      await db.schema
        .createIndex('recipe_photos_image_idx')
        .on('recipe_photos')
        .column('image_path')
        .execute();
      await db.schema
        .createIndex('recipe_photos_released_idx')
        .on('recipe_photos')
        .column('released_at')
        .execute();
    },
  },

  // Forgiving search (docs/decisions/013-forgiving-search.md): the vocabulary of every word the
  // recipes' searchable text holds, so a search can look up by key the words one edit from what
  // was typed, or sharing its stem. Kept by triggers (through the function every connection
  // registers, db/search-vocabulary.ts) on every write path; filled here from the recipes there
  // are. A word stays when its last recipe goes: it then matches nothing.
  '015_search_vocabulary': {
    async up(db: Kysely<unknown>) {
      const words = (row: string) =>
        sql.raw(
          `${SQLITE_VOCABULARY_FUNCTION}(${row}.title, ${row}.description, ${row}.ingredients, ${row}.tags)`,
        );
      await sql`create table recipe_search_words (word text primary key) without rowid`.execute(db);
      await sql`insert or ignore into recipe_search_words (word)
        select value from recipes, json_each(${words('recipes')})`.execute(db);
      await sql`create trigger recipe_search_words_insert after insert on recipes begin
        insert or ignore into recipe_search_words (word) select value from json_each(${words('new')});
      end`.execute(db);
      await sql`create trigger recipe_search_words_update
        after update of title, description, ingredients, tags on recipes begin
        insert or ignore into recipe_search_words (word) select value from json_each(${words('new')});
      end`.execute(db);
    },
  },

  // The backups taken of this installation (server/backup/): when, by which route, how big, and
  // whether it worked; the admin dashboard shows the last. Not part of a backup itself.
  '016_backups': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('backups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('file', 'text')
        .addColumn('size_bytes', 'bigint')
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createIndex('backups_started_idx')
        .on('backups')
        .column('started_at')
        .execute();
    },
  },

  // Chinese, Japanese and Korean are written without spaces, so unicode61 read "大さじ1醤油" as
  // one word that a search for "醤油" could not start (docs/decisions/020-searching-every-script.md).
  // The index is rebuilt from every recipe with each character of those scripts a word of its own
  // (the function db/search-vocabulary.ts registers); searches look for their runs as phrases.
  '017_search_every_script': {
    async up(db: Kysely<unknown>) {
      await rebuildRecipesFts(db, " prefix='2 3',", ['editors', 'viewers'], true);
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
