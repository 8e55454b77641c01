/**
 * `npm run bench`: every benchmark, each printing its figures with the ratio to a baseline measured in
 * the same run. RUNS sets how many runs each median takes (default 5).
 */
import { engineFigures } from './engine/engine.bench.js';
import { printTable } from './lib/measure.js';

const runs = Number(process.env.RUNS ?? 5);
printTable(`Engine (median of ${runs} runs, Node ${process.version})`, engineFigures(runs));
