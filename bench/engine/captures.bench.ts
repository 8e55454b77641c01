import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { importCapture, validate, type ImportResult } from '@tagproof/engine';
import { comparedMs, type Figure } from '../lib/measure.js';
import { bareParse } from './bare-parse.js';
import { decodeAll } from './decode-all.js';
import { decodedByBoth, omnibugFromEnv } from './omnibug.bench.js';
import { omnibugDecodeAll } from './omnibug.js';

/** Each timed run repeats the work until it has handled about this many requests (a capture is small). */
const REQUESTS_PER_RUN = 20_000;

/**
 * validate() on real captures kept outside this repository, as the issue checks it: the files given by
 * `CAPTURES` (HAR files or JSON arrays of captured requests, separated by commas), imported as the app
 * imports them (a HAR keeps its tracking requests and navigations), against a bare parse of the same
 * requests and, with `OMNIBUG_DIR`, against Omnibug's decoding of those both decode. Without `CAPTURES`
 * the figures are left out and the run says how to get them.
 */
export async function captureFigures(runs: number): Promise<Figure[]> {
  const files = (process.env.CAPTURES ?? '').split(',').filter((file) => file.trim().length > 0);
  if (files.length === 0) {
    console.error('  (set CAPTURES to HAR or JSON capture files, comma-separated, to measure real captures)');
    return [];
  }
  const read = files.map((file) => ({ file: file.trim(), requests: capturedRequests(file.trim()) }));
  const captures = read.filter((capture) => capture.requests.length > 0);
  const requests = captures.flatMap((capture) => capture.requests);
  if (requests.length === 0) return [];
  const label = `${requests.length} requests of ${captures.length === 1 ? basename(captures[0]?.file ?? '') : `${captures.length} captures`}`;
  const figures: Figure[] = [
    {
      name: `validate ${label}`,
      ...perRun(
        () => validate({ requests }),
        () => bareParse(requests),
        requests.length,
        runs,
      ),
      unit: 'ms',
      baselineName: 'bare parse',
      goal: '≤ 2x',
    },
    {
      name: `decoding alone, ${label}`,
      ...perRun(
        () => decodeAll(requests),
        () => bareParse(requests),
        requests.length,
        runs,
      ),
      unit: 'ms',
      baselineName: 'bare parse',
      goal: '(part of ≤ 2x)',
    },
  ];
  const omnibug = await omnibugFromEnv();
  if (omnibug !== null) {
    const both = decodedByBoth(requests, omnibug);
    figures.push({
      name: `validate ${both.length} of them both decode`,
      ...perRun(
        () => validate({ requests: both }),
        () => omnibugDecodeAll(omnibug, both),
        both.length,
        runs,
      ),
      unit: 'ms',
      baselineName: 'Omnibug decoding',
      goal: '≤ 0.5x',
    });
    figures.push({
      name: `decoding alone, ${both.length} of them both decode`,
      ...perRun(
        () => decodeAll(both),
        () => omnibugDecodeAll(omnibug, both),
        both.length,
        runs,
      ),
      unit: 'ms',
      baselineName: 'Omnibug decoding',
      goal: '(part of ≤ 0.5x)',
    });
  }
  return figures;
}

/** The requests of a capture file as the app imports them, in the flat shape both sides read. */
function capturedRequests(file: string): Array<Record<string, unknown>> {
  let imported: ImportResult;
  try {
    imported = importCapture(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`  capture ${file} left out: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  return imported.requests.map(({ requestMetadata, tabUrl, frameUrl, timestamp }) => ({
    requestId: requestMetadata.requestId,
    url: requestMetadata.requestUrl,
    method: requestMetadata.method,
    ...(requestMetadata.postData === null ? {} : { postData: requestMetadata.postData }),
    ...(requestMetadata.requestCategory === null ? {} : { type: requestMetadata.requestCategory }),
    tabUrl,
    ...(frameUrl === undefined ? {} : { frameUrl }),
    timestamp,
  }));
}

/**
 * The median times of one pass of `work` and of its `baseline` over the requests, measured in turns
 * (comparedMs), each timed run repeating the pass enough to be measured.
 */
function perRun(
  work: () => unknown,
  baseline: () => unknown,
  count: number,
  runs: number,
): { value: number; baseline: number } {
  const repeats = Math.max(1, Math.ceil(REQUESTS_PER_RUN / Math.max(count, 1)));
  const repeated = (pass: () => unknown) => () => {
    for (let repeat = 0; repeat < repeats; repeat++) pass();
  };
  const times = comparedMs(repeated(work), repeated(baseline), runs);
  return { value: times.value / repeats, baseline: times.baseline / repeats };
}
