import { describe, expect, it } from 'vitest';
import { comparedMs, median } from './measure.js';

describe('comparedMs', () => {
  it('warms both up, then times them in turns, the one going first alternating from run to run', () => {
    const calls: string[] = [];
    const times = comparedMs(
      () => calls.push('work'),
      () => calls.push('baseline'),
      4,
    );
    expect(calls).toEqual([
      'work',
      'baseline',
      // run 1: the baseline first; run 2: the work first; and so on.
      'baseline',
      'work',
      'work',
      'baseline',
      'baseline',
      'work',
      'work',
      'baseline',
    ]);
    expect(times.value).toBeGreaterThanOrEqual(0);
    expect(times.baseline).toBeGreaterThanOrEqual(0);
  });

  it('answers the median of each side, not of both together', () => {
    let workRuns = 0;
    let baselineRuns = 0;
    // Every sum is kept, so that no loop can be left out as unused.
    let kept = 0;
    const busy = (iterations: number) => {
      let sum = 0;
      for (let index = 0; index < iterations; index++) sum += index;
      kept += sum;
    };
    // The work does a thousand times the baseline's loop: whatever the machine, its median is larger.
    const times = comparedMs(
      () => (workRuns++, busy(2_000_000)),
      () => (baselineRuns++, busy(2_000)),
      3,
    );
    expect(workRuns).toBe(4);
    expect(baselineRuns).toBe(4);
    expect(times.value).toBeGreaterThan(times.baseline);
    expect(kept).toBeGreaterThan(0);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
