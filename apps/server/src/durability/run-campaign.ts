/**
 * A kill campaign from the command line, for the benchmark (which runs it as a child process:
 * bench code imports no server source) and for replaying a seed by hand:
 *
 *   KILL_SEED=123 node --conditions=source --import tsx apps/server/src/durability/run-campaign.ts sqlite 50
 *
 * Arguments: the engine (`sqlite` or `postgres`) and the number of kills (default 50); CLEAN_RESTARTS
 * sets how many clean restarts the baseline is the median of. Progress goes to stderr; the last
 * line on stdout is `result <JSON of CrashCampaignResult>`. Exits 1 when anything was lost or damaged.
 */
import { findTestPostgres } from '../testing/test-postgres.js';
import { runCrashCampaign } from './crash-campaign.js';

const engine = process.argv[2] ?? 'sqlite';
const kills = Number(process.argv[3] ?? 50);
if ((engine !== 'sqlite' && engine !== 'postgres') || !Number.isInteger(kills) || kills < 1) {
  console.error('usage: run-campaign.ts sqlite|postgres [KILLS]');
  process.exit(2);
}
const postgresUrl = engine === 'postgres' ? await findTestPostgres() : null;
if (engine === 'postgres' && !postgresUrl) {
  console.error('PostgreSQL is unreachable: set TEST_DATABASE_URL');
  process.exit(2);
}
const result = await runCrashCampaign({
  engine,
  kills,
  postgresUrl,
  cleanRestarts: Number(process.env.CLEAN_RESTARTS ?? 1),
  log: (line) => console.error(`  ${line}`),
});
for (const problem of [...result.problems, ...result.integrity, ...result.refused])
  console.error(`  PROBLEM ${JSON.stringify(problem)}`);
process.stdout.write(`result ${JSON.stringify(result)}\n`);
process.exitCode = result.problems.length + result.integrity.length + result.refused.length > 0 ? 1 : 0;
