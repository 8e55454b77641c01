/**
 * Google Ads' companion requests (the td/rul interest-group iframe and the 1p-user-list ping) copy the
 * hit they accompany, `data` included: the companions of two events are two, however alike the rest.
 */
import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { analyzeDuplicates, findDuplicates } from './find-duplicates.js';

// Real requests of connectforhealthco.com (April 2025, The Markup's Blacklight captures): the Google
// Ads tag's page load (`data=event=gtag.config`) and, 3 s later, a form start (`event=form_start`).
// The user ids (auid, cid) are replaced.
const COMMON =
  'cv=11&fmt=3&bg=ffffff&guid=ON&async=1&gtm=45be54n0h1v9214706059za200&gcd=13l3l3l3l1l1&dma=0&tag_exp=102887800~103051953~103077950~103106314~103106316~103116026~103130360~103130362~103200004&ptag_exp=102887800~103051953~103077950~103106314~103106316~103116026~103130360~103130362~103165221~103200004&u_w=375&u_h=812&url=https%3A%2F%2Fconnectforhealthco.com%2F&hn=www.googleadservices.com&frm=0&tiba=Connect%20for%20Health%20Colorado&npa=0&auid=1234567890.1745853750&uaa=&uab=&uafvl=&uamb=0&uam=&uap=&uapv=&uaw=0&fledge=1';

const hit = (random: string, event: string): string =>
  `https://googleads.g.doubleclick.net/pagead/viewthroughconversion/11008580020/?random=${random}&fst=${random}&${COMMON}&data=event%3D${event}`;

const interestGroup = (random: string, event: string): string =>
  `https://td.doubleclick.net/td/rul/11008580020?random=${random}&fst=${random}&${COMMON}&data=event%3D${event}`;

const userList = (random: string, event: string, cid: string, secondRandom: string): string =>
  `https://www.google.com/pagead/1p-user-list/11008580020/?random=${random}&fst=1745852400000&${COMMON}&data=event%3D${event}&rfmt=3&is_vtc=1&cid=${cid}&random=${secondRandom}&rmt_tld=0&ipr=y`;

const PAGE_LOAD_RUL = interestGroup('1745853750302', 'gtag.config');
const FORM_START_RUL = interestGroup('1745853753305', 'form_start');
const PAGE_LOAD_LIST = userList(
  '1745853750302',
  'gtag.config',
  'CAQSGwExampleCidPageLoad000000',
  '1099604566',
);
const FORM_START_LIST = userList(
  '1745853753305',
  'form_start',
  'CAQSGwExampleCidFormStart00000',
  '2410578975',
);

function decodeAll(urls: readonly string[]): DecodedRequest[] {
  return urls.flatMap((url, index) =>
    decode({ url, requestId: `r${index + 1}`, tabUrl: 'https://connectforhealthco.com/' }),
  );
}

/** The duplicate groups as `event: ids`. */
function groups(...urls: string[]): string[] {
  return findDuplicates(decodeAll(urls)).flatMap((result) =>
    result.duplicateGroups.map((group) => `${result.eventName}: ${group.requestIds.join(',')}`),
  );
}

describe('Google Ads companion requests of two events', () => {
  it('decodes the companions with the event of the hit they accompany', () => {
    const [pageLoad, formStart] = decodeAll([PAGE_LOAD_RUL, FORM_START_RUL]);
    expect(pageLoad?.eventName).toBe('interest_group');
    expect(pageLoad?.parameters.find((param) => param.name === 'data.event')?.value).toBe('gtag.config');
    expect(formStart?.parameters.find((param) => param.name === 'data.event')?.value).toBe('form_start');
  });

  it('takes the td/rul iframes of a page load and a form start for two, not a duplicate', () => {
    expect(groups(PAGE_LOAD_RUL, FORM_START_RUL)).toEqual([]);
  });

  it('takes the 1p-user-list pings of a page load and a form start for two, not a duplicate', () => {
    expect(groups(PAGE_LOAD_LIST, FORM_START_LIST)).toEqual([]);
  });

  it('still finds one companion sent twice', () => {
    expect(groups(PAGE_LOAD_RUL, FORM_START_RUL, PAGE_LOAD_RUL)).toEqual(['interest_group: r1,r3']);
    expect(groups(FORM_START_LIST, PAGE_LOAD_LIST, FORM_START_LIST)).toEqual(['user_list: r1,r3']);
  });
});

// A page view fired twice, as on marylandhealthconnection.gov (April 2025, same Blacklight captures):
// each hit, its td/rul iframe and its 1p-user-list ping share the hit's `random`.
describe('Google Ads companion requests of a hit fired twice', () => {
  const first = '1745853788313';
  const second = '1745853788330';
  const cid = 'CAQSGwExampleCid000000000000';

  it('reports the hit once, not once more per companion', () => {
    expect(
      groups(
        hit(first, 'gtag.config'),
        interestGroup(first, 'gtag.config'),
        hit(second, 'gtag.config'),
        interestGroup(second, 'gtag.config'),
        userList(first, 'gtag.config', cid, '1099604566'),
        userList(second, 'gtag.config', cid, '2410578975'),
      ),
    ).toEqual(['page_view: r1,r3']);
  });

  it('marks the hits as duplicates and their companions as none', () => {
    const decoded = decodeAll([
      hit(first, 'gtag.config'),
      interestGroup(first, 'gtag.config'),
      hit(second, 'gtag.config'),
      interestGroup(second, 'gtag.config'),
    ]);
    const { info } = analyzeDuplicates(decoded);
    expect(info.map((entry) => entry.isDuplicate)).toEqual([true, false, true, false]);
  });

  it('compares companions whose hit was not captured among themselves', () => {
    expect(
      groups(
        hit(first, 'gtag.config'),
        interestGroup(first, 'gtag.config'),
        interestGroup(second, 'gtag.config'),
        interestGroup(second, 'gtag.config'),
      ),
    ).toEqual(['interest_group: r3,r4']);
  });

  it('takes no other account’s hit for the companion’s', () => {
    const otherAccount = hit(first, 'gtag.config').replace('/11008580020/', '/953853616/');
    expect(
      groups(otherAccount, interestGroup(first, 'gtag.config'), interestGroup(first, 'gtag.config')),
    ).toEqual(['interest_group: r2,r3']);
  });
});
