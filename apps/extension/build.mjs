#!/usr/bin/env node
// Builds the Chrome extension into dist/ (load it unpacked from there) and packs dist/ into
// dist-zip/tagproof-extension-<version>.zip for the Chrome Web Store. The engine is bundled from its
// TypeScript sources (the `source` export condition), so no other workspace needs building first.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { drawIcon, ICON_SIZES } from './build-icons.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const zipDir = join(here, 'dist-zip');
const { version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icons/icon-${size}.png`]));

const manifest = {
  manifest_version: 3,
  name: 'Tagproof',
  short_name: 'Tagproof',
  version,
  description:
    'Capture the analytics and marketing tracking requests of a tab (GA4, Meta pixel, …) and validate them in Tagproof.',
  minimum_chrome_version: '116',
  icons,
  action: { default_title: 'Tagproof', default_popup: 'popup.html', default_icon: icons },
  options_ui: { page: 'options.html', open_in_tab: true },
  background: { service_worker: 'background.js', type: 'module' },
  // webRequest: read tracking requests; webNavigation: page navigations and URL changes; storage +
  // unlimitedStorage: captures survive the worker stopping, however long the session; scripting: hand the
  // captures to the Tagproof page. <all_urls>: tracking goes to any host, and the hub may be anywhere.
  permissions: ['webRequest', 'webNavigation', 'storage', 'unlimitedStorage', 'scripting'],
  host_permissions: ['<all_urls>'],
};

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export async function buildExtension() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'icons'), { recursive: true });

  await build({
    entryPoints: {
      background: join(here, 'src/background/service-worker.ts'),
      popup: join(here, 'src/popup/popup.ts'),
      options: join(here, 'src/options/options.ts'),
    },
    outdir: dist,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome116',
    conditions: ['source'],
    // Readable output: the Chrome Web Store reviews it, and users may read what runs on their pages.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
  });

  copyFileSync(join(here, 'src/popup/popup.html'), join(dist, 'popup.html'));
  copyFileSync(join(here, 'src/options/options.html'), join(dist, 'options.html'));
  copyFileSync(join(here, 'src/shared/extension.css'), join(dist, 'extension.css'));
  for (const size of ICON_SIZES) writeFileSync(join(dist, icons[String(size)]), drawIcon(size));
  writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  // A fixed timestamp keeps the zip identical between builds of the same sources.
  const mtime = new Date('2024-01-01T00:00:00Z');
  const entries = Object.fromEntries(
    filesUnder(dist)
      .sort()
      .map((path) => [
        relative(dist, path).split('\\').join('/'),
        [new Uint8Array(readFileSync(path)), { mtime }],
      ]),
  );
  rmSync(zipDir, { recursive: true, force: true });
  mkdirSync(zipDir, { recursive: true });
  const zipPath = join(zipDir, `tagproof-extension-${version}.zip`);
  writeFileSync(zipPath, zipSync(entries, { level: 9 }));
  console.log(
    `extension: ${relative(process.cwd(), dist)} (load unpacked), ${relative(process.cwd(), zipPath)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildExtension();
