import { describe, expect, it } from 'vitest';
import { splitIndexedEntries } from './indexed-entries.js';

describe('splitIndexedEntries', () => {
  it('gives the fields outside the array, and one list per entry with names relative to it', () => {
    const split = splitIndexedEntries(
      [
        { name: 'api_key', value: 'k' },
        { name: 'events[0].name', value: 'p' },
        { name: 'events[1].name', value: 'ce' },
        { name: 'events[0].data.p', value: '9.5' },
        { name: 'events[x].name', value: 'skipped' },
      ],
      'events',
    );
    expect(split.shared).toEqual([{ name: 'api_key', value: 'k' }]);
    expect(split.entries).toEqual([
      [
        { name: 'name', value: 'p' },
        { name: 'data.p', value: '9.5' },
      ],
      [{ name: 'name', value: 'ce' }],
    ]);
  });
});
