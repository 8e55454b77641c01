import { validate } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { renderJunit } from './junit.js';
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

describe('renderText duplicates: what differs', () => {
  // www.carrefour.com.ar (2025): one PageView from the base code, one from a GTM template with an eid.
  const pageView = (extra: string) =>
    `https://www.facebook.com/tr/?id=494251628832809&ev=PageView&dl=https%3A%2F%2Fwww.carrefour.com.ar%2F&rl=&if=false&sw=1280&sh=720&v=2.9.226&r=c2&fbp=fb.2.1756163992366.528286478258686527&hmd=6c44f2b66cc386a6db272229&cs_est=true&ler=empty&pmd[title]=Carrefour&plt=2262&coo=false&expv2[]=bc0&rqm=GET${extra}`;

  it("says under a possible duplicate which parameters differ, with each request's value", () => {
    const response = validate({
      requests: [
        { url: pageView('&ec=0&ts=1756163992369&tm=1&ud[em]=') },
        { url: pageView('&ec=1&ts=1756163992892&eid=713b0bcf-ca61-445b-9842-02d80a668dee&ud[em]=') },
      ],
    });
    const text = renderText(response, { color: false, failOn: 'never', heading: 'capture.har' });
    expect(text).toContain('Possible duplicate PageView on https://www.carrefour.com.ar/: r1, r2 (');
    expect(text).toContain(
      '    differs: eid: not sent | 713b0bcf-ca61-445b-9842-02d80a668dee; tm: 1 | not sent\n',
    );
  });

  it('masks personal data and shortens long values in what differs', () => {
    const ga4 = (note: string) =>
      `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&gtm=45je5&_p=1&cid=1.2&sid=3&sct=1&seg=1&_s=2&en=scroll&ep.percent_scrolled=90&dl=https%3A%2F%2Fshop.example%2F&dt=Shop&ul=en-us&sr=1280x720&uaa=x86&uab=64&ep.note=${encodeURIComponent(note)}`;
    const long = `https://shop.example/${'a'.repeat(80)}`;
    const response = validate({
      requests: [{ url: ga4('jane.doe@example.com') }, { url: ga4(long) }],
    });
    const text = renderText(response, { color: false, failOn: 'never', heading: 'capture.har' });
    const line = text.split('\n').find((each) => each.startsWith('    differs:')) ?? '';
    expect(line).toBe(`    differs: ep.note: j***@example.com | ${long.slice(0, 40)}…`);
    expect(text).not.toContain('jane.doe');
  });
});

describe('renderText duplicates: which tags sent an exact repeat', () => {
  // www.ambito.com (2025): one page load's page_view from the Google tag's config, then from a GTM event.
  const pageView = (extra: string) =>
    `https://analytics.google.com/g/collect?v=2&tid=G-R2YG5ZTEZ7&_p=1756163758969&cid=266469766.1756163760&sid=1756163760&sct=1&dl=https%3A%2F%2Fwww.ambito.com%2F&dt=%C3%81mbito&en=page_view&_c=1${extra}`;
  const response = validate({
    requests: [
      { url: pageView('&gtm=45je58m1v873938664za200&_gaz=1&_s=1&_fv=1&_ss=1&_ee=1') },
      { url: pageView('&gtm=45je58m1v873938664z89225516492za200&_eu=AAACAAQ&_s=3&_et=11') },
    ],
  });

  it('names the marks the copies differ in under the exact repeat, in text and in JUnit', () => {
    const text = renderText(response, { color: false, failOn: 'never', heading: 'capture.har' });
    expect(text).toContain('Duplicate (accidental) page_view on https://www.ambito.com/: r1, r2 (100%)\n');
    expect(text).toContain(
      '    sent by different tags: _ee: 1 | not sent; _eu: not sent | AAACAAQ; _gaz: 1 | not sent; gtm: 45je58m1v873938664za200 | 45je58m1v873938664z89225516492za200\n',
    );
    const junit = renderJunit(response, 'capture.har', true);
    expect(junit).toContain('<failure message="exact repeat" type="duplicate">');
    expect(junit).toContain('<system-out>sent by different tags: _ee: 1 | not sent; _eu: not sent');
  });
});

describe('renderText of what a capture sent', () => {
  it('shows control characters as escapes, so a capture cannot break lines or recolour the terminal', () => {
    // A GA4 event name and a page URL carrying a line break and an ANSI escape sequence.
    const url =
      'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=a%0Ab%1B%5B31mred&dl=https%3A%2F%2Fshop.example%2F%1B%5B2J';
    const response = validate({ requests: [{ url }, { url }] });
    const text = renderText(response, { color: false, failOn: 'never', heading: 'capture.json' });
    expect(text).toContain('a\\nb\\x1b[31mred ×2');
    expect(text).toContain('on https://shop.example/\\x1b[2J: r1, r2');
    expect(text).not.toContain('\u001b');
  });
});

