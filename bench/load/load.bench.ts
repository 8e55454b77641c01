import type { BenchSection, Figure } from '../lib/measure.js';
import { documentsLoadFigures, loadStorages } from './documents-load.js';
import { loadSettings } from './load-run.js';
import { validateLoadFigures } from './validate-load.js';

/**
 * `npm run bench -- load`: autocannon against real `tagproof serve` processes, each figure against a
 * baseline measured in the same run. LOAD_SECONDS (60) sets each measured run, LOAD_RUNS (1) how many
 * runs each load figure is the median of, LOAD_CONNECTIONS (200) the concurrent connections,
 * LOAD_SCENARIOS (`validate,sqlite,postgres`) which loads run (the documents load on each storage);
 * in-process baselines take the median of RUNS.
 */
export const loadSection: BenchSection = {
  name: 'load',
  title: 'Load (autocannon)',
  async run(runs: number): Promise<Figure[]> {
    const settings = loadSettings();
    console.error(
      `  ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s ` +
        `measured, median of ${settings.runs} load run(s)`,
    );
    const figures = settings.scenarios.includes('validate') ? await validateLoadFigures(settings, runs) : [];
    for (const storage of loadStorages(settings.scenarios))
      figures.push(...(await documentsLoadFigures(settings, storage)));
    return figures;
  },
};
