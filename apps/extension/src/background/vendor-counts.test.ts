import { describe, expect, it } from 'vitest';
import { sampleCapture } from '../testing/captures.js';
import { countByVendor } from './vendor-counts.js';

describe('countByVendor', () => {
  it('counts requests per vendor with readable names, most first', () => {
    const captures = [
      sampleCapture({ category: 'FACEBOOK' }),
      sampleCapture({ category: 'GOOGLEANALYTICS4' }),
      sampleCapture({ category: 'Navigation' }),
      sampleCapture({ category: 'GOOGLEANALYTICS4' }),
      sampleCapture({ category: 'FACEBOOK' }),
      sampleCapture({ category: 'GOOGLEANALYTICS4' }),
      sampleCapture({ category: null }),
    ];
    const counts = countByVendor(captures);
    expect(counts.map((c) => [c.category, c.count])).toEqual([
      ['GOOGLEANALYTICS4', 3],
      ['FACEBOOK', 2],
      ['Navigation', 1],
      ['UNKNOWN', 1],
    ]);
    expect(counts[0]?.name).toMatch(/Google Analytics 4|GA4/);
    expect(counts[1]?.name).not.toBe('FACEBOOK');
    expect(counts[3]?.name).toBe('Unrecognised');
  });

  it('is empty without captures', () => {
    expect(countByVendor([])).toEqual([]);
  });
});
