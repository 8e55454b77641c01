import type { Kysely } from 'kysely';

/**
 * Accounts: users, their sessions, one-time tokens (e-mail verification), OAuth identities, the
 * pending OAuth sign-ins, and rate-limit counters (used when several instances share PostgreSQL).
 * Timestamps are ISO-8601 text (`2026-05-01T10:20:30.123Z`), which sorts like time on both engines;
 * booleans are integers 0/1; secrets are stored only as hex SHA-256 digests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(320)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(128)', (column) => column.notNull())
    // Null for users who only ever signed in through an OAuth provider.
    .addColumn('password_hash', 'text')
    .addColumn('email_verified', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('prefs', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('password_updated_at', 'varchar(40)')
    .addColumn('accessed_at', 'varchar(40)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('provider', 'varchar(20)', (column) => column.notNull())
    .addColumn('provider_uid', 'varchar(320)', (column) => column.notNull())
    .addColumn('ip', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_agent', 'varchar(512)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('accessed_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('tokens')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('secret_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('tokens_user_id').on('tokens').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('oauth_identities')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(20)', (column) => column.notNull())
    .addColumn('issuer', 'varchar(512)', (column) => column.notNull())
    .addColumn('subject', 'varchar(255)', (column) => column.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(40)', (column) => column.notNull())
    .addUniqueConstraint('oauth_identities_issuer_subject', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('oauth_identities_user_id').on('oauth_identities').column('user_id').execute();

  await db.schema
    .createTable('oauth_flows')
    .addColumn('state_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('browser_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('provider', 'varchar(20)', (column) => column.notNull())
    .addColumn('code_verifier', 'varchar(128)', (column) => column.notNull())
    .addColumn('nonce', 'varchar(128)', (column) => column.notNull())
    .addColumn('redirect_uri', 'varchar(2048)', (column) => column.notNull())
    .addColumn('success_url', 'varchar(2048)', (column) => column.notNull())
    .addColumn('failure_url', 'varchar(2048)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(40)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(40)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(400)', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    // Epoch milliseconds: the counter starts again from zero at this instant.
    .addColumn('reset_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'oauth_flows', 'oauth_identities', 'tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
