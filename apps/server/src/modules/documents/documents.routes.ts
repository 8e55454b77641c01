import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { globalPlugin } from '../../plugins/global-plugin.js';
import { limitDocumentWrites } from '../../plugins/rate-limit.js';
import { requireUser } from '../account/account.routes.js';
import type { CurrentUser } from '../account/current-user.js';
import { exportChecks } from './checks-export.js';
import { findCollection, type CollectionDefinition } from './collections.js';
import { DocumentsService } from './documents.service.js';
import { readQueryStrings } from './query-strings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The documents service: the automation worker saves reports with `app.documents.saveReport()`. */
    documents: DocumentsService;
  }
}

export interface DocumentsModuleOptions {
  /** The Appwrite database id the API answers to (`TAGPROOF_DATABASE_ID`, default `tagproof`). */
  databaseId: string;
}

interface CollectionParams {
  databaseId: string;
  collectionId: string;
}

interface DocumentParams extends CollectionParams {
  documentId: string;
}

const COLLECTION_PATH = '/v1/databases/:databaseId/collections/:collectionId/documents';
const DOCUMENT_PATH = `${COLLECTION_PATH}/:documentId`;
/** `GET`: the signed-in user's tests and triggers as a checks file. */
export const CHECKS_EXPORT_PATH = '/api/checks';

/**
 * The documents routes of the `/v1` API (API.md "Endpoints"): list with `queries[]`, create, get,
 * update (PATCH) and delete, for the collections `tests`, `triggers` and `testsuitesresults` of the
 * configured database. An unknown database or collection is a 404 (`database_not_found`,
 * `collection_not_found`); a visitor gets 401 `general_unauthorized_scope`; writes count against the
 * user's rate limit (120 a minute). `GET /api/checks` answers the user's tests and triggers as a checks
 * file (checks-export.ts). Needs the database, session, rate-limit and realtime-hub plugins.
 */
export const documentsModule = globalPlugin<DocumentsModuleOptions>(
  'tagproof-documents',
  async (app, options) => {
    const service = new DocumentsService({
      db: app.db,
      dialect: app.database.dialect,
      databaseId: options.databaseId,
      realtime: app.realtimeHub,
      onPublishError: (error) => app.log.error({ err: error }, 'could not publish a document event'),
    });
    app.decorate('documents', service);

    const resolve = (request: FastifyRequest<{ Params: CollectionParams }>) => {
      const collection = resolveCollection(options.databaseId, request.params);
      return { collection, user: requireUser(request) };
    };

    app.get<{ Params: CollectionParams; Querystring: Record<string, unknown> }>(
      COLLECTION_PATH,
      async (request) => {
        const { collection, user } = resolve(request);
        return service.list(user, collection, readQueryStrings(request.query), {
          countTotal: request.query.total !== 'false',
        });
      },
    );

    app.post<{ Params: CollectionParams }>(COLLECTION_PATH, async (request, reply) => {
      const { collection, user } = await resolveForWrite(request, reply);
      const document = await service.create(user, collection, request.body);
      return reply.code(201).send(document);
    });

    app.get<{ Params: DocumentParams }>(DOCUMENT_PATH, async (request) => {
      const { collection, user } = resolve(request);
      return service.get(user, collection, request.params.documentId, readQueryStrings(request.query));
    });

    app.patch<{ Params: DocumentParams }>(DOCUMENT_PATH, async (request, reply) => {
      const { collection, user } = await resolveForWrite(request, reply);
      return service.update(user, collection, request.params.documentId, request.body);
    });

    app.delete<{ Params: DocumentParams }>(DOCUMENT_PATH, async (request, reply) => {
      const { collection, user } = await resolveForWrite(request, reply);
      await service.delete(user, collection, request.params.documentId);
      return reply.code(204).send();
    });

    // The signed-in user's tests and triggers as a checks file (`tagproof validate --checks`).
    app.get(CHECKS_EXPORT_PATH, async (request, reply) => {
      const checks = await exportChecks(service, requireUser(request));
      return reply
        .header('content-disposition', 'attachment; filename="tagproof-checks.json"')
        .header('cache-control', 'no-store')
        .send(checks);
    });

    async function resolveForWrite(
      request: FastifyRequest<{ Params: CollectionParams }>,
      reply: Parameters<typeof limitDocumentWrites>[1],
    ): Promise<{ collection: CollectionDefinition; user: CurrentUser }> {
      const resolved = resolve(request);
      await limitDocumentWrites(request, reply);
      return resolved;
    }
  },
);

function resolveCollection(databaseId: string, params: CollectionParams): CollectionDefinition {
  if (params.databaseId !== databaseId) throw new AppError('database_not_found');
  const collection = findCollection(params.collectionId);
  if (!collection) throw new AppError('collection_not_found');
  return collection;
}
