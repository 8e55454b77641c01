import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const CONFIG_ID = 'ebebf826-a01f-4458-8cec-ef61de241c93';

describe('Adobe Web SDK recognition', () => {
  it.each([
    `https://edge.adobedc.net/ee/v1/interact?configId=${CONFIG_ID}`,
    `https://edge.adobedc.net/ee/va6/v1/collect?configId=${CONFIG_ID}&requestId=1`,
    `https://data.example.org/ee/v2/interact?requestId=1&configId=${CONFIG_ID.toUpperCase()}`,
    `https://edge.adobedc.net/ee/v1/interact?configId=${CONFIG_ID}:dev`,
    // On Adobe's own Edge hosts the datastream id need not be a UUID.
    `https://edge.adobedc.net/ee/v1/interact?configId=${CONFIG_ID.slice(0, 35)}g`,
    'https://company.data.adobedc.net/ee/v2/interact?dataStreamId=datastream123',
  ])('matches %s', (url) => {
    expect(decode({ url, method: 'POST', postData: '{}' })[0]?.category).toBe('ADOBEWEBSDK');
  });

  it.each([
    `https://edge.adobedc.net/ee/v1/interact`,
    `https://edge.adobedc.net/ee/v1/interaction?configId=${CONFIG_ID}`,
    `https://edge.adobedc.net/v1/interact?configId=${CONFIG_ID}`,
    `https://edge.adobedc.net/ee/v1/privacy/set-consent`,
    // Elsewhere, a non-UUID id needs an alloy body, which '{}' is not.
    `https://data.example.org/ee/v1/interact?configId=${CONFIG_ID.slice(0, 35)}g`,
  ])('does not match %s', (url) => {
    expect(decode({ url, method: 'POST', postData: '{}' })[0]?.category).toBeNull();
  });

  it('names an event without xdm.eventType unknown_event and keeps its fields', () => {
    const body = JSON.stringify({
      events: [{ xdm: { web: { webPageDetails: { URL: 'https://www.example.com/' } } } }],
    });
    const [event] = decode({
      url: `https://edge.adobedc.net/ee/v1/interact?configId=${CONFIG_ID}`,
      postData: body,
    });
    expect(event?.eventName).toBe('unknown_event');
    expect(event?.parameters.find((param) => param.name === 'xdm.web.webPageDetails.URL')?.value).toBe(
      'https://www.example.com/',
    );
  });
});
