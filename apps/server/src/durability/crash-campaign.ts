import { startTagproofProcess, type TagproofProcess } from '../testing/server-process.js';
import { checkAssociations } from './association-check.js';
import {
  WriteLedger,
  type RefusedWrite,
  type VerificationProblem,
  type WriteCounts,
} from './write-ledger.js';
import { readAllDocuments, signUpClient, writeUntilKilled, type CampaignClient } from './campaign-http.js';
import { openCampaignStorage, type CampaignEngine, type CampaignStorage } from './campaign-storage.js';
import { campaignSeed, seededRandom } from './seeded-random.js';

/** How a kill campaign runs. */
export interface CrashCampaignOptions {
  engine: CampaignEngine;
  /** How many times the server is killed with SIGKILL. */
  kills: number;
  /** The PRNG seed of kill moments and writes; default `KILL_SEED`, else a random one (logged either way). */
  seed?: number;
  /** Concurrent clients, each a user writing its own documents (default 4). */
  clients?: number;
  /** The PostgreSQL server for `engine: 'postgres'` (a superuser URL; a fresh schema is created on it). */
  postgresUrl?: string | null;
  /** Each kill comes this many milliseconds after the writes start, drawn from the seeded PRNG (default [50, 800]). */
  killWindowMs?: readonly [number, number];
  /** Clean restarts (SIGTERM, then start) at the end, whose median is {@link CrashCampaignResult.cleanRestartMs} (default 1). */
  cleanRestarts?: number;
  /** Progress lines (the seed first). Default: nothing. */
  log?: (line: string) => void;
}

/** What a campaign found. `problems` and `integrity` are empty when nothing was lost or damaged. */
export interface CrashCampaignResult {
  engine: CampaignEngine;
  seed: number;
  kills: number;
  writes: WriteCounts;
  /** Acknowledged writes the server no longer held intact after a restart. */
  lost: number;
  problems: VerificationProblem[];
  /** Writes the live server answered with something other than 2xx. */
  refused: RefusedWrite[];
  /** Integrity-check failures (after every restart and at the end). */
  integrity: string[];
  /** Documents the server holds at the end. */
  documents: number;
  /** The first start, on an empty database (migrations included). */
  coldStartMs: number;
  /** A start after a clean shutdown (SIGTERM) on the final data (the median of `cleanRestarts`): the baseline of restarts. */
  cleanRestartMs: number;
  /** Each start after a kill -9, ready to serve. */
  restartAfterKillMs: number[];
}

/**
 * The kill -9 durability campaign: starts `tagproof serve` on a fresh database, signs up one user
 * per client, and `kills` times lets the clients write documents with self-chosen ids (creates and
 * updates, tests and triggers linked to them) until the server is killed with SIGKILL at a seeded
 * random moment; then restarts it on the same data, checks every acknowledged write is there with
 * exactly its content (an in-flight one may be there or not, but whole), runs the engine's integrity
 * check, and carries on. Replay a run with its seed.
 *
 * @example
 * const result = await runCrashCampaign({ engine: 'sqlite', kills: 20, log: console.log });
 * // kill campaign seed=123 (KILL_SEED to replay) …
 * expect(result.lost).toBe(0);
 */
