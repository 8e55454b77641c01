/**
 * `npm run bench`: every benchmark, printed as one table of every figure with its ratio to a baseline
 * measured in the same run. RUNS sets how many runs each median takes (default 5); `npm run bench --
 * engine load` runs only the named sections.
 */
import { durabilitySection } from './durability/durability.bench.js';
import { captureFigures } from './engine/captures.bench.js';
import { engineFigures } from './engine/engine.bench.js';
import { omnibugFigures } from './engine/omnibug.bench.js';
import { worstCaseFigures } from './engine/worst-case.bench.js';
import { loadSection } from './load/load.bench.js';
import { printTable, type BenchSection, type Figure } from './lib/measure.js';
import { validationSection } from './validation/validation.bench.js';
import { webSection } from './web/web.bench.js';

const sections: readonly BenchSection[] = [
  {
    name: 'engine',
    title: 'Engine',
    // Real captures first: they are what the goals are checked on, in a process of their own; measured
    // after the synthetic mixes, they paid for code the JIT had shaped for 100k other requests.
    run: async (runs) => {
      const captures = await captureFigures(runs);
      return [
        ...engineFigures(runs),
        ...worstCaseFigures(runs),
        ...(await omnibugFigures(runs)),
        ...captures,
      ];
    },
  },
  durabilitySection,
  loadSection,
  validationSection,
  webSection,
];

const runs = Number(process.env.RUNS ?? 5);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !sections.some((section) => section.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown bench section: ${unknown.join(', ')} (known: ${sections.map((s) => s.name).join(', ')})`,
  );
  process.exit(2);
}
const figures: Figure[] = [];
for (const section of sections) {
  if (wanted.length > 0 && !wanted.includes(section.name)) continue;
  console.error(`▶ ${section.title}…`);
  for (const figure of await section.run(runs)) figures.push({ ...figure, section: section.title });
}
printTable(`Tagproof benchmarks (median of ${runs} runs, Node ${process.version})`, figures);
