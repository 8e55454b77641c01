import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';

/** The duplicate groups of a capture, each as its request ids joined by commas. */
function groups(...urls: string[]): string[] | undefined {
  const requests = urls.map((url) => ({ url, tabUrl: 'https://shop.example.com/' }));
  return validate({ requests }).data?.duplicates.flatMap((duplicate) =>
    duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
  );
}

describe('Google Ads copies sent to google.com and to the country domain', () => {
  // One 1p-user-list hit as a real 2021 capture (lowes.com) holds it: sent to google.com with
  // rmt_tld=0, then to the visitor's country domain with rmt_tld=1, the query otherwise the same.
  const userList = (host: string, tld: string, data = 'event%3Dgtag.config') =>
    `https://${host}/pagead/1p-user-list/1031919983/?random=1628659873023&cv=9&fst=1628658000000&num=1&bg=ffffff&guid=ON&u_h=663&u_w=1360&u_ah=636&u_aw=1288&u_cd=24&u_his=3&u_tz=-300&u_java=false&u_nplug=0&u_nmime=0&gtm=2oa891&sendb=1&data=${data}&frm=0&url=https%3A%2F%2Fwww.lowes.com%2Fsearch%3FsearchTerm%3Dair%2520conditioner&ref=https%3A%2F%2Fwww.lowes.com%2F&tiba=Air%20conditioner%20at%20Lowes.com%3A%20Search%20Results&async=1&fmt=3&is_vtc=1&random=3519369411&resp=GooglemKTybQhCsO&rmt_tld=${tld}&ipr=y`;
  // The older tag's copy carries ipr=y only (amazon.in, 2019).
  const olderUserList = (host: string, copy: boolean) =>
    `https://${host}/pagead/1p-user-list/984527532/?value=0&label=r_58CJXm0gIQw9iz3gM&guid=ON&script=0&data=ecomm_pagetype%3DGateway%3BCURRENT_TIME%3D2019-07-17T18%3A23%3A49.154Z%3BSignedIn%3DN&cdct=2&is_vtc=1&random=2184427175${copy ? '&ipr=y' : ''}`;
  // A 1p-conversion and its copy (hotstar.com, 2021; user and click ids replaced).
  const conversion = (host: string, copy: boolean) =>
    `https://${host}/pagead/1p-conversion/978475095/?random=1481802829&cv=9&fst=1628655523005&num=1&value=0&label=g-COCMqQnnAQ17DJ0gM&guid=ON&resp=GooglemKTybQhCsO&u_h=1120&u_w=1792&u_ah=1120&u_aw=1792&u_cd=30&u_his=4&u_tz=330&u_java=false&u_nplug=3&u_nmime=4&gtm=2wg891&sendb=1&ig=1&frm=0&url=https%3A%2F%2Fwww.hotstar.com%2Fin%2Ftv%2Floki%2F1260063451&ref=https%3A%2F%2Fwww.google.com%2F&tiba=Loki%20-%20Disney%2B%20Hotstar&auid=1234567890.1625662100&capi=1&hn=www.googleadservices.com&async=1&fmt=3&ctc_id=CAIVAgAAAB0CAAAA&ct_cookie_present=false&sscte=1&crd=&is_vtc=1&ocp_id=o08TYcjeH6CE9fwPg9yOkAE&cid=CAQSKQ-example&random=2341526648&resp=GooglemKTybQhCsO${copy ? '&ipr=y&ezwbk=example' : ''}`;
  // The older remarketing endpoint and its copy (jcpenney.com, 2016).
  const adsUserList = (host: string, copy: boolean) =>
    `https://${host}/ads/user-lists/974303325/?fmt=3&num=1&cv=8&frm=0&url=http%3A//m.jcpenney.com/prod.jump%3FppId%3Dpp5007570110&data=ecomm_prodid%3Dpp5007570110%3Becomm_pagetype%3Dproduct%3Becomm_totalvalue%3DNaN&random=3292773216${copy ? '&ipr=y' : ''}`;

  it.each([
    ['a 1p-user-list hit (rmt_tld)', userList('www.google.com', '0'), userList('www.google.co.in', '1')],
    [
      'a 1p-user-list hit (ipr)',
      olderUserList('www.google.com', false),
      olderUserList('www.google.co.in', true),
    ],
    ['a 1p-conversion', conversion('www.google.com', false), conversion('www.google.co.in', true)],
    ['an ads/user-lists hit', adsUserList('www.google.com', false), adsUserList('www.google.co.in', true)],
  ])('takes %s and its country-domain copy for one hit, not a duplicate', (_, hit, copy) => {
    expect(groups(hit, copy)).toEqual([]);
  });

  it('still finds a hit fired twice, on each host', () => {
    const hit = userList('www.google.com', '0');
    const copy = userList('www.google.co.in', '1');
    expect(groups(hit, copy, hit, copy)).toEqual(['r1,r3', 'r2,r4']);
    expect(groups(adsUserList('www.google.com', false), adsUserList('www.google.com', false))).toEqual([
      'r1,r2',
    ]);
  });

  it('keeps the hits of two events apart', () => {
    const pageView = 'event%3Dpage_view%3Becomm_pagetype%3Dsearch-results%3Becomm_prodid%3D1001307556';
    expect(groups(userList('www.google.com', '0'), userList('www.google.com', '0', pageView))).toEqual([]);
  });
});

