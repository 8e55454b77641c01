import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { median, type BenchSection, type Figure } from '../lib/measure.js';

/** The fields of the server's CrashCampaignResult this section reports (read from the child's JSON). */
const CampaignResultSchema = z.object({
  engine: z.enum(['sqlite', 'postgres']),
  seed: z.number(),
  kills: z.number(),
  writes: z.object({
    sent: z.number(),
    acknowledged: z.number(),
    interrupted: z.number(),
    interruptedApplied: z.number(),
  }),
  lost: z.number(),
  problems: z.array(z.unknown()),
  refused: z.array(z.unknown()),
  integrity: z.array(z.string()),
  documents: z.number(),
  coldStartMs: z.number(),
  cleanRestartMs: z.number(),
  restartAfterKillMs: z.array(z.number()),
});
type CampaignResult = z.infer<typeof CampaignResultSchema>;

const ENGINE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/**
 * `npm run bench -- durability`: the kill -9 campaign of the server (apps/server/src/durability) with
 * KILLS (50) kills on SQLite and on PostgreSQL, one seed for both (KILL_SEED, else random; printed).
 * Figures: acknowledged writes lost (goal 0, against all acknowledged writes), damaged documents,
 * integrity-check failures (against the checks run), and the time to serve again after a kill -9
 * against a clean restart on the same data (the median of RUNS, at least 3, clean restarts, same run).
 */
export const durabilitySection: BenchSection = {
  name: 'durability',
  title: 'Durability (kill -9)',
  async run(runs: number): Promise<Figure[]> {
    const kills = Number(process.env.KILLS ?? 50);
    const seed = process.env.KILL_SEED ?? String(Math.floor(Math.random() * 0x100000000));
    console.error(`  ${kills} kills per engine, seed ${seed} (KILL_SEED=${seed} replays it)`);
    const figures: Figure[] = [];
    for (const engine of ['sqlite', 'postgres'] as const) {
      const result = await runCampaignProcess(engine, kills, seed, runs);
      if (result) figures.push(...campaignFigures(result));
    }
    return figures;
  },
};

function campaignFigures(result: CampaignResult): Figure[] {
  const on = `${ENGINE_NAMES[result.engine]}, ${result.kills} kills`;
  const restarts = result.restartAfterKillMs;
  return [
    {
      name: `lost acknowledged writes (${on})`,
      value: result.lost,
      unit: 'writes',
      baseline: result.writes.acknowledged,
      baselineName: 'acknowledged writes',
      goal: '0 (ratio 0)',
    },
    {
      name: `torn, phantom or mislinked documents (${on})`,
      value: result.problems.length - result.lost,
      unit: 'documents',
      baseline: result.documents,
      baselineName: 'documents held',
      goal: '0 (ratio 0)',
    },
    {
      name: `integrity-check failures (${on})`,
      value: result.integrity.length,
      unit: 'checks',
      baseline: result.kills + 1,
      baselineName: 'checks run',
      goal: '0 (ratio 0)',
    },
    {
      name: `restart after kill -9, median (${on})`,
      value: median(restarts),
      unit: 'ms',
      baseline: result.cleanRestartMs,
      baselineName: 'clean restart',
      goal: '≤ 1.5x',
    },
    {
      name: `restart after kill -9, 90th percentile (${on})`,
      value: percentile(restarts, 0.9),
      unit: 'ms',
      baseline: result.cleanRestartMs,
      baselineName: 'clean restart',
      goal: '≤ 2x',
    },
  ];
}

/** The value below which `share` of `values` lie (nearest rank). */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/**
 * Runs the server's campaign script in a child process (bench code imports no server source) and
 * answers its result; null when PostgreSQL is unreachable (skipped with a notice).
 */
function runCampaignProcess(
  engine: 'sqlite' | 'postgres',
  kills: number,
  seed: string,
  runs: number,
): Promise<CampaignResult | null> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', campaignScript(), engine, String(kills)],
    {
      env: { ...process.env, KILL_SEED: seed, CLEAN_RESTARTS: String(Math.max(3, runs)) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = /^result (.+)$/m.exec(stdout)?.[1];
      if (line) return resolve(CampaignResultSchema.parse(JSON.parse(line)));
      if (code === 2 && engine === 'postgres') {
        console.error('  PostgreSQL is unreachable: its kill campaign is skipped');
        return resolve(null);
      }
      reject(new Error(`the ${engine} kill campaign exited with ${code} and no result`));
    });
  });
}

/** apps/server/src/durability/run-campaign.ts, found through the server package's resolution. */
function campaignScript(): string {
  let directory = dirname(fileURLToPath(import.meta.resolve('@tagproof/server')));
  while (!existsSync(join(directory, 'package.json'))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error('the @tagproof/server package was not found');
    directory = parent;
  }
  return join(directory, 'src', 'durability', 'run-campaign.ts');
}
