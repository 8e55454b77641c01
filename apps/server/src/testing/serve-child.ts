/**
 * A `tagproof serve` or `tagproof worker` process for the tests and benchmarks that need real
 * processes (scale-out, kill -9, load): what the CLI runs, configured by the environment. Prints
 * `ready <url>` (serve) or `ready worker` once it accepts work. Started by {@link startTagproofProcess}.
 */
import { readConfig } from '../config.js';
import { startAutomationWorkers } from '../modules/automation/automation.workers.js';
import { startServer } from '../server.js';

const config = readConfig(process.env);
if (process.argv[2] === 'worker') {
  const workers = await startAutomationWorkers(config);
  process.once('SIGTERM', () => void workers.stop().then(() => process.exit(0)));
  process.stdout.write('ready worker\n');
} else {
  const server = await startServer(config);
  process.stdout.write(`ready ${server.url}\n`);
}
