import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * `journey_webhook_deliveries`: the outbox of journey alert webhooks, so that retries outlive the
 * process that sent the first attempt. One row per alert: the journey and its owner, the URL, the
 * exact body and its signature (fixed when the alert is made, as every attempt carries the same
 * headers), the `X-Tagproof-Delivery` id (the primary key), the attempts made, when the next one is
 * due (epoch milliseconds; while an attempt is under way, when its claim lapses), the status
 * (`pending`, `delivered`, `abandoned`) and the last reason an attempt failed.
 *
 * A sender claims an attempt by raising `attempts` in one conditional UPDATE, so across instances
 * each attempt is sent once. The rows go with their journey (and its owner); ended rows are
 * purged after RETENTION_DAYS.
 *
 * Also indexes `automation_jobs` by journey: a journey's page lists its failed runs from there
 * (they saved no report).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = (column: ColumnDefinitionBuilder) =>
    db.getExecutor().adapter instanceof PostgresAdapter ? column.modifyFront(sql`collate "C"`) : column;
  await db.schema
    .createTable('journey_webhook_deliveries')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('journey_id', 'varchar(36)', (column) => binary(column).notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('signature', 'varchar(100)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('last_reason', 'text')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .addForeignKeyConstraint(
      'journey_webhook_deliveries_journey',
      ['owner_id', 'journey_id'],
      'journeys',
      ['owner_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('journey_webhook_deliveries_status_next')
    .on('journey_webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('journey_webhook_deliveries_status_updated')
    .on('journey_webhook_deliveries')
    .columns(['status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('journey_webhook_deliveries_journey')
    .on('journey_webhook_deliveries')
    .columns(['owner_id', 'journey_id'])
    .execute();
  await db.schema
    .createIndex('automation_jobs_journey_status')
    .on('automation_jobs')
    .columns(['journey_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('automation_jobs_journey_status').execute();
  await db.schema.dropTable('journey_webhook_deliveries').execute();
}
