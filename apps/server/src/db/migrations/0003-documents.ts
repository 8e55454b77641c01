import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Documents of the Appwrite-shaped API: `tests`, `triggers` and `test_suite_results` (collection
 * `testsuitesresults`), each keyed by (owner, id) so that ids are private to their owner, and the
 * one join table `test_trigger_links` behind both `test.triggers` and `trigger.tests`. Composite
 * foreign keys keep a link between two documents of the same owner, and removing a document or its
 * owner removes its links. Timestamps are Appwrite's `2026-05-01T10:20:30.123+00:00`; JSON
 * attributes (metrics, expectedTests, testSuiteResult) are JSON text.
 *
 * On PostgreSQL the text columns use the "C" collation, so that comparisons and ordering are by
 * code point, as on SQLite: a query answers the same on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = (column: ColumnDefinitionBuilder) =>
    db.getExecutor().adapter instanceof PostgresAdapter ? column.modifyFront(sql`collate "C"`) : column;
  const owned = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('owner_id', 'varchar(36)', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('id', 'varchar(36)', (column) => binary(column).notNull())
      .addColumn('created_at', 'varchar(40)', (column) => binary(column).notNull())
      .addColumn('updated_at', 'varchar(40)', (column) => binary(column).notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ['owner_id', 'id']);

  await owned('tests')
    .addColumn('name', 'text', (column) => binary(column).notNull())
    .addColumn('description', 'text', binary)
    .addColumn('test_type', 'text', binary)
    .addColumn('request_category', 'text', binary)
    .addColumn('logical_operator', 'varchar(3)', (column) => binary(column).notNull())
    .addColumn('metrics', 'text', (column) => column.notNull())
    .execute();

  await owned('triggers')
    .addColumn('name', 'text', (column) => binary(column).notNull())
    .addColumn('description', 'text', binary)
    .addColumn('trigger_type', 'text', binary)
    .addColumn('request_category', 'text', binary)
    .addColumn('logical_operator', 'varchar(3)', (column) => binary(column).notNull())
    .addColumn('metrics', 'text', (column) => column.notNull())
    .addColumn('item_parameter_options', 'text', (column) => binary(column).notNull())
    .addColumn('expected_tests', 'text')
    .execute();

  await owned('test_suite_results')
    .addColumn('test_suite_result', 'text', (column) => column.notNull())
    .addColumn('job_id', 'varchar(64)', binary)
    .addColumn('website_url', 'text', binary)
    .execute();

  for (const table of ['tests', 'triggers', 'test_suite_results']) {
    await db.schema
      .createIndex(`${table}_owner_created`)
      .on(table)
      .columns(['owner_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex(`${table}_owner_updated`)
      .on(table)
      .columns(['owner_id', 'updated_at'])
      .execute();
  }
  for (const table of ['tests', 'triggers']) {
    await db.schema.createIndex(`${table}_owner_name`).on(table).columns(['owner_id', 'name']).execute();
  }

  await db.schema
    .createTable('test_trigger_links')
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('test_id', 'varchar(36)', (column) => binary(column).notNull())
    .addColumn('trigger_id', 'varchar(36)', (column) => binary(column).notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addPrimaryKeyConstraint('test_trigger_links_pkey', ['owner_id', 'test_id', 'trigger_id'])
    .addForeignKeyConstraint(
      'test_trigger_links_test',
      ['owner_id', 'test_id'],
      'tests',
      ['owner_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'test_trigger_links_trigger',
      ['owner_id', 'trigger_id'],
      'triggers',
      ['owner_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('test_trigger_links_trigger')
    .on('test_trigger_links')
    .columns(['owner_id', 'trigger_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['test_trigger_links', 'test_suite_results', 'triggers', 'tests']) {
    await db.schema.dropTable(table).execute();
  }
}
