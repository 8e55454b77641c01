import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { describeBadInput, findBadInput, jsonTextExceedsDepth, type BadInput } from './find-bad-input.js';
import { globalPlugin } from './global-plugin.js';

/** The APIs whose input is stored: the Appwrite-shaped `/v1` API, automation jobs and saved journeys. */
const STORING_API = /^\/(?:v1|api\/automation|api\/journeys)(?:[/?]|$)/;

/**
 * One rule for bad input on SQLite and PostgreSQL alike (see find-bad-input.ts), before any route
 * reads the request: on `/v1`, `/api/automation` and `/api/journeys`, a NUL character or a lone
 * surrogate in a route parameter (ids), a query-string key or value, a header or any string or key
 * of the JSON body is a 400 `general_argument_invalid` naming where it was found; on every route,
 * a JSON body nested deeper than 64 levels is the same 400 (refused before it is parsed). Other
 * routes (`/api/validate`) take captured requests as data, NULs included: only their depth is
 * capped. Fields that carry JSON as text are checked where they are parsed (the documents module).
 */
export const inputGuardPlugin = globalPlugin('tagproof-input-guard', async (app) => {
  // Fastify's own JSON parser (prototype poisoning refused), after a depth scan: parsing deep text
  // is slow enough to stall the server, so it is refused before it is parsed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTextExceedsDepth(text)) {
      const reason = describeBadInput({ problem: 'too-deep', where: 'the JSON body' });
      done(new AppError('general_argument_invalid', { reason }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    const bad = findBadRequestInput(request);
    if (bad) throw new AppError('general_argument_invalid', { reason: describeBadInput(bad) });
  });
});

/** The first bad input of `request`, or null. */
export function findBadRequestInput(request: FastifyRequest): BadInput | null {
  // Elsewhere the JSON parser has capped the depth already; text is data (captured requests).
  if (!STORING_API.test(request.routeOptions.url ?? request.url)) return null;
  return (
    findBadInput(request.params, 'params') ??
    findBadInput(request.query, 'query') ??
    // Node's HTTP parser already refuses NUL in headers; `inject` and proxies might not.
    findBadInput(request.headers, 'headers') ??
    findBadInput(request.body, 'body')
  );
}
