import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('calls other than init', () => {
  it('keeps the action as the event name and shows properties as sent', () => {
    const [event] = decode({
      url: 'https://web.chtbl.com/track',
      method: 'POST',
      postData: JSON.stringify({
        action: 'purchase',
        id: '12175115ee0e8ce7aa41bcd5d4a663a5',
        properties: { value: 49 },
      }),
    });
    expect(event?.eventName).toBe('purchase');
    expect(event?.parameters.find((param) => param.name === 'properties.value')).toMatchObject({
      value: '49',
      label: 'Property: value',
      group: 'custom_event_parameters',
    });
  });

  it('names an empty call by its endpoint', () => {
    const [event] = decode({ url: 'https://web.chtbl.com/track', method: 'POST' });
    expect(event?.eventName).toBe('track');
    expect(event?.findings).toEqual([]);
  });
});
