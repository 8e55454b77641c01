import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './server.js';
import { createTestConfig } from './testing/test-config.js';

describe('startServer', () => {
  const setup = createTestConfig();
  afterEach(() => setup.cleanup());

  it('listens on the configured host and answers /healthz, then closes', async () => {
    const server = await startServer(setup.config, { handleSignals: false });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/healthz`);
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('logs its URL and exits cleanly on SIGTERM', async () => {
    const script = `
      import { readConfig, startServer } from ${JSON.stringify(new URL('./index.ts', import.meta.url).href)};
      await startServer(readConfig(process.env));
    `;
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
      {
        env: {
          ...process.env,
          PORT: '0',
          DATA_DIR: setup.config.dataDir,
          WEB_DIST_DIR: setup.config.webDistDir,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Tagproof is running at (http:\/\/[^"\s]+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      void exit.then(() => reject(new Error(`the server exited early:\n${output}`)));
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output).toContain('SIGTERM received: closing');
  });
});