describe('renderText cross-checks', () => {
  it('names a navigation no page view of a vendor followed, and counts the cross-checks apart from --fail-on', () => {
    const ga4 = (page: string) =>
      `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&en=page_view&dl=${encodeURIComponent(page)}`;
    const meta = (page: string) =>
      `https://www.facebook.com/tr/?id=1234567890&ev=PageView&dl=${encodeURIComponent(page)}`;
    const response = validate({
      requests: [
        { url: 'https://shop.example/', type: 'navigation' },
        { url: ga4('https://shop.example/') },
        { url: meta('https://shop.example/') },
        { url: 'https://shop.example/cart', type: 'navigation' },
        { url: meta('https://shop.example/cart') },
      ],
    });
    const text = renderText(response, { color: false, failOn: 'error', heading: 'capture.json' });
    expect(text).toContain(
      '! Navigation to https://shop.example/cart (r4): no page view from Google Analytics 4\n',
    );
    expect(text).toContain('Cross-checks: 1 passed, 1 failed (not counted by --fail-on)');
    expect(text).toContain('PASSED');
  });
});

describe('renderText totals', () => {
  const ga4 =
    'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example%2F';

  it('counts requests when none was split', () => {
    const response = validate({ requests: [{ url: `${ga4}&en=page_view` }] });
    const text = renderText(response, { color: false, failOn: 'never', heading: 'capture.json' });
    expect(text).toContain('\n1 request: 0 errors');
  });

  it('says how many events the batched requests were split into, so that it matches the heading', () => {
    const response = validate({
      requests: [
        { url: ga4, method: 'POST', postData: 'en=page_view\r\nen=scroll&epn.percent_scrolled=90' },
        { url: `${ga4}&en=click` },
      ],
    });
    const text = renderText(response, { color: false, failOn: 'never', heading: 'capture.json' });
    expect(text).toContain('\n3 events from 2 requests: 0 errors');
  });
});

describe('renderText findings', () => {
  const ua = (index: number, label: string) =>
    `https://www.google-analytics.com/collect?v=1&t=event&tid=UA-30102-64&cid=1.2&ec=Form&ea=Field%20Change&el=${label}&z=${index}`;
  const render = (urls: readonly string[]) =>
    renderText(validate({ requests: urls.map((url) => ({ url })) }), {
      color: false,
      failOn: 'never',
      heading: 'capture.json',
    });

  it('writes a finding that several requests of one event share once, with their ids', () => {
    const text = render([ua(1, 'a'), ua(2, 'b'), ua(3, 'c')]);
    expect(text).toContain(
      '  Form / Field Change ×3  ✖ 3 errors\n    ✖ r1, r2, r3 tid UNIVERSAL_ANALYTICS_SUNSET: ',
    );
    expect(text.match(/UNIVERSAL_ANALYTICS_SUNSET/g)).toHaveLength(1);
  });

  it('says when an event’s requests went to several hosts (X’s pixel sends each hit to two)', () => {
    // A real X pixel page view (nevadahealthlink.com, 2025), sent by uwt.js to both of its hosts.
    const query =
      'bci=3&dv=America%2FLos_Angeles%26en-US%26Google%20Inc.%26MacIntel%26127%26375%26812%268%2624%26375%26812%260%26na&eci=2&event_id=95db5ce6-a573-4b2e-b282-7a3c6d61bdfb&events=%5B%5B%22pageview%22%2C%7B%7D%5D%5D&integration=advertiser&p_id=Twitter&p_user_id=0&pl_id=16bf5402-26d9-48f2-b00b-5f9c122636c0&tw_document_href=https%3A%2F%2Fwww.nevadahealthlink.com%2F&tw_iframe_status=0&tw_order_quantity=0&tw_sale_amount=0&txn_id=nvlct&type=javascript&version=2.3.33';
    const text = render([`https://t.co/i/adsct?${query}`, `https://analytics.twitter.com/i/adsct?${query}`]);
    expect(text).toMatch(/ ×2 \(to t\.co and analytics\.twitter\.com\) /);
    // One host: nothing more said.
    expect(render([ua(1, 'a'), ua(2, 'b')])).toContain('  Form / Field Change ×2  ✖');
  });

  it("lists the hits of another site's frame apart from the page's own tags", () => {
    const page = 'https://www.fravega.com/';
    const conversion = 'https://www.googleadservices.com/pagead/conversion/10844377008/?label=x&url=';
    const response = validate({
      requests: [
        { url: `${conversion}&random=1`, tabUrl: page, frameUrl: 'https://ads01.groovinads.com/' },
        { url: `${conversion}&random=2`, tabUrl: page, frameUrl: page },
      ],
    });
    const text = renderText(response, { color: false, failOn: 'error', heading: 'capture.har' });
    expect(text).toMatch(/^Google Ads \(AW-10844377008\) in a frame of ads01\.groovinads\.com$/m);
    expect(text).toMatch(/^Google Ads \(AW-10844377008\)$/m);
  });

  it('names five requests and says how many more share the line', () => {
    const text = render(Array.from({ length: 8 }, (_, index) => ua(index, 'a')));
    expect(text).toContain('    ✖ r1, r2, r3, r4, r5 and 3 more tid UNIVERSAL_ANALYTICS_SUNSET: ');
  });

  it('keeps findings whose messages differ on lines of their own', () => {
    const meta = (value: string) =>
      `https://www.facebook.com/tr/?id=1234567890&ev=Purchase&cd[currency]=EUR&cd[value]=${value}`;
    const text = render([meta('1%2C5'), meta('2%2C5'), meta('1%2C5')]);
    const lines = text.split('\n').filter((line) => line.includes('cd[value]'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^ {4}✖ r1, r3 cd\[value\] /);
    expect(lines[1]).toMatch(/^ {4}✖ r2 cd\[value\] /);
  });
});
