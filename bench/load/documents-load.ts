import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@tagproof/server';
import { median, type Figure } from '../lib/measure.js';
import { UnexpectedResponses, accountRequests, documentsMix } from './documents-mix.js';
import { prepareUsers } from './documents-users.js';
import { describeRun, measureLoad, memoryFigure, type LoadResult, type LoadSettings } from './load-run.js';
import { startServeProcess } from '../lib/serve-process.js';

/** Signed-in users sharing the connections. */
export const LOAD_USERS = 8;

/** The storage a documents run uses, and how to get a fresh one. */
interface Storage {
  label: 'SQLite' | 'PostgreSQL';
  /** Environment for the server and a cleanup; null when the storage is unavailable here. */
  prepare(dataDir: string): Promise<{ env: Record<string, string>; cleanup(): Promise<void> } | null>;
}

const SQLITE: Storage = {
  label: 'SQLite',
  prepare: async () => ({ env: {}, cleanup: async () => {} }),
};

/** A fresh schema on LOAD_DATABASE_URL (default: the local test server), dropped afterwards. */
const POSTGRES: Storage = {
  label: 'PostgreSQL',
  async prepare(dataDir) {
    const baseUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `tagproof_load_${process.pid}_${Date.now().toString(36)}`;
    const admin = openDatabase({ dataDir, databaseUrl: baseUrl });
    try {
      await admin.db.schema.createSchema(schema).execute();
    } catch (error) {
      console.error(
        `  PostgreSQL unavailable (${error instanceof Error ? error.message : String(error)}): skipped`,
      );
      await admin.close();
      return null;
    }
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      env: { DATABASE_URL: url.toString() },
      async cleanup() {
        await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
        await admin.close();
      },
    };
  },
};

/** The storages LOAD_SCENARIOS names (`sqlite` and `postgres`; both by default). */
export function loadStorages(scenarios: readonly string[]): Storage[] {
  return [SQLITE, POSTGRES].filter((storage) =>
    scenarios.includes(storage.label === 'SQLite' ? 'sqlite' : 'postgres'),
  );
}

/**
 * A mixed load on the `/v1` documents API (create, get, list with queries, update, list, delete) by
 * LOAD_USERS signed-in users over `connections` connections, on a real `tagproof serve`. Baseline:
 * `GET /v1/account` with the same cookies under the same connections, the session lookup that every
 * documents request pays before its own work.
 */
export async function documentsLoadFigures(settings: LoadSettings, storage: Storage): Promise<Figure[]> {
  const mixes: LoadResult[] = [];
  const accounts: LoadResult[] = [];
  const failures: number[] = [];
  for (let run = 0; run < settings.runs; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tagproof-load-documents-'));
    const prepared = await storage.prepare(dataDir);
    if (!prepared) {
      rmSync(dataDir, { recursive: true, force: true });
      return [];
    }
    const server = await startServeProcess({
      DATA_DIR: dataDir,
      ...prepared.env,
      // The per-user write limit (120 a minute by default) would answer most writes 429 here.
      DOCUMENT_WRITES_PER_MINUTE: '100000000',
      SIGNUP_LIMIT_PER_HOUR: '1000',
    });
    try {
      const users = await prepareUsers(
        server.url,
        { dataDir, databaseUrl: prepared.env.DATABASE_URL },
        LOAD_USERS,
      );
      const unexpected = new UnexpectedResponses();
      const account = await measureLoad(
        server,
        { connections: settings.connections, requests: accountRequests(users, unexpected) },
        { seconds: settings.baselineSeconds, warmupSeconds: settings.warmupSeconds },
      );
      console.error(describeRun(`GET /v1/account (${storage.label}), run ${run + 1}`, account));
      unexpected.reset();
      const mix = await measureLoad(
        server,
        { connections: settings.connections, requests: documentsMix(users, unexpected) },
        settings,
      );
      console.error(describeRun(`documents mix (${storage.label}), run ${run + 1}`, mix));
      if (unexpected.count > 0)
        console.error(
          `  ${unexpected.count} unexpected responses, e.g.\n    ${unexpected.samples.join('\n    ')}`,
        );
      accounts.push(account);
      mixes.push(mix);
      failures.push(unexpected.count + mix.errors);
    } finally {
      await server.stop();
      await prepared.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const of = (results: LoadResult[], pick: (result: LoadResult) => number) => median(results.map(pick));
  const label = `documents mix (${storage.label})`;
  return [
    {
      name: `${label}: throughput`,
      value: of(mixes, (r) => r.requestsPerSecond),
      unit: 'req/s',
      baseline: of(accounts, (r) => r.requestsPerSecond),
      baselineName: 'GET /v1/account',
      goal: '≥ 0.25x',
    },
    {
      name: `${label}: p50 latency`,
      value: of(mixes, (r) => r.p50Ms),
      unit: 'ms',
      baseline: of(accounts, (r) => r.p50Ms),
      baselineName: 'GET /v1/account',
      goal: '≤ 4x',
    },
    {
      name: `${label}: p99 latency`,
      value: of(mixes, (r) => r.p99Ms),
      unit: 'ms',
      baseline: of(accounts, (r) => r.p99Ms),
      baselineName: 'GET /v1/account',
      goal: '≤ 4x',
    },
    {
      name: `${label}: failures (unexpected status, errors, timeouts)`,
      value: median(failures),
      unit: 'responses',
      baseline: of(mixes, (r) => r.responses + r.errors),
      baselineName: 'all',
      goal: '0',
    },
    memoryFigure(`${label}:`, mixes),
  ];
}
