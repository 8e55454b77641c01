import { validate } from '@tagproof/engine';
import { comparedMs, type Figure } from '../lib/measure.js';
import { bareParse } from './bare-parse.js';

/**
 * `work` on `requests` against a bare parse of the same payload, measured in the same run: the figure
 * the engine's goals are written against.
 */
export function againstBareParse(
  name: string,
  work: (requests: ReadonlyArray<Record<string, unknown>>) => unknown,
  requests: ReadonlyArray<Record<string, unknown>>,
  runs: number,
  goal: string,
): Figure {
  return {
    name,
    ...comparedMs(
      () => work(requests),
      () => bareParse(requests),
      runs,
    ),
    unit: 'ms',
    baselineName: 'bare parse',
    goal,
  };
}

/** validate() on a payload of `requests`, as the service calls it. */
export const validateAll = (requests: ReadonlyArray<Record<string, unknown>>) => validate({ requests });
