import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Collection `vendors`: a user's custom vendor definitions, keyed by (owner, id) like every document
 * table, with the "C" collation on PostgreSQL so that queries compare by code point as on SQLite.
 * `match` and `params` are JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = (column: ColumnDefinitionBuilder) =>
    db.getExecutor().adapter instanceof PostgresAdapter ? column.modifyFront(sql`collate "C"`) : column;
  await db.schema
    .createTable('vendors')
    .addColumn('owner_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('id', 'varchar(36)', (column) => binary(column).notNull())
    .addColumn('created_at', 'varchar(40)', (column) => binary(column).notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => binary(column).notNull())
    .addColumn('code', 'text', (column) => binary(column).notNull())
    .addColumn('name', 'text', (column) => binary(column).notNull())
    .addColumn('kind', 'text', (column) => binary(column).notNull())
    .addColumn('match', 'text', (column) => column.notNull())
    .addColumn('event', 'text', binary)
    .addColumn('account', 'text', binary)
    .addColumn('params', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('vendors_pkey', ['owner_id', 'id'])
    .execute();
  await db.schema
    .createIndex('vendors_owner_created')
    .on('vendors')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('vendors_owner_updated')
    .on('vendors')
    .columns(['owner_id', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vendors').execute();
}
