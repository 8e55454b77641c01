import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_BYTES, initialJavaScript } from './bundle-size.js';
import { WEB_DIST } from './web-server.js';

const built = existsSync(join(WEB_DIST, 'index.html')) && existsSync(join(WEB_DIST, '.vite/manifest.json'));
if (!built)
  console.warn(
    `bundle-size: skipped, the web app is not built (no ${WEB_DIST}/index.html): run \`npm run build\``,
  );

describe.skipIf(!built)('the validator route’s initial JavaScript (apps/web/dist)', () => {
  const initial = built ? initialJavaScript(WEB_DIST) : null;

  it('stays within 250 KB gzipped', () => {
    const kilobytes = (initial?.gzipBytes ?? 0) / 1024;
    expect(kilobytes, `initial JS: ${initial?.files.join(', ')}`).toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_BYTES / 1024,
    );
  });

  it('loads no other route’s chunk (the code split by route holds)', () => {
    expect(initial?.otherRoutesInitial).toEqual([]);
    expect(initial?.files.length).toBeGreaterThan(0);
  });
});
