import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { findDuplicates } from '../../duplicates/find-duplicates.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Audience Manager ID sync duplicates', () => {
  const groupsOf = (...urls: string[]) =>
    findDuplicates(urls.flatMap((url, index) => decode({ url, requestId: `r${index + 1}` }))).flatMap(
      (result) => result.duplicateGroups.map((group) => group.requestIds.join(',')),
    );
  // The TCF fields a site adds to every sync (cnn.com's), alike whatever the partner.
  const sync = (dpid: string, dpuuid: string) =>
    `https://dpm.demdex.net/ibs:dpid=${dpid}&dpuuid=${dpuuid}&gdpr=0&gdpr_pd=1&gdpr_consent=`;

  it('does not count the syncs of two data providers as duplicates, though neither names an account', () => {
    expect(groupsOf(sync('133726', 'oJsCdwcVEWgF'), sync('6835', 'oJsCdwcVEWgF'))).toEqual([]);
  });

  it('counts no sync as a duplicate, not even one sent twice (a partner syncs again on its own)', () => {
    expect(groupsOf(sync('6835', 'UP74cba837'), sync('6835', 'UP74cba837'))).toEqual([]);
  });

  it('still counts one event call sent twice as duplicates', () => {
    const event = 'https://dpm.demdex.net/event?d_orgid=ABC123%40AdobeOrg&c_section=shoes&d_rtbd=json';
    expect(groupsOf(event, event)).toEqual(['r1,r2']);
  });
});

describe('customer ids', () => {
  const paramsOf = (url: string) =>
    decode({ url, requestId: 'r1' })[0]?.parameters.map((param) => [param.name, param.value, param.label]);

  it('follows d_cid with its data provider, id and authentication state (Adobe’s sample call)', () => {
    expect(
      paramsOf('https://sample_customer.demdex.net/event?d_cid=123%01sample_id%011&d_sid=123456'),
    ).toEqual(
      expect.arrayContaining([
        ['d_cid', '123\u0001sample_id\u00011', 'Data provider and user ID'],
        ['d_cid.data_provider', '123', 'Customer ID: data provider ID'],
        ['d_cid.id', 'sample_id', 'Customer ID'],
        [
          'd_cid.auth_state',
          '1',
          'Customer ID authentication state (0 unknown, 1 authenticated, 2 logged out)',
        ],
      ]),
    );
  });

  it('reads d_cid_ic on the ID service’s call too (suntrust.com, 2020), without a state', () => {
    const names = paramsOf(
      'https://dpm.demdex.net/id?d_visid_ver=4.4.0&d_fieldgroup=AAM&d_rtbd=json&d_ver=2&d_orgid=AA7A3BC75245B3BC0A490D4D%40AdobeOrg&d_cid_ic=st_adobeanalytics%0178140577610626958184022528448551323274&ts=1600166816000',
    )?.filter(([name]) => name?.startsWith('d_cid_ic.'));
    expect(names).toEqual([
      ['d_cid_ic.integration_code', 'st_adobeanalytics', 'Customer ID: integration code'],
      ['d_cid_ic.id', '78140577610626958184022528448551323274', 'Customer ID'],
    ]);
  });

  it('adds nothing to a value without the separator', () => {
    expect(paramsOf('https://dpm.demdex.net/event?d_cid=plain')?.map(([name]) => name)).toEqual(['d_cid']);
  });
});
