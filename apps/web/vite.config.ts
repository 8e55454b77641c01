import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// No node:* imports here: the web app's lint zone forbids them. Vite sets import.meta.dirname when it
// loads this file.
const here = import.meta.dirname;
const at = (path: string) => `${here}/${path}`;

/** Where `npm run dev` forwards API calls: a `tagproof serve` on its default port. */
const API_TARGET = 'http://127.0.0.1:8080';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET },
  '/v1': { target: API_TARGET, ws: true },
  '/healthz': { target: API_TARGET },
};

export default defineConfig({
  root: here,
  plugins: [react(), tailwindcss()],
  resolve: {
    // Workspace packages compile from source: no build step before `vite dev`.
    alias: {
      '@tagproof/engine': at('../../packages/engine/src/index.ts'),
      '@tagproof/contracts': at('../../packages/contracts/src/index.ts'),
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: at('dist'),
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'assets',
    // dist/.vite/manifest.json (not served: dotfiles are ignored) tells the bundle-size benchmark and
    // its test which chunks each route loads.
    manifest: true,
  },
});
