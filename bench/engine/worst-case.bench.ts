import { decode, forgetCall, maskPersonalData, validate } from '@tagproof/engine';
import { comparedMs, type Figure } from '../lib/measure.js';
import { againstBareParse, validateAll } from './against-bare-parse.js';
import { bareParse } from './bare-parse.js';
import {
  almostNumberPurchase,
  HOSTILE_EMAIL_VALUES,
  HOSTILE_PHONE_VALUES,
  largeSession,
  purchasesSharingOneId,
  twitterManyEvents,
} from './worst-case-inputs.js';

/** The almost-number hit is small work: each timed run validates it this many times. */
const ALMOST_NUMBER_REPEATS = 10;

/**
 * The engine on the adversarial inputs of its unit tests, each against a baseline of the same size
 * measured in the same run: a catastrophic (backtracking, quadratic) regression shows as a ratio in
 * the hundreds, where the unit tests only check the answers.
 */
export function worstCaseFigures(runs: number): Figure[] {
  const email = HOSTILE_EMAIL_VALUES;
  const phone = HOSTILE_PHONE_VALUES;
  const almostNumber = almostNumberPurchase();
  const twitter = twitterManyEvents();
  return [
    scannerFigure('mask e-mail addresses, 8 hostile 200 KB values', email, runs),
    scannerFigure('mask phone numbers, 8 hostile 200 KB values', phone, runs),
    {
      name: `validate a GA4 purchase with a 200 KB almost-number value (${ALMOST_NUMBER_REPEATS}x)`,
      ...comparedMs(
        () => repeat(ALMOST_NUMBER_REPEATS, () => validate({ requests: almostNumber })),
        () => repeat(ALMOST_NUMBER_REPEATS, () => bareParse(almostNumber)),
        runs,
      ),
      unit: 'ms',
      baselineName: 'bare parse',
      goal: '≤ 5x',
    },
    againstBareParse(
      'validate 5k GA4 purchases sharing one transaction_id',
      validateAll,
      purchasesSharingOneId(),
      runs,
      '≤ 15x',
    ),
    againstBareParse(
      'validate 6k session, 2k purchases sharing one id',
      validateAll,
      largeSession(),
      runs,
      '≤ 20x',
    ),
    {
      name: 'decode an X pixel hit with 50k events',
      ...comparedMs(
        () => {
          decode(twitter);
          forgetCall();
        },
        () => parseWithEvents(twitter),
        runs,
      ),
      unit: 'ms',
      baselineName: 'bare parse + JSON.parse',
      goal: '≤ 10x',
    },
  ];
}

/**
 * maskPersonalData (both scanners) on each value, against the bare parse of the same values sent as
 * a query string: what the engine does to get such a value at all.
 */
function scannerFigure(name: string, values: readonly string[], runs: number): Figure {
  const query = values.map((value) => `v=${encodeURIComponent(value)}`).join('&');
  return {
    name,
    ...comparedMs(
      () => values.map(maskPersonalData),
      () => {
        let length = 0;
        new URLSearchParams(query).forEach((value) => (length += value.length));
        return length;
      },
      runs,
    ),
    unit: 'ms',
    baselineName: 'parse of the values',
    goal: '≤ 5x',
  };
}

/** The bare parse of the hit, and its `events` JSON parsed: the least a reader of its events does. */
function parseWithEvents(request: { url: string; method: string; postData: string }): number {
  const events: unknown = JSON.parse(new URLSearchParams(request.postData).get('events') ?? '[]');
  return bareParse([request]) + (Array.isArray(events) ? events.length : 0);
}

function repeat(times: number, work: () => unknown): void {
  for (let time = 0; time < times; time++) work();
}
