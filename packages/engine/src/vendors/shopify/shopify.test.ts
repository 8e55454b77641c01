import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups, loadPositiveFixtures } from '../testing/fixtures.js';
import { shopify } from './shopify.js';

describeVendorFixtures(import.meta.dirname);

const BATCH_URL = 'https://shop.example/.well-known/shopify/monorail/unstable/produce_batch';

function fixtureEvents(file: string) {
  const fixture = loadPositiveFixtures(import.meta.dirname).find((entry) => entry.file === file);
  if (fixture === undefined) throw new Error(`no fixture ${file}`);
  return decode(fixture.request);
}

describe('Shopify (storefront analytics)', () => {
  it('reads each entry of a batch as its own event, with the batch metadata and the shop of its siblings', () => {
    const body = JSON.stringify({
      metadata: { event_sent_at_ms: 20 },
      events: [
        {
          schema_id: 'web_pixels_manager_load/3.1',
          payload: { status: 'loaded' },
          metadata: { event_created_at_ms: 1 },
        },
        {
          schema_id: 'web_pixels_manager_event_publish/1.6',
          payload: { shop_id: 7, event_name: 'checkout_started' },
          metadata: { event_created_at_ms: 2 },
        },
      ],
    });
    const events = decode({ url: BATCH_URL, method: 'POST', postData: body });
    expect(events.map((event) => [event.eventName, event.accountID])).toEqual([
      ['web_pixels_manager_load', '7'],
      ['checkout_started', '7'],
    ]);
    const names = events[1]?.parameters.map((param) => param.name);
    expect(names).toEqual([
      'schema_id',
      'shop_id',
      'event_name',
      'metadata.event_created_at_ms',
      'metadata.event_sent_at_ms',
    ]);
  });

  it('reports a body that is not JSON', () => {
    const events = decode({ url: BATCH_URL, method: 'POST', postData: '{"events":' });
    expect(events[0]?.findings.map((finding) => finding.code)).toEqual(['BODY_NOT_JSON']);
  });

  it('counts one page view per page: the published page_viewed, not its copies to each pixel', () => {
    const pageViews = [
      'home-partner-page-views.json',
      'home-trekkie-page-view.json',
      'home-customer-tracking.json',
      'product-web-pixels.json',
      'product-custom-pixel.json',
    ].flatMap((file) =>
      fixtureEvents(file).filter((event) =>
        shopify.pageViewEvents.includes((event.eventName ?? '').toLowerCase()),
      ),
    );
    expect(pageViews.map((event) => event.eventName)).toEqual(['page_viewed']);
  });

  it('never takes the schemas reporting one customer event (one event id) for duplicates', () => {
    expect(
      fixtureDuplicateGroups(
        import.meta.dirname,
        'add-to-cart-customer-tracking.json',
        'add-to-cart-trekkie.json',
        'add-to-cart-web-pixels.json',
      ),
    ).toEqual([]);
  });

  it('never takes a reloaded page, or each pixel registering, for duplicates', () => {
    expect(
      fixtureDuplicateGroups(
        import.meta.dirname,
        'product-web-pixels.json',
        'product-custom-pixel.json',
        'product-web-pixels-reload.json',
        'product-custom-pixel-reload.json',
      ),
    ).toEqual([]);
  });

  it('still finds one batch sent twice', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'product-custom-pixel.json', 'product-custom-pixel.json'),
    ).toEqual([
      'subscriber_event_emit / page_viewed: r1#1,r2#1',
      'subscriber_event_emit / product_viewed: r1#2,r2#2',
      'web_pixels_manager_pixel_register: r1#3,r2#3',
    ]);
  });
});
