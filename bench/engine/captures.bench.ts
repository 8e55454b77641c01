import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { importCapture, type ImportResult } from '@tagproof/engine';
import { validateAll } from './against-bare-parse.js';
import { comparedMs, type Figure } from '../lib/measure.js';
import { bareParse } from './bare-parse.js';
import { decodeAll } from './decode-all.js';
import { decodedByBoth, omnibugFromEnv } from './omnibug.bench.js';
import { omnibugDecodeAll } from './omnibug.js';

/** Each timed run repeats the work until it has handled about this many requests (a capture is small). */
const REQUESTS_PER_RUN = 20_000;

/**
 * validate() on real captures kept outside this repository, as the issue checks it: the files given by
 * `CAPTURES` (HAR files or JSON arrays of captured requests, and folders of them, separated by commas),
 * imported as the app imports them (a HAR keeps its tracking requests and navigations), each capture
 * validated in a call of its own as the app validates it, against a bare parse of the same requests
 * and, with `OMNIBUG_DIR`, against Omnibug's decoding of those both decode. Without `CAPTURES` the
 * figures are left out and the run says how to get them.
 */
export async function captureFigures(runs: number): Promise<Figure[]> {
  const files = captureFiles(process.env.CAPTURES ?? '');
  if (files.length === 0) {
    console.error(
      '  (set CAPTURES to HAR or JSON capture files or folders, comma-separated, to measure real captures)',
    );
    return [];
  }
  const captures = files
    .map((file) => ({ file, requests: capturedRequests(file) }))
    .filter((capture) => capture.requests.length > 0);
  const count = captures.reduce((sum, capture) => sum + capture.requests.length, 0);
  if (count === 0) return [];
  const label = `${count} requests of ${captures.length === 1 ? basename(captures[0]?.file ?? '') : `${captures.length} captures`}`;
  const all = captures.map((capture) => capture.requests);
  const figures: Figure[] = [
    {
      name: `validate ${label}`,
      ...perRun(eachCapture(all, validateAll), eachCapture(all, bareParse), count, runs),
      unit: 'ms',
      baselineName: 'bare parse',
      goal: '≤ 2x',
    },
    {
      name: `decoding alone, ${label}`,
      ...perRun(eachCapture(all, decodeAll), eachCapture(all, bareParse), count, runs),
      unit: 'ms',
      baselineName: 'bare parse',
      goal: '(part of ≤ 2x)',
    },
  ];
  const omnibug = await omnibugFromEnv();
  if (omnibug !== null) {
    const both = all.map((requests) => decodedByBoth(requests, omnibug)).filter((some) => some.length > 0);
    const bothCount = both.reduce((sum, requests) => sum + requests.length, 0);
    const omnibugDecoding = eachCapture(both, (requests) => omnibugDecodeAll(omnibug, requests));
    figures.push({
      name: `validate ${bothCount} of them both decode`,
      ...perRun(eachCapture(both, validateAll), omnibugDecoding, bothCount, runs),
      unit: 'ms',
      baselineName: 'Omnibug decoding',
      goal: '≤ 0.5x',
    });
    figures.push({
      name: `decoding alone, ${bothCount} of them both decode`,
      ...perRun(eachCapture(both, decodeAll), omnibugDecoding, bothCount, runs),
      unit: 'ms',
      baselineName: 'Omnibug decoding',
      goal: '(part of ≤ 0.5x)',
    });
  }
  return figures;
}

/** One pass of `work` over the captures, a call per capture (as the app validates each on its own). */
function eachCapture(
  captures: ReadonlyArray<ReadonlyArray<Record<string, unknown>>>,
  work: (requests: ReadonlyArray<Record<string, unknown>>) => unknown,
): () => void {
  return () => {
    for (const requests of captures) work(requests);
  };
}

/**
 * The capture files `CAPTURES` names: each entry a file, or a folder whose `.har` and `.json` files
 * (not those of its subfolders) are taken in name order.
 */
function captureFiles(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .flatMap((entry) => {
      if (!isFolder(entry)) return [entry];
      return readdirSync(entry)
        .filter((name) => /\.(har|json)$/i.test(name))
        .sort()
        .map((name) => join(entry, name));
    });
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false; // not there: read as a file, which says so
  }
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
