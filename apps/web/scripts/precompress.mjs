#!/usr/bin/env node
// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside each hashed asset of
// dist/assets that compresses well, so the server sends them to browsers that accept them
// (@fastify/static's preCompressed) without compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(import.meta.dirname, '..', 'dist', 'assets');
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|map)$/;
let written = 0;
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = join(assets, name);
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  written += 1;
}
console.log(`precompressed ${written} assets (.br, .gz)`);
