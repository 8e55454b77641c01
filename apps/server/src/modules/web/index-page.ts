import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

/** The built index.html, ready to serve. */
export interface IndexPage {
  html: string;
  /** Strong ETag of the content. */
  etag: string;
  /** `sha256-…` of each inline script, for the Content-Security-Policy. */
  scriptHashes: string[];
}

/**
 * Reads index.html and keeps it in memory until the file changes (a rebuild while the server runs
 * is picked up at the next request). Resolves null when the file does not exist.
 */
export function createIndexPageLoader(file: string): () => Promise<IndexPage | null> {
  let cached: { mtimeMs: number; size: number; page: IndexPage } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      cached = null;
      return null;
    }
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.page;
    const html = await readFile(file, 'utf8').catch(() => null);
    if (html === null) return null;
    const page: IndexPage = {
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      scriptHashes: inlineScriptHashes(html),
    };
    cached = { mtimeMs: info.mtimeMs, size: info.size, page };
    return page;
  };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** `sha256-<base64>` of the text of every `<script>` without a `src` attribute, as CSP hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}
