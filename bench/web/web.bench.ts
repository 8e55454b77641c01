import { validate } from '@tagproof/engine';
import { median, medianMs, type BenchSection, type Figure } from '../lib/measure.js';
import { INITIAL_JS_BUDGET_BYTES, initialJavaScript } from './bundle-size.js';
import { capturedRequests } from './captured-requests.js';
import {
  FORM_FACTORS,
  LIGHTHOUSE_FIGURES,
  runValidatorFlow,
  type FlowScores,
  type FormFactor,
} from './lighthouse.js';
import { medianPaintMs } from './paint-time.js';
import { startWebServer, WEB_DIST } from './web-server.js';

/**
 * `npm run bench -- web`: the web budgets of the validator page on the built app (`npm run build`)
 * served by a `tagproof serve` child process, in the system Chromium: initial JavaScript, the time
 * from `validatorDataReceived` to the painted results, and Lighthouse scores (medians of RUNS).
 */
export const webSection: BenchSection = {
  name: 'web',
  title: 'Web budgets',
  async run(runs: number): Promise<Figure[]> {
    const figures = [bundleFigure()];
    const server = await startWebServer();
    try {
      const url = `${server.url}/`;
      for (const size of [1_000, 10_000]) figures.push(await paintFigure(url, size, runs));
      for (const formFactor of FORM_FACTORS)
        figures.push(...(await lighthouseFigures(url, formFactor, runs)));
    } finally {
      await server.stop();
    }
    return figures;
  },
};

function bundleFigure(): Figure {
  const initial = initialJavaScript(WEB_DIST);
  if (initial.otherRoutesInitial.length > 0)
    console.error(`  ✖ other routes in the first load: ${initial.otherRoutesInitial.join(', ')}`);
  return {
    name: `initial JS of / (gzip -9, ${initial.files.length} files)`,
    value: initial.gzipBytes / 1024,
    unit: 'KB',
    baseline: initial.allGzipBytes / 1024,
    baselineName: 'all JS of the build',
    goal: `≤ ${INITIAL_JS_BUDGET_BYTES / 1024} KB${initial.otherRoutesInitial.length > 0 ? ', split broken' : ''}`,
  };
}

async function paintFigure(url: string, size: number, runs: number): Promise<Figure> {
  const requests = capturedRequests(size);
  const baseline = medianMs(() => validate({ requests }), runs);
  const total = validate({ requests }).data?.validatedRequests.length ?? 0;
  console.error(`  paint of ${size.toLocaleString('en-US')} requests…`);
  return {
    name: `validatorDataReceived → painted results, ${size / 1000}k requests`,
    value: await medianPaintMs(url, { requests, total }, runs),
    unit: 'ms',
    baseline,
    baselineName: 'validate() alone',
    // No goal in the issue: a second for a typical capture, five for a very large one.
    goal: size >= 10_000 ? '≤ 5,000 ms' : '≤ 1,000 ms',
  };
}

async function lighthouseFigures(url: string, formFactor: FormFactor, runs: number): Promise<Figure[]> {
  const flows: FlowScores[] = [];
  for (let run = 0; run < runs; run++) {
    console.error(`  Lighthouse flow (${formFactor}) ${run + 1}/${runs}…`);
    flows.push(await runValidatorFlow(url, formFactor));
  }
  const last = flows.at(-1);
  if (last && last.failing.length > 0)
    console.error(`  failing audits (${formFactor}, last run):\n    ${last.failing.join('\n    ')}`);
  return LIGHTHOUSE_FIGURES.map(({ name, pick }) => ({
    name: `${name} (${formFactor})`,
    value: median(flows.map(pick)),
    unit: 'pts',
    baseline: 100,
    baselineName: 'maximum',
    goal: '≥ 95 (0.95x)',
  }));
}
