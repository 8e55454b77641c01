import type { Migration, MigrationProvider } from 'kysely';
import * as createMeta from './0001-create-meta.js';
import * as accounts from './0002-accounts.js';
import * as documents from './0003-documents.js';
import * as automationJobs from './0004-automation-jobs.js';
import * as vendors from './0005-vendors.js';
import * as journeys from './0006-journeys.js';
import * as journeyWebhookDeliveries from './0007-journey-webhook-deliveries.js';

/**
 * Every migration, in order. Kysely runs them sorted by name, so names start with a zero-padded
 * number; a migration that has shipped is never edited, only followed by a new one.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-create-meta': createMeta,
  '0002-accounts': accounts,
  '0003-documents': documents,
  '0004-automation-jobs': automationJobs,
  '0005-vendors': vendors,
  '0006-journeys': journeys,
  '0007-journey-webhook-deliveries': journeyWebhookDeliveries,
};

/** Serves {@link MIGRATIONS} to Kysely's Migrator (no file-system lookup, so it works from dist/ and bundles). */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
