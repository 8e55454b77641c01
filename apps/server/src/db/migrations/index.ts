import type { Migration, MigrationProvider } from 'kysely';
import * as createMeta from './0001-create-meta.js';

/**
 * Every migration, in order. Kysely runs them sorted by name, so names start with a zero-padded
 * number; a migration that has shipped is never edited, only followed by a new one.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-create-meta': createMeta,
};

/** Serves {@link MIGRATIONS} to Kysely's Migrator (no file-system lookup, so it works from dist/ and bundles). */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve({ ...MIGRATIONS }),
};
