import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Automation jobs and their screenshots.
 *
 * `automation_jobs` is both the record users poll (status, progress "step i of N", result) and, on
 * SQLite, the queue itself: a worker claims a job by setting `lease_owner` (a token unique to that
 * claim) and `lease_expires_at` (epoch milliseconds) in one UPDATE, renews the lease with each
 * heartbeat, and every later write is conditioned on still holding the lease, so a worker that lost
 * it can never overwrite another's run. On PostgreSQL, pg-boss delivers the jobs and the same lease
 * columns fence them. Only the SHA-256 of the viewer token is stored.
 *
 * `automation_screenshots` holds one JPEG per action of a run (DESIGN.md: screenshots live in the
 * database), removed with their job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';

  await db.schema
    .createTable('automation_jobs')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('mode', 'varchar(16)', (column) => column.notNull())
    .addColumn('website_url', 'text', (column) => column.notNull())
    .addColumn('spec', 'text', (column) => column.notNull())
    .addColumn('limits', 'text', (column) => column.notNull())
    .addColumn('progress_step', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('progress_description', 'text')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (column) => column.notNull())
    .addColumn('lease_owner', 'varchar(100)')
    .addColumn('lease_expires_at', 'bigint')
    .addColumn('heartbeat_at', 'bigint')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('report_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('started_at', 'varchar(40)')
    .addColumn('finished_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('automation_jobs_status_created')
    .on('automation_jobs')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('automation_jobs_status_lease')
    .on('automation_jobs')
    .columns(['status', 'lease_expires_at'])
    .execute();
  await db.schema
    .createIndex('automation_jobs_owner_created')
    .on('automation_jobs')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('automation_screenshots')
    .addColumn('job_id', 'varchar(36)', (column) =>
      column.notNull().references('automation_jobs.id').onDelete('cascade'),
    )
    .addColumn('action_index', 'integer', (column) => column.notNull())
    .addColumn('content_type', 'varchar(40)', (column) => column.notNull())
    .addColumn('data', binary, (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addPrimaryKeyConstraint('automation_screenshots_pkey', ['job_id', 'action_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('automation_screenshots').execute();
  await db.schema.dropTable('automation_jobs').execute();
}
