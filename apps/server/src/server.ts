import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from './app.js';
import type { Config } from './config.js';

/** A listening server. */
export interface RunningServer {
  app: FastifyInstance;
  /** The address it answers on, e.g. http://127.0.0.1:8080. */
  url: string;
  /** Stops accepting connections, finishes in-flight requests, closes the database. */
  close(): Promise<void>;
}

export interface StartServerOptions extends AppDependencies {
  /** Close on SIGINT and SIGTERM (default true). */
  handleSignals?: boolean;
  /** How long in-flight requests get after a signal before the process exits anyway (default 10 s). */
  shutdownTimeoutMs?: number;
}

/**
 * Builds the app and listens on `config.host:config.port`, logging the URL. On SIGINT or SIGTERM it
 * closes cleanly (a second signal exits at once). This is what `tagproof serve` runs.
 *
 * @example
 * await startServer(readConfig(process.env));
 */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const { handleSignals: _handleSignals, shutdownTimeoutMs: _shutdownTimeoutMs, ...deps } = options;
  // `tagproof serve` runs the automation workers beside HTTP (AUTOMATION_WORKERS, default 1).
  const app = await buildApp(config, {
    ...deps,
    automation: { workers: config.automationWorkers, ...deps.automation },
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  const url = listeningUrl(app, config);
  app.log.info(`Tagproof is running at ${config.publicUrl ?? url}`);

  const removeSignalHandlers =
    options.handleSignals === false ? () => {} : onShutdownSignal(app, options.shutdownTimeoutMs ?? 10_000);
  return {
    app,
    url,
    async close() {
      removeSignalHandlers();
      await app.close();
    },
  };
}

function listeningUrl(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
}

function onShutdownSignal(app: FastifyInstance, timeoutMs: number): () => void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: closing`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${timeoutMs} ms: exiting`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        remove();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exitCode = 1;
        clearTimeout(timer);
        remove();
      },
    );
  };
  const remove = () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return remove;
}
