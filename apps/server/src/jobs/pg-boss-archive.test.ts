import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import { STORAGE_ENGINES } from '../testing/storage-engines.js';
import { JobsRepository } from './jobs.repository.js';
import { PgBossQueue, pgBossSchemaFor } from './pg-boss-queue.js';

const postgres = STORAGE_ENGINES.find((engine) => engine.name === 'postgres');

/** pg-boss's archive of deliveries follows RETENTION_DAYS when that is shorter than its 7 days. */
describe.skipIf(!postgres?.available)('pg-boss archive retention', () => {
  let database: Database;
  let queue: PgBossQueue;
  let schema: string;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const setup = await postgres!.setup();
    const url = setup.config.databaseUrl ?? '';
    schema = pgBossSchemaFor(url);
    database = openDatabase(setup.config);
    await migrateToLatest(database);
    queue = new PgBossQueue(new JobsRepository(database.db), {
      connectionString: url,
      maintenanceIntervalSeconds: 1,
      retentionDays: 1,
    });
    cleanup = async () => {
      await queue.close();
      await database.close();
      await setup.cleanup();
    };
  });

  afterEach(async () => {
    await cleanup();
  });

  /** Sends a delivery for a new job and moves it to the archive as if archived `hoursAgo` ago. */
  async function archivedDelivery(id: string, hoursAgo: number): Promise<void> {
    const jobs = new JobsRepository(database.db);
    await jobs.insert({
      id,
      ownerId: null,
      tokenHash: 'x'.repeat(64),
      mode: 'recording',
      websiteUrl: 'https://shop.example/',
      spec: {},
      limits: {},
      totalSteps: 1,
      maxAttempts: 1,
    });
    await queue.enqueue(id);
    await sql`insert into ${sql.table(`${schema}.archive`)}
      select job.*, now() - make_interval(hours => ${hoursAgo}) from ${sql.table(`${schema}.job`)} job
      where job.data->>'jobId' = ${id}`.execute(database.db);
    await sql`delete from ${sql.table(`${schema}.job`)} where data->>'jobId' = ${id}`.execute(database.db);
  }

  async function archivedJobIds(): Promise<string[]> {
    const { rows } = await sql<{ jobId: string }>`select data->>'jobId' as "jobId"
      from ${sql.table(`${schema}.archive`)} order by 1`.execute(database.db);
    return rows.map((row) => row.jobId);
  }

  it('deletes archived deliveries older than RETENTION_DAYS', async () => {
    await archivedDelivery('two-days-old', 48);
    await archivedDelivery('twelve-hours-old', 12);
    expect(await archivedJobIds()).toEqual(['twelve-hours-old', 'two-days-old']);
    await expect.poll(archivedJobIds, { timeout: 15_000, interval: 250 }).toEqual(['twelve-hours-old']);
  });
});
