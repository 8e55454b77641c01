/**
 * `tagproof serve` for the benchmarks (load, web), in a process of its own so that the load generator
 * or browser and the server do not share an event loop and the server's memory can be read alone. It runs exactly
 * what the CLI runs (`startServer(readConfig(process.env))`) and prints `ready <url>` once listening.
 */
import { readConfig, startServer } from '@tagproof/server';

const server = await startServer(readConfig(process.env));
process.stdout.write(`ready ${server.url}\n`);
