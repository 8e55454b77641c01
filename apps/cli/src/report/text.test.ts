import { validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { renderText } from './text.js';

function withDuplicate(kind: 'accidental' | 'intended', matchPercentage: number) {
  const response = validate({ requests: [] });
  response.data?.duplicates.push({
    eventName: 'scroll',
    pageUrl: 'https://shop.example/',
    category: 'GA4',
    kind,
    duplicateGroups: [{ requestIds: ['r1', 'r2'], matchedFields: ['en'], matchPercentage }],
  });
  return renderText(response, { color: false, failOn: 'error', heading: 'capture.har' });
}

describe('renderText duplicates', () => {
  it('calls a 90–99 % match a possible duplicate, never accidental', () => {
    const text = withDuplicate('accidental', 94.7);
    expect(text).toContain('Possible duplicate scroll on https://shop.example/: r1, r2 (94.7%)');
    expect(text).not.toContain('accidental');
  });

  it('keeps the kind for exact repeats and intended pairs', () => {
    expect(withDuplicate('accidental', 100)).toContain('Duplicate (accidental) scroll');
    expect(withDuplicate('intended', 95)).toContain('Duplicate (intended) scroll');
  });
});
