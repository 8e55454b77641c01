import { validate } from '@tagproof/engine';
import { comparedMs, type Figure } from '../lib/measure.js';
import { againstBareParse, validateAll } from './against-bare-parse.js';
import { bareParse } from './bare-parse.js';
import { decodeAll } from './decode-all.js';
import { fixtureMix } from './fixture-requests.js';
import { mixedRequests } from './mixed-requests.js';

/** Decoding alone has no goal of its own: it is the part of validate()'s 2x it takes. */
const DECODING_GOAL = '(part of ≤ 2x)';

/**
 * validate() on 10k and 100k mixed requests against a bare parse of the same payload, the growth from
 * 10k to 100k (10.0 is linear), and the size of the answer as JSON against the payload's.
 */
export function engineFigures(runs: number): Figure[] {
  const figures: Figure[] = [];
  const perSize = new Map<number, number>();
  for (const size of [10_000, 100_000]) {
    const requests = mixedRequests(size);
    const sizeRuns = size >= 100_000 ? Math.max(3, Math.ceil(runs / 2)) : runs;
    const { value: engine, baseline: bare } = comparedMs(
      () => validateAll(requests),
      () => bareParse(requests),
      sizeRuns,
    );
    perSize.set(size, engine);
    const label = `${size / 1000}k`;
    figures.push({
      name: `validate ${label} mixed requests`,
      value: engine,
      unit: 'ms',
      baseline: bare,
      baselineName: 'bare parse',
      goal: '≤ 2x',
    });
    figures.push({
      name: `validate ${label} throughput`,
      value: size / (engine / 1000),
      unit: 'req/s',
      baseline: size / (bare / 1000),
      baselineName: 'bare parse',
      goal: '≥ 0.5x',
    });
    if (size === 10_000) {
      figures.push(
        againstBareParse(`decoding alone, ${label} mixed requests`, decodeAll, requests, runs, DECODING_GOAL),
        answerSize(requests),
      );
    }
  }
  const fixtures = fixtureMix(10_000);
  figures.push(
    againstBareParse('validate 10k vendor-fixture requests', validateAll, fixtures, runs, '≤ 2x'),
    againstBareParse('decoding alone, 10k vendor-fixture requests', decodeAll, fixtures, runs, DECODING_GOAL),
  );
  const small = perSize.get(10_000) ?? 1;
  const large = perSize.get(100_000) ?? 1;
  figures.push({
    name: 'growth 10k → 100k',
    value: large / small,
    unit: 'x',
    baseline: 10,
    baselineName: 'linear',
    goal: '≈ 1.0x',
  });
  return figures;
}

/*
 * The vendor-fixture requests cycle through every vendor's fixtures (real and documented requests of
 * every vendor and their look-alikes): the mix of a site with many tags, where recognising and decoding
 * cost more than on the GA4/Meta-heavy mix. Decoding alone (decodeAll) gives the part of validate()'s
 * ratio that is decoding.
 */

/** The answer's JSON against the payload's (labels and groups of parameters are sent once per answer). */
function answerSize(requests: ReadonlyArray<Record<string, unknown>>): Figure {
  const megabytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value)) / 1e6;
  return {
    name: `answer JSON ${requests.length / 1000}k mixed requests`,
    value: megabytes(validate({ requests })),
    unit: 'MB',
    baseline: megabytes({ requests }),
    baselineName: 'payload JSON',
    // Version 1 of the answer (labels and groups on every parameter) was 7.2x the payload.
    goal: '< 7.2x (v1)',
  };
}
