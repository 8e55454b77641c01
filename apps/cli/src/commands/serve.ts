import { CliError } from '../cli-error.js';
import type { CliIo } from '../io.js';

/** `tagproof serve`: starts the server (API, validation service, web app) on PORT with DATA_DIR. */
export async function serveCommand(args: string[], io: CliIo): Promise<number | 'running'> {
  if (args.length > 0)
    throw new CliError(
      `tagproof serve takes no arguments (configure it with PORT, HOST, DATA_DIR…), got: ${args.join(' ')}`,
    );
  // Loaded lazily so that `tagproof validate` never opens a database or loads the web server.
  const { readConfig, startServer } = await import('@tagproof/server');
  let config;
  try {
    config = readConfig(io.env);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error), 'config_invalid');
  }
  await startServer(config);
  return 'running';
}
