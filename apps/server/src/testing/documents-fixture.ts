import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import type { CurrentUser } from '../modules/account/current-user.js';
import { insertUser } from '../modules/account/users.js';
import { DocumentsService } from '../modules/documents/documents.service.js';
import { InProcessRealtimeHub, type DocumentEvent } from '../modules/realtime/realtime-hub.js';
import type { StorageEngine } from './storage-engines.js';

/** A migrated database on one engine with the documents service, its published events and users. */
export interface DocumentsFixture {
  config: Config;
  database: Database;
  service: DocumentsService;
  /** Every event the service published, in order. */
  events: DocumentEvent[];
  /** Inserts a user (verified unless told otherwise) and answers them as the session plugin would. */
  createUser(options?: { verified?: boolean }): Promise<CurrentUser>;
  close(): Promise<void>;
}

/**
 * Opens a fresh database on `engine` for storage tests of the documents service; `now` sets the
 * clock of document timestamps.
 *
 * @example
 * const fixture = await openDocumentsFixture(engine);
 * const alice = await fixture.createUser();
 */
export async function openDocumentsFixture(
  engine: StorageEngine,
  options: { now?: () => number } = {},
): Promise<DocumentsFixture> {
  const { config, cleanup } = await engine.setup();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    await cleanup();
    throw error;
  }
  const hub = new InProcessRealtimeHub();
  const events: DocumentEvent[] = [];
  hub.subscribe((event) => events.push(event));
  const service = new DocumentsService({
    db: database.db,
    dialect: database.dialect,
    databaseId: 'tagproof',
    realtime: hub,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    config,
    database,
    service,
    events,
    async createUser(options = {}) {
      const id = `u${randomBytes(8).toString('hex')}`;
      const email = `${id}@example.com`;
      await insertUser(database.db, {
        id,
        email,
        name: 'Test User',
        passwordHash: null,
        emailVerified: options.verified ?? true,
        now: new Date().toISOString(),
      });
      return {
        id,
        email,
        name: 'Test User',
        emailVerification: options.verified ?? true,
        prefs: {},
        sessionId: 's',
      };
    },
    async close() {
      await hub.close();
      await database.close();
      await cleanup();
    },
  };
}
