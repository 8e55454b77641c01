import { describe, expect, it } from 'vitest';
import { findTestPostgres } from '../testing/test-postgres.js';
import { runCrashCampaign, type CrashCampaignResult } from './crash-campaign.js';
import { campaignSeed } from './seeded-random.js';

/** Kills per engine in `npm test` (the bench runs 50 or more). */
const KILLS = 20;
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

function expectNothingLost(result: CrashCampaignResult): void {
  const replay = `(replay with KILL_SEED=${result.seed})`;
  expect(result.kills, replay).toBe(KILLS);
  expect(result.problems, `lost or damaged documents ${replay}`).toEqual([]);
  expect(result.lost).toBe(0);
  expect(result.integrity, `integrity check ${replay}`).toEqual([]);
  expect(result.refused, `writes the live server refused ${replay}`).toEqual([]);
  // The kills must land among writes, not between them: enough acknowledged, several in flight.
  expect(result.writes.acknowledged, replay).toBeGreaterThanOrEqual(KILLS * 10);
  expect(result.writes.interrupted, replay).toBeGreaterThanOrEqual(KILLS);
  expect(result.documents, replay).toBeGreaterThan(KILLS * 5);
}

describe('kill -9 of a writing server loses no acknowledged write', () => {
  it(`on SQLite (${KILLS} kills)`, { timeout: 170_000 }, async () => {
    const { log, lines } = campaignLog();
    const result = await runCrashCampaign({ engine: 'sqlite', kills: KILLS, seed, log });
    if (result.problems.length + result.integrity.length > 0) console.log(lines.join('\n'));
    expectNothingLost(result);
  });

  it.skipIf(postgresUrl === null)(`on PostgreSQL (${KILLS} kills)`, { timeout: 170_000 }, async () => {
    const { log, lines } = campaignLog();
    const result = await runCrashCampaign({ engine: 'postgres', kills: KILLS, seed, postgresUrl, log });
    if (result.problems.length + result.integrity.length > 0) console.log(lines.join('\n'));
    expectNothingLost(result);
  });
});
