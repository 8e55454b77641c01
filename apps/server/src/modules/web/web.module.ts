import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../../plugins/errors.js';
import { contentSecurityPolicy } from '../../plugins/security.js';
import { createIndexPageLoader, type IndexPage } from './index-page.js';
import { acceptsHtml, isReservedPath, pathnameOf } from './request-paths.js';

/** Hashed build output: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon…): cache but revalidate every time. */
const REVALIDATE = 'no-cache';

export const MISSING_BUILD_MESSAGE =
  'Tagproof is running, but its web app has not been built.\n' +
  'Run `npm run build` in the repository root, then reload this page.\n' +
  'The API (/api, /v1) and /healthz work meanwhile.\n';

export interface WebModule {
  /** Serves the files of the build (hashed /assets/* with a long cache). */
  routes: FastifyPluginAsync;
  /** The SPA fallback: page navigations that match no route get index.html. */
  fallback: NotFoundFallback;
}

/**
 * The built web app in `distDir`: static files through @fastify/static, and a fallback that
 * answers any GET navigation outside /api, /v1 and /healthz with index.html, so deep links such as
 * /allEntities and /verify-email load the app. Without a build, `/` (and any navigation) answers a
 * plain-text 503 saying how to build it.
 */
export function createWebModule(distDir: string): WebModule {
  const assetsDir = join(distDir, 'assets') + sep;
  const loadIndexPage = createIndexPageLoader(join(distDir, 'index.html'));

  const routes: FastifyPluginAsync = async (app) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      app.log.warn(`The web app is not built (no ${join(distDir, 'index.html')}): run \`npm run build\`.`);
    }
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz copies of the assets (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      allowedPath: (pathname) => !isReservedPath(pathname) && pathname !== '/index.html',
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
    // `/` is a directory to the static plugin; the app's entry page is ours to answer.
    app.get('/', async (request, reply) => {
      await sendIndexPage(request, reply, await loadIndexPage());
      return reply;
    });
  };

  const fallback: NotFoundFallback = async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = pathnameOf(request.url);
    if (isReservedPath(pathname) || pathname.startsWith('/assets/')) return false;
    if (pathname !== '/' && !acceptsHtml(request.headers.accept)) return false;
    await sendIndexPage(request, reply, await loadIndexPage());
    return true;
  };

  return { routes, fallback };
}

async function sendIndexPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: IndexPage | null,
): Promise<void> {
  if (!page) {
    await reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(MISSING_BUILD_MESSAGE);
    return;
  }
  reply
    .header('cache-control', REVALIDATE)
    .header('etag', page.etag)
    .header('content-security-policy', contentSecurityPolicy({ scriptHashes: page.scriptHashes }));
  if (request.headers['if-none-match'] === page.etag) {
    await reply.code(304).send();
    return;
  }
  await reply.code(200).type('text/html; charset=utf-8').send(page.html);
}
