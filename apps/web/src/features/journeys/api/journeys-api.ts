import {
  documentListSchema,
  JourneyDocumentSchema,
  JourneyRunDocumentSchema,
  type JourneyDocument,
  type JourneyRunDocument,
} from '@tagproof/contracts';
import { ID, Query, type Databases } from 'appwrite';
import { appwrite, COLLECTIONS, DATABASE_ID } from '../../../lib/appwrite';

/** Journeys and runs listed at most (the collection allows 50 journeys per user). */
export const JOURNEYS_LIST_LIMIT = 50;
export const RUNS_LIST_LIMIT = 50;

export type { JourneyRunDocument };

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
  /** Queues a run now (`POST /api/journeys/:id/run`). */
  runNow(journeyId: string): Promise<{ jobId: string }>;
  /** A new webhook secret, shown only in this answer. */
  createWebhookSecret(journeyId: string): Promise<string>;
}

async function postJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
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
    runNow: (journeyId) => postJson<{ jobId: string }>(`${path(journeyId)}/run`),
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
