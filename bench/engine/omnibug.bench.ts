import { decode, validate } from '@tagproof/engine';
import { comparedMs, type Figure } from '../lib/measure.js';
import { decodeAll } from './decode-all.js';
import { fixtureMix } from './fixture-requests.js';
import { mixedRequests } from './mixed-requests.js';
import { loadOmnibug, omnibugDecodeAll, type OmnibugDecoder } from './omnibug.js';

/**
 * validate() beside Omnibug's decoding, on the same requests, in this process: the second
 * goal (half Omnibug's time). Omnibug is read from a checkout given by `OMNIBUG_DIR`, never from this
 * repository; without it the figures are left out and the run says how to get them.
 */
export async function omnibugFigures(runs: number): Promise<Figure[]> {
  const omnibug = await omnibugFromEnv();
  if (omnibug === null) return [];
  const figures: Figure[] = [];
  for (const [mix, requests] of [
    ['mixed', mixedRequests(10_000)],
    ['vendor-fixture', fixtureMix(10_000)],
  ] as const) {
    figures.push(
      figure(`validate 10k ${mix} requests`, requests, omnibug, runs, 'Omnibug, its filter then decoding'),
    );
    const both = decodedByBoth(requests, omnibug);
    figures.push(
      figure(`validate ${both.length} ${mix} requests both decode`, both, omnibug, runs, 'Omnibug decoding'),
      decodingFigure(`decoding alone, ${both.length} ${mix} requests both decode`, both, omnibug, runs),
    );
  }
  return figures;
}

let loaded: Promise<OmnibugDecoder | null> | undefined;

/**
 * Omnibug's decoders from the checkout `OMNIBUG_DIR` names, loaded once per run; null (the run says
 * why, once) when it is not set or not a checkout.
 */
export function omnibugFromEnv(): Promise<OmnibugDecoder | null> {
  loaded ??= (async () => {
    const checkout = process.env.OMNIBUG_DIR;
    if (checkout === undefined || checkout.length === 0) {
      console.error(
        '  (set OMNIBUG_DIR to a checkout of github.com/MisterPhilip/omnibug to measure validate() beside Omnibug)',
      );
      return null;
    }
    const omnibug = await loadOmnibug(checkout);
    if (typeof omnibug === 'string') {
      console.error(`  Omnibug left out: ${omnibug}`);
      return null;
    }
    return omnibug;
  })();
  return loaded;
}

function figure(
  name: string,
  requests: ReadonlyArray<Record<string, unknown>>,
  omnibug: OmnibugDecoder,
  runs: number,
  baselineName: string,
): Figure {
  return {
    name,
    ...comparedMs(
      () => validate({ requests }),
      () => omnibugDecodeAll(omnibug, requests),
      runs,
    ),
    unit: 'ms',
    baselineName,
    goal: '≤ 0.5x',
  };
}

/** Tagproof's decoding alone (decodeAll) beside Omnibug's: decoding against decoding, nothing checked. */
function decodingFigure(
  name: string,
  requests: ReadonlyArray<Record<string, unknown>>,
  omnibug: OmnibugDecoder,
  runs: number,
): Figure {
  return {
    name,
    ...comparedMs(
      () => decodeAll(requests),
      () => omnibugDecodeAll(omnibug, requests),
      runs,
    ),
    unit: 'ms',
    baselineName: 'Omnibug decoding',
    goal: '(part of ≤ 0.5x)',
  };
}

/** The requests that Omnibug takes with one of its providers and that Tagproof recognises too. */
export function decodedByBoth(
  requests: ReadonlyArray<Record<string, unknown>>,
  omnibug: OmnibugDecoder,
): Array<Record<string, unknown>> {
  return requests.filter((request) => {
    const url = request.url;
    if (typeof url !== 'string' || !omnibug.wants(url) || omnibug.providerOf(url) === '') return false;
    return decode(request).some((event) => event.category !== null);
  });
}
