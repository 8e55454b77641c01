import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the bench uses of Omnibug's provider factory (its `OmnibugProvider`). */
export interface OmnibugDecoder {
  /** Whether Omnibug looks at a URL at all (its service worker's filter, every provider's pattern). */
  wants(url: string): boolean;
  /** The provider key Omnibug decodes a URL with; empty when none of its providers takes it. */
  providerOf(url: string): string;
  /** Omnibug's decoding of one request, as its service worker calls it for every request it wants. */
  decode(url: string, postData: string): unknown;
}

interface OmnibugProviderFactory {
  getPattern(): RegExp;
  getProviderForUrl(url: string): { key: string };
  parseUrl(url: string, postData: string): unknown;
}

/**
 * Loads Omnibug's decoders from a checkout of github.com/MisterPhilip/omnibug given by the user
 * (`OMNIBUG_DIR`), outside this repository: its provider files are joined into one module in a
 * temporary folder, the way Omnibug's own build joins them, and imported from there. Nothing of
 * Omnibug is kept in Tagproof. Answers why instead when the folder holds no providers.
 */
export async function loadOmnibug(checkout: string): Promise<OmnibugDecoder | string> {
  const folder = join(checkout, 'src', 'providers');
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.js'));
  } catch {
    return `${folder} cannot be read: OMNIBUG_DIR must be a checkout of github.com/MisterPhilip/omnibug`;
  }
  const core = ['BaseProvider.js', 'OmnibugProvider.js'];
  if (!core.every((name) => files.includes(name)))
    return `${folder} has no BaseProvider.js and OmnibugProvider.js`;
  const providers = files.filter((name) => !core.includes(name)).sort();
  const sources = [...core, ...providers].map((name) => readFileSync(join(folder, name), 'utf8'));
  const classes = sources
    .flatMap((source) => [...source.matchAll(/^class (\w+Provider)\b/gm)].map((match) => match[1]))
    .filter((name) => name !== 'BaseProvider');
  const bundle = [
    ...sources,
    ...classes.map((name) => `OmnibugProvider.addProvider(new ${name}());`),
    'export { OmnibugProvider };',
  ].join('\n;\n');
  const directory = mkdtempSync(join(tmpdir(), 'tagproof-omnibug-'));
  try {
    const file = join(directory, 'providers.mjs');
    writeFileSync(file, bundle);
    const loaded = (await import(pathToFileURL(file).href)) as { OmnibugProvider: OmnibugProviderFactory };
    const factory = loaded.OmnibugProvider;
    const pattern = factory.getPattern();
    return {
      wants: (url) => pattern.test(url),
      providerOf: (url) => factory.getProviderForUrl(url).key,
      decode: (url, postData) => factory.parseUrl(url, postData),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * Omnibug's decoding of a capture: each request its filter wants is decoded, the others passed over,
 * as in its service worker. Omnibug logs every body that is not JSON: the console is silenced while it
 * runs, which only makes Omnibug's figure smaller.
 */
export function omnibugDecodeAll(
  omnibug: OmnibugDecoder,
  requests: ReadonlyArray<Record<string, unknown>>,
): number {
  const { log, error, warn } = console;
  console.log = console.error = console.warn = () => undefined;
  let decoded = 0;
  try {
    for (const request of requests) {
      const url = request.url;
      if (typeof url !== 'string' || !omnibug.wants(url)) continue;
      const postData = typeof request.postData === 'string' ? request.postData : '';
      try {
        omnibug.decode(url, postData);
        decoded++;
      } catch {
        // A request Omnibug's decoder throws on is simply not decoded by it.
      }
    }
  } finally {
    Object.assign(console, { log, error, warn });
  }
  return decoded;
}
