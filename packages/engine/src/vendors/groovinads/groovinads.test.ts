import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

/** The findings of a validated URL. */
const validated = (url: string) =>
  (validate({ requests: [{ url }] }).data?.validatedRequests ?? []).flatMap(({ validation }) => [
    ...validation.autoValidationResults.erroredParameters,
    ...validation.autoValidationResults.suggestedParameters,
  ]);

/** Each finding of a validated URL as `code:field:severity`. */
const findingsOf = (url: string) =>
  validated(url).map((finding) => `${finding.code}:${finding.fieldPath}:${finding.severity}`);

const PIXEL = 'https://ads01.groovinads.com/grv/track/bhpx.os?idc=352&fgjs=1';

describe('Groovinads unfilled values', () => {
  it('flags a sku of two unfilled variables joined, as a warning (almundo.com.ar, 2025)', () => {
    expect(findingsOf(`${PIXEL}&sku=undefined-undefined`)).toEqual(['VALUE_UNFILLED:sku:warning']);
    expect(validated(`${PIXEL}&sku=undefined-undefined`)[0]?.message).toContain(
      'sku (the product SKU) is "undefined-undefined"',
    );
  });

  it('flags a template placeholder left as written (coppel.com.ar, 2025)', () => {
    expect(findingsOf(`${PIXEL}&sku=%7BSKU%7D&uid={USERID}`)).toEqual([
      'VALUE_PLACEHOLDER:sku:warning',
      'VALUE_PLACEHOLDER:uid:warning',
    ]);
  });

  it('leaves filled, empty and look-alike values alone', () => {
    expect(
      findingsOf(`${PIXEL}&sku=store.home&idcategory=&category_name=undefinedx&datainput={sku}&uid=%20`),
    ).toEqual([]);
  });

  it('reports the value and transaction of a goal', () => {
    expect(
      findingsOf(
        'https://ssl01.groovinads.com/grv/track/px.os?fgimg=1&idpixel=245&goalvalue=NaN&idtransaction=1',
      ),
    ).toEqual(['VALUE_UNFILLED:goalvalue:warning']);
  });

  it('checks only the fields the site fills', () => {
    expect(
      findingsOf('https://ads01.groovinads.com/grv/track/idu.os?Snip=undefined&acc=undefined&idc=352'),
    ).toEqual([]);
    expect(findingsOf('https://ads01.groovinads.com/grv/track/cm.os?p=352_ga&u=undefined')).toEqual([]);
    expect(findingsOf(`${PIXEL}&uid=undefined`)).toEqual([]);
  });
});

describe('Groovinads duplicates', () => {
  it('takes the pixel and its second call with the user id for two sends', () => {
    expect(groupsOf('behavioral-unfilled.json', 'behavioral-match.json')).toEqual([]);
  });

  it('counts one partner frame loaded twice as a duplicate (coppel.com.ar loads each twice)', () => {
    expect(groupsOf('partner-tag.json', 'partner-tag.json')).toEqual(['partner_tag: r1,r2']);
  });

  it('counts no sync as a duplicate', () => {
    expect(groupsOf('cookie-sync.json', 'cookie-sync.json')).toEqual([]);
  });

  it('takes one goal sent twice, the counter aside, for a duplicate', () => {
    expect(groupsOf('goal-unfilled.json', 'goal-unfilled.json')).toEqual(['goal: r1,r2']);
  });
});
