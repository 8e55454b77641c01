import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/** The budget for the validator route's initial JavaScript, gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 250 * 1024;

/**
 * The modules of routes other than the validator (`/`): the router loads each on first visit, so
 * none may be in the first load (manifest keys, relative to apps/web).
 */
export const OTHER_ROUTE_MODULES = [
  'src/app/routes/entities-route.tsx',
  'src/features/automation/index.ts',
  'src/features/auth/index.ts',
  'src/features/report/index.ts',
] as const;

/** Vite's build manifest (`.vite/manifest.json`): its chunks, with the fields read here. */
const ManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);

/** What the validator route loads before it runs, measured on a build in `distDir`. */
export interface InitialJavaScript {
  /** The entry script, its modulepreloads and their static imports (paths under dist/). */
  files: string[];
  /** Their gzip -9 size, in bytes. */
  gzipBytes: number;
  /** Every .js file of the build, gzip -9, in bytes (what the code split keeps out of the first load). */
  allGzipBytes: number;
  /** Other routes' modules found in the first load (empty when the split by route holds). */
  otherRoutesInitial: string[];
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * Reads dist/index.html (its module script and modulepreloads) and dist/.vite/manifest.json (the
 * static imports of the entry, and which modules are route chunks of their own).
 *
 * @example
 * const initial = initialJavaScript('apps/web/dist');
 * initial.gzipBytes <= INITIAL_JS_BUDGET_BYTES && initial.otherRoutesInitial.length === 0;
 */
export function initialJavaScript(distDir: string): InitialJavaScript {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const manifest = ManifestSchema.parse(
    JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')),
  );
  const staticClosure = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || staticClosure.has(chunk.file)) return;
    staticClosure.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const files = [...new Set([...fromHtml, ...staticClosure])].filter((file) => file.endsWith('.js'));
  const otherRoutesInitial = OTHER_ROUTE_MODULES.filter((module) => {
    const chunk = manifest[module];
    // A route module that is no dynamic entry any more was merged into a statically loaded chunk.
    return !chunk?.isDynamicEntry || files.includes(chunk.file);
  });
  const assets = join(distDir, 'assets');
  const all = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith('.js')) : [];
  return {
    files,
    gzipBytes: files.reduce((sum, file) => sum + gzipSize(join(distDir, file)), 0),
    allGzipBytes: all.reduce((sum, name) => sum + gzipSize(join(assets, name)), 0),
    otherRoutesInitial,
  };
}
