import type { Kysely } from 'kysely';

/** Creates `meta` and records when the installation was created. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ meta: { key: string; value: string; updated_at: string } }>)
    .insertInto('meta')
    .values({ key: 'installed_at', value: now, updated_at: now })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meta').execute();
}
