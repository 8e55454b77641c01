import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { capturedEntry } from './captured-entry.js';

const VENDORS_DIR = fileURLToPath(new URL('../../packages/engine/src/vendors', import.meta.url));

/** Every request of the vendors' fixture files (recognised and look-alike), in a stable order. */
function fixtureRequests(): Array<Record<string, unknown>> {
  const found: Array<Record<string, unknown>> = [];
  const walk = (directory: string, inFixtures: boolean) => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path, inFixtures || entry.name === 'fixtures');
      else if (inFixtures && entry.name.endsWith('.json')) {
        const fixture: unknown = JSON.parse(readFileSync(path, 'utf8'));
        const request =
          fixture !== null && typeof fixture === 'object' && 'request' in fixture ? fixture.request : null;
        if (request !== null && typeof request === 'object' && 'url' in request) found.push({ ...request });
      }
    }
  };
  walk(VENDORS_DIR, false);
  return found;
}

/**
 * `count` requests cycling through the vendors' fixtures: real and documented requests of every
 * vendor Tagproof decodes (and their look-alikes), as a capture of a site with many tags would hold.
 */
export function fixtureMix(count: number): Array<Record<string, unknown>> {
  const fixtures = fixtureRequests();
  const requests: Array<Record<string, unknown>> = [];
  for (let index = 0; index < count; index++) {
    requests.push(
      capturedEntry(fixtures[index % fixtures.length] ?? {}, {
        requestId: `r${index + 1}`,
        timestamp: 1731923912000 + index * 250,
      }),
    );
  }
  return requests;
}
