import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `npm run dev` forwards API calls: a `tagproof serve` on its default port. */
const API_TARGET = 'http://127.0.0.1:8080';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET },
  '/v1': { target: API_TARGET, ws: true },
  '/healthz': { target: API_TARGET },
};

export default defineConfig({
  root: at('.'),
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
  },
});
