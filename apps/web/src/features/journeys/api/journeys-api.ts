import '../../../lib/zod-without-eval'; // before the schemas are defined
import {
  documentListSchema,
  JourneyDocumentSchema,
  JourneyFailedRunsAnswerSchema,
  JourneyRunDocumentSchema,
  type JourneyDocument,
  type JourneyFailedRun,
  type JourneyRunDocument,
} from '@tagproof/contracts';
import { ID, Query, type Databases } from 'appwrite';
import { appwrite, COLLECTIONS, DATABASE_ID } from '../../../lib/appwrite';

/** Journeys and runs listed at most (the collection allows 50 journeys per user). */
export const JOURNEYS_LIST_LIMIT = 50;
export const RUNS_LIST_LIMIT = 50;

export type { JourneyFailedRun, JourneyRunDocument };

/** Every answer is parsed with the contract's schemas, never cast. */
const JourneyListSchema = documentListSchema(JourneyDocumentSchema);
const RunListSchema = documentListSchema(JourneyRunDocumentSchema);

/** The calls of the journeys pages, for the signed-in user. */
export interface JourneysApi {
  list(): Promise<JourneyDocument[]>;
  get(id: string): Promise<JourneyDocument>;
  create(data: Record<string, unknown>): Promise<JourneyDocument>;
  update(id: string, data: Record<string, unknown>): Promise<JourneyDocument>;
  remove(id: string): Promise<void>;
  /** The latest runs, newest first. */
  runs(journeyId: string): Promise<JourneyRunDocument[]>;
  /** The latest failed runs (they saved no report), newest first. */
  failedRuns(journeyId: string): Promise<JourneyFailedRun[]>;
  /** Queues a run now (`POST /api/journeys/:id/run`): its job, and the token that reads it. */
  runNow(journeyId: string): Promise<{ jobId: string; token?: string }>;
  /** A queued run's job status (`GET /api/automation/results/:jobId?token=`): queued, active, completed, failed… */
  runStatus(jobId: string, token?: string): Promise<string>;
  /** A new webhook secret, shown only in this answer. */
  createWebhookSecret(journeyId: string): Promise<string>;
}

async function postJson<T>(url: string): Promise<T> {
  return readJson<T>(
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    }),
  );
}

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok || body === null)
    throw new Error(body?.message ?? `The server answered HTTP ${response.status}.`);
  return body;
}

/** The documents API through the official appwrite SDK, plus the journey routes. */
export function createAppwriteJourneysApi(databases: () => Databases): JourneysApi {
  const at = { databaseId: DATABASE_ID, collectionId: COLLECTIONS.journeys };
  const path = (id: string) => `/api/journeys/${encodeURIComponent(id)}`;
  return {
    async list() {
      const answer = await databases().listDocuments({
        ...at,
        queries: [Query.orderDesc('$updatedAt'), Query.limit(JOURNEYS_LIST_LIMIT)],
      });
      return JourneyListSchema.parse(answer).documents;
    },
    async get(id) {
      return JourneyDocumentSchema.parse(await databases().getDocument({ ...at, documentId: id }));
    },
    async create(data) {
      return JourneyDocumentSchema.parse(
        await databases().createDocument({ ...at, documentId: ID.unique(), data }),
      );
    },
    async update(id, data) {
      return JourneyDocumentSchema.parse(await databases().updateDocument({ ...at, documentId: id, data }));
    },
    async remove(id) {
      await databases().deleteDocument({ ...at, documentId: id });
    },
    async runs(journeyId) {
      const answer = await databases().listDocuments({
        databaseId: DATABASE_ID,
        collectionId: COLLECTIONS.reports,
        queries: [
          Query.equal('journeyId', journeyId),
          Query.orderDesc('$createdAt'),
          Query.limit(RUNS_LIST_LIMIT),
        ],
      });
      return RunListSchema.parse(answer).documents;
    },
    async failedRuns(journeyId) {
      const answer = await readJson<unknown>(
        await fetch(`${path(journeyId)}/failed-runs`, { credentials: 'same-origin' }),
      );
      return JourneyFailedRunsAnswerSchema.parse(answer).runs;
    },
    runNow: (journeyId) => postJson<{ jobId: string; token?: string }>(`${path(journeyId)}/run`),
    async runStatus(jobId, token) {
      const url = `/api/automation/results/${encodeURIComponent(jobId)}`;
      const answer = await readJson<unknown>(
        await fetch(token ? `${url}?token=${encodeURIComponent(token)}` : url, {
          credentials: 'same-origin',
          cache: 'no-store',
        }),
      );
      const status =
        typeof answer === 'object' && answer !== null && 'status' in answer ? answer.status : null;
      if (typeof status !== 'string') throw new Error('The run’s status could not be read.');
      return status;
    },
    async createWebhookSecret(journeyId) {
      return (await postJson<{ secret: string }>(`${path(journeyId)}/webhook-secret`)).secret;
    },
  };
}

let api: JourneysApi | null = null;

/** The app's journeys API (the shared appwrite client), created on first use. */
export function journeysApi(): JourneysApi {
  api ??= createAppwriteJourneysApi(() => appwrite().databases);
  return api;
}
