import { describe, it, type ExpectStatic } from 'vitest';
import { findTestPostgres } from '../testing/test-postgres.js';
import { runCrashCampaign, type CrashCampaignResult } from './crash-campaign.js';
import { campaignSeed } from './seeded-random.js';

/** Kills per engine in `npm test` (the bench runs 50 or more). */
const KILLS = 20;
/**
 * About 80 s per engine on a quiet machine (a restart is ~2 s of module loading); the cap leaves
 * room for a machine saturated by parallel test files, where a restart can take 10 s.
 */
const TIMEOUT_MS = 300_000;
/** One seed for both engines, printed first: `KILL_SEED=<seed> npx vitest run apps/server/src/durability` replays it. */
const seed = campaignSeed();
const postgresUrl = await findTestPostgres();

/** Prints the seed and the summary; the per-kill lines only when a campaign failed. */
function campaignLog(): { log: (line: string) => void; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    log: (line) => (line.startsWith('kill campaign') ? console.log(line) : lines.push(line)),
  };
}

function expectNothingLost(expect: ExpectStatic, result: CrashCampaignResult): void {
  const replay = `(replay with KILL_SEED=${result.seed})`;
  expect(result.kills, replay).toBe(KILLS);
  expect(result.problems, `lost or damaged documents ${replay}`).toEqual([]);
  expect(result.lost).toBe(0);
  expect(result.integrity, `integrity check ${replay}`).toEqual([]);
  expect(result.refused, `writes the live server refused ${replay}`).toEqual([]);
  // The kills must land among writes, not between them: enough acknowledged, several in flight.
  expect(result.writes.acknowledged, replay).toBeGreaterThanOrEqual(KILLS * 5);
  expect(result.writes.interrupted, replay).toBeGreaterThanOrEqual(KILLS);
  expect(result.documents, replay).toBeGreaterThan(KILLS * 2);
}

const ENGINES = [
  { engine: 'sqlite', title: 'SQLite', available: true },
  { engine: 'postgres', title: 'PostgreSQL', available: postgresUrl !== null },
] as const;

// The two campaigns run side by side: a restart is mostly one core loading modules.
describe.concurrent('kill -9 of a writing server loses no acknowledged write', () => {
  for (const { engine, title, available } of ENGINES) {
    it.skipIf(!available)(`on ${title} (${KILLS} kills)`, { timeout: TIMEOUT_MS }, async ({ expect }) => {
      const { log, lines } = campaignLog();
      const result = await runCrashCampaign({ engine, kills: KILLS, seed, postgresUrl, log });
      if (result.problems.length + result.integrity.length > 0) console.log(lines.join('\n'));
      expectNothingLost(expect, result);
    });
  }
});