export async function runCrashCampaign(options: CrashCampaignOptions): Promise<CrashCampaignResult> {
  const seed = options.seed ?? campaignSeed();
  const log = options.log ?? (() => {});
  const [earliest, latest] = options.killWindowMs ?? [50, 800];
  const clientCount = options.clients ?? 4;
  log(
    `kill campaign seed=${seed} (KILL_SEED to replay): ${options.engine}, ${options.kills} kills, ${clientCount} clients`,
  );
  const random = seededRandom(seed);
  const clientRandoms = Array.from({ length: clientCount }, (_, index) => random.fork(index));
  const storage = await openCampaignStorage(options.engine, options.postgresUrl ?? null);
  const ledger = new WriteLedger();
  const result: CrashCampaignResult = {
    engine: options.engine,
    seed,
    kills: 0,
    writes: ledger.counts,
    lost: 0,
    problems: [],
    refused: ledger.refused,
    integrity: [],
    documents: 0,
    coldStartMs: 0,
    cleanRestartMs: 0,
    restartAfterKillMs: [],
  };
  let server: TagproofProcess | null = null;
  try {
    let started = await startServer(storage);
    server = started.server;
    result.coldStartMs = started.ms;
    const clients: CampaignClient[] = [];
    for (let index = 0; index < clientCount; index++)
      clients.push(await signUpClient(server.url, index, (userId) => storage.markVerified(userId)));

    for (let kill = 1; kill <= options.kills; kill++) {
      let killed = false;
      const url = server.url;
      const writers = clients.map((client) =>
        writeUntilKilled(url, client, ledger, clientRandoms[client.index] ?? random, () => killed),
      );
      const before = ledger.counts.acknowledged;
      const delay = random.between(earliest, latest);
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (server.child.exitCode !== null || server.child.signalCode !== null)
        throw new Error(`the server died by itself before kill ${kill}:\n${server.output()}`);
      await server.kill();
      killed = true;
      await Promise.all(writers);
      result.kills = kill;

      started = await startServer(storage);
      server = started.server;
      result.restartAfterKillMs.push(started.ms);
      const checking = performance.now();
      const found = await verify(server.url, clients, ledger);
      const verifiedMs = performance.now() - checking;
      result.problems.push(...found);
      result.integrity.push(
        ...(await storage.integrityProblems()).map((line) => `after kill ${kill}: ${line}`),
      );
      const checkedMs = performance.now() - checking - verifiedMs;
      log(
        `kill ${kill}/${options.kills} after ${delay} ms: ${ledger.counts.acknowledged - before} writes acknowledged; ` +
          `restarted in ${Math.round(started.ms)} ms; ${ledger.documentCount} documents verified in ` +
          `${Math.round(verifiedMs)} ms, integrity checked in ${Math.round(checkedMs)} ms` +
          (found.length > 0 ? `; ${found.length} PROBLEMS: ${found[0]?.detail}` : ''),
      );
    }

    const cleanRestarts: number[] = [];
    for (let restart = 0; restart < Math.max(1, options.cleanRestarts ?? 1); restart++) {
      await server.stop();
      started = await startServer(storage);
      server = started.server;
      cleanRestarts.push(started.ms);
    }
    result.cleanRestartMs = median(cleanRestarts);
    result.problems.push(...(await verify(server.url, clients, ledger)));
    await server.stop();
    result.integrity.push(...(await storage.integrityProblems()).map((line) => `at the end: ${line}`));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `kill campaign seed=${seed} on ${options.engine} failed after ${result.kills} kills: ${reason}`,
      {
        cause: error,
      },
    );
  } finally {
    await server?.kill();
    await storage.close();
  }
  result.lost = result.problems.filter((problem) => problem.kind === 'lost').length;
  result.documents = ledger.documentCount;
  log(
    `kill campaign seed=${seed} on ${options.engine}: ${result.kills} kills, ${ledger.counts.acknowledged} acknowledged writes, ` +
      `${ledger.counts.interrupted} in flight at a kill (${ledger.counts.interruptedApplied} applied), ` +
      `${result.lost} lost, ${result.problems.length} problems, ${result.integrity.length} integrity failures`,
  );
  return result;
}

async function startServer(storage: CampaignStorage): Promise<{ server: TagproofProcess; ms: number }> {
  const started = performance.now();
  const server = await startTagproofProcess('serve', {
    env: {
      ...storage.env,
      LOG_LEVEL: 'warn',
      DOCUMENT_WRITES_PER_MINUTE: '1000000',
      SIGNUP_LIMIT_PER_HOUR: '1000',
    },
    timeoutMs: 120_000,
  });
  return { server, ms: performance.now() - started };
}

/** Reads every client's tests and triggers and checks them against the ledger and each other. */
async function verify(
  url: string,
  clients: readonly CampaignClient[],
  ledger: WriteLedger,
): Promise<VerificationProblem[]> {
  const problems: VerificationProblem[] = [];
  for (const client of clients) {
    const tests = await readAllDocuments(url, client, 'tests');
    const triggers = await readAllDocuments(url, client, 'triggers');
    problems.push(...ledger.verify(client.index, 'tests', tests));
    problems.push(...ledger.verify(client.index, 'triggers', triggers));
    problems.push(...checkAssociations(client.index, tests, triggers));
  }
  return problems;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
