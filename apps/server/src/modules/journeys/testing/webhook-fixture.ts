import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.js';
import type { JobRow } from '../../../jobs/jobs.repository.js';
import type { WorkerLogger } from '../../../jobs/worker.js';
import { appwriteDate, isoAt } from '../../../lib/clock.js';

/** A request a {@link WebhookReceiver} got. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP receiver (127.0.0.1) whose answers a test decides per request. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  close(): Promise<void>;
}

/** Starts a receiver; `answer` gives the status of each request (it sees the requests so far). */
export async function startReceiver(answer: (hook: ReceivedHook, earlier: ReceivedHook[]) => number) {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const hook = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      const status = answer(hook, [...received]);
      received.push(hook);
      response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies WebhookReceiver;
}

/** A user and their journey, alerting `webhookUrl` with `secret`. */
export async function insertJourney(
  db: Kysely<DatabaseSchema>,
  ids: { ownerId: string; journeyId: string },
  webhookUrl: string,
  secret: string,
  at: number,
): Promise<void> {
  const when = isoAt(at);
  await db
    .insertInto('users')
    .values({
      id: ids.ownerId,
      email: `${ids.ownerId}@example.com`,
      name: ids.ownerId,
      password_hash: null,
      email_verified: 1,
      prefs: '{}',
      created_at: when,
      updated_at: when,
      password_updated_at: null,
      accessed_at: when,
    })
    .execute();
  await db
    .insertInto('journeys')
    .values({
      owner_id: ids.ownerId,
      id: ids.journeyId,
      created_at: appwriteDate(when),
      updated_at: appwriteDate(when),
      name: 'Checkout',
      request: '{}',
      schedule: null,
      alerts: JSON.stringify({ email: false, webhookUrl }),
      baseline_report_id: null,
      next_run_at: null,
      webhook_secret: secret,
    })
    .execute();
}

/** A job row of a run of the journey, under way, as the worker hands it to the alerter when it ends. */
export function journeyJob(ids: { ownerId: string; journeyId: string }, jobId: string, at: number): JobRow {
  const when = isoAt(at);
  return {
    id: jobId,
    owner_id: ids.ownerId,
    token_hash: '0'.repeat(64),
    status: 'processing',
    mode: 'instructions',
    website_url: 'https://shop.example/',
    spec: '{}',
    limits: '{}',
    progress_step: 0,
    progress_total: 1,
    progress_description: null,
    attempts: 1,
    max_attempts: 3,
    lease_owner: 'worker',
    lease_expires_at: at + 30_000,
    heartbeat_at: at,
    result: null,
    error: null,
    report_id: null,
    journey_id: ids.journeyId,
    created_at: when,
    updated_at: when,
    started_at: when,
    finished_at: null,
  };
}

/** A logger that keeps what it was told. */
export function recordingLogger() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; details: object; message: string }> = [];
  const logger: WorkerLogger = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { logger, lines };
}
