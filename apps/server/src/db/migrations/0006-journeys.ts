import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Collection `journeys`: a user's saved journeys (the automation request as JSON text, an optional
 * schedule, alert settings as JSON text, the baseline run), keyed by (owner, id) like every document
 * table. `next_run_at` is the schedule's next slot (Appwrite date text, so it sorts as time): a
 * scheduler claims a slot by moving it forward in one conditional UPDATE, so one instance runs it.
 * `webhook_secret` signs the alert webhook; it is never part of the document.
 *
 * Runs are reports: `test_suite_results.journey_id` and `automation_jobs.journey_id` link them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = (column: ColumnDefinitionBuilder) =>
    db.getExecutor().adapter instanceof PostgresAdapter ? column.modifyFront(sql`collate "C"`) : column;
  await db.schema
    .createTable('journeys')
    .addColumn('owner_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('id', 'varchar(36)', (column) => binary(column).notNull())
    .addColumn('created_at', 'varchar(40)', (column) => binary(column).notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => binary(column).notNull())
    .addColumn('name', 'text', (column) => binary(column).notNull())
    .addColumn('request', 'text', (column) => column.notNull())
    .addColumn('schedule', 'text', binary)
    .addColumn('alerts', 'text', (column) => column.notNull())
    .addColumn('baseline_report_id', 'varchar(36)', binary)
    .addColumn('next_run_at', 'varchar(40)', binary)
    .addColumn('webhook_secret', 'varchar(100)')
    .addPrimaryKeyConstraint('journeys_pkey', ['owner_id', 'id'])
    .execute();
  for (const column of ['created_at', 'updated_at', 'name']) {
    await db.schema
      .createIndex(`journeys_owner_${column.replace('_at', '')}`)
      .on('journeys')
      .columns(['owner_id', column])
      .execute();
  }
  await db.schema.createIndex('journeys_next_run').on('journeys').column('next_run_at').execute();

  await db.schema.alterTable('test_suite_results').addColumn('journey_id', 'varchar(36)', binary).execute();
  await db.schema
    .createIndex('test_suite_results_owner_journey')
    .on('test_suite_results')
    .columns(['owner_id', 'journey_id', 'created_at'])
    .execute();
  await db.schema.alterTable('automation_jobs').addColumn('journey_id', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('automation_jobs').dropColumn('journey_id').execute();
  await db.schema.dropIndex('test_suite_results_owner_journey').execute();
  await db.schema.alterTable('test_suite_results').dropColumn('journey_id').execute();
  await db.schema.dropTable('journeys').execute();
}