describe("Google Ads' privacy-sandbox copy of a conversion", () => {
  // A conversion and its Attribution Reporting copy (hotstar.com, 2021; the user id replaced): the
  // copy carries the conversion's query, its `random` and `label` included.
  const query =
    '?random=1628655523005&cv=9&fst=1628655523005&num=1&value=0&label=g-COCMqQnnAQ17DJ0gM&guid=ON&resp=GooglemKTybQhCsO&u_h=1120&u_w=1792&gtm=2wg891&sendb=1&ig=1&frm=0&url=https%3A%2F%2Fwww.hotstar.com%2Fin%2Ftv%2Floki%2F1260063451&tiba=Loki%20-%20Disney%2B%20Hotstar&auid=1234567890.1625662100&capi=1&hn=www.googleadservices.com&bttype=purchase&async=1';
  const conversion = `https://www.googleadservices.com/pagead/conversion/978475095/${query}&rfmt=3&fmt=4`;
  const copy = `https://www.google.com/pagead/privacysandbox/conversion/978475095/${query}&fmt=3`;

  it('takes the copy for part of its conversion, not a duplicate', () => {
    expect(groups(conversion, copy)).toEqual([]);
  });

  it('finds a conversion fired twice once, not once more for its copies', () => {
    expect(groups(conversion, copy, conversion, copy)).toEqual(['r1,r3']);
  });
});

describe("gtag.js's two remarketing hits for one config", () => {
  // As comofaria.com.br's page sent them (August 2025; 14 such pairs on 12 of 842 captured sites): one
  // runtime, one moment, the config hit (`gtm=…xec`) and the one without `en` or `data` (`gtm=…xea`).
  const base =
    'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/414500053/?cv=11&bg=ffffff&guid=ON&async=1&gcd=13l3l3l3l1l1&dma=0&u_w=1280&u_h=720&url=https%3A%2F%2Fcomofaria.com.br%2F&hn=www.googleadservices.com&frm=0&tiba=Como%20Faria&npa=0&pscdl=noapi&auid=1437470130.1756164402';
  const config = `${base}&random=1756164402352&fst=1756164402352&en=gtag.config&gtm=45je58m1v886562235z89169972431za200zb9169972431zd9169972431xec&data=event%3Dgtag.config&rfmt=3&fmt=4`;
  const plain = `${base}&random=1756164402359&fst=1756164402359&gtm=45je58m1v886562235z89169972431za200zb9169972431zd9169972431xea&_tu=Cg&rfmt=3&fmt=4`;

  it('takes them for two sends, not a possible duplicate', () => {
    expect(groups(config, plain)).toEqual([]);
  });

  it('still finds either sent twice', () => {
    expect(groups(config, plain, config)).toEqual(['r1,r3']);
    expect(groups(plain, config, plain)).toEqual(['r1,r3']);
  });
});
