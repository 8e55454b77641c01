/**
 * `tagproof serve` for the web benchmarks, in a process of its own so that the browser's requests
 * (and POST /api/validate of 10,000 requests) do not share the benchmark's event loop. It runs what
 * the CLI runs and prints `ready <url>` once listening.
 */
import { readConfig, startServer } from '@tagproof/server';

const server = await startServer(readConfig(process.env));
process.stdout.write(`ready ${server.url}\n`);
