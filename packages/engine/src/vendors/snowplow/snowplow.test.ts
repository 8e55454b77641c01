import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

// Self-describing events as cnn.com's Snowplow tracker sent them on one page (a real 2024 page load in
// Lighthouse's test data): promo components loaded, each event with its own eid, times and the
// document's size at that moment.
const PAGE = 'https://www.cnn.com/2024/05/20/economy/fdic-chair-gruenberg-resigns/index.html';
let sent = 0;
function componentLoaded(componentType: string, campaignId: string, documentSize: string) {
  sent++;
  const payload = {
    schema: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0',
    data: {
      schema: 'iglu:com.cnn/ComponentLoaded/jsonschema/1-0-0',
      data: { component_type: componentType, traits: { campaign_id: campaignId } },
    },
  };
  const event = {
    e: 'ue',
    eid: `f7998bf5-9abd-423b-8acd-eb3ac1ccca${String(sent).padStart(2, '0')}`,
    tv: 'js-3.4.0',
    aid: 'cnn.com',
    p: 'web',
    url: PAGE,
    ds: documentSize,
    dtm: String(1716250545858 + sent * 1000),
    stm: String(1716250545859 + sent * 1000),
    ue_px: btoa(JSON.stringify(payload)),
  };
  return {
    url: 'https://collector.cdp.cnn.com/com.snowplowanalytics.snowplow/tp2',
    method: 'POST',
    postData: JSON.stringify({
      schema: 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4',
      data: [event],
    }),
    tabUrl: PAGE,
  };
}

describe('Snowplow duplicates', () => {
  it('tells self-describing events apart by their payload, and finds one event sent again as one group', () => {
    const answer = validate({
      requests: [
        componentLoaded('agilityzone_promo', '2534682', '412x6256'),
        componentLoaded('agilityzone_promo', '2534682', '412x10604'),
        componentLoaded('agilityzone_promo', '2534682', '412x10604'),
        componentLoaded('overlay_promo', '2537479', '412x10604'),
      ],
    });
    const groups = answer.data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => [duplicate.kind, group.requestIds, group.matchPercentage]),
    );
    expect(groups).toEqual([['accidental', ['r1', 'r2', 'r3'], 100]]);
  });
});
