import { describe, expect, it } from 'vitest';
import { doubledPrefixOf, doubledTagId, namesPrefixedId, prefixedConversionId } from './doubled-prefix.js';

describe('doubled Google tag prefixes', () => {
  it.each([
    ['AW-AW-945251409', 'AW-'],
    ['G-G-X62BFSKP4D', 'G-'],
    ['DC-DC-12345678', 'DC-'],
    ['GTM-GTM-5GRGBWN', 'GTM-'],
    ['AW-945251409', null],
    ['G-GX62BFSKP4D', null],
    ['GT-KD4B2CX', null],
    ['', null],
  ])('reads %s as doubling %s', (tagId, prefix) => {
    expect(doubledPrefixOf(tagId)).toBe(prefix);
  });

  it('says what the tag was meant to be and how to fix it', () => {
    const finding = doubledTagId('AW-AW-945251409');
    expect(finding).toMatchObject({
      code: 'TAG_ID_PREFIX_DOUBLED',
      severity: 'warning',
      fieldPath: 'id',
      expected: 'AW-945251409',
      received: 'AW-AW-945251409',
    });
    expect(finding?.message).toContain("GTM's Google Ads tags ask for the conversion ID as a number");
    expect(doubledTagId('AW-945251409')).toBeNull();
  });

  it.each([
    ['/pagead/1p-user-list/AW-945251409/', true],
    ['/pagead/viewthroughconversion/AW-945251409', true],
    ['/td/rul/AW-797629828', true],
    ['/pagead/1p-user-list/945251409/', false],
    ['/pagead/conversion_async.js', false],
    ['/ccm/collect', false],
  ])('finds the prefixed conversion ID in %s: %s', (path, prefixed) => {
    expect(namesPrefixedId(path)).toBe(prefixed);
  });

  it('names the number alone as what the path should carry', () => {
    expect(prefixedConversionId('945251409')).toMatchObject({
      fieldPath: 'requestUrl',
      expected: '945251409',
      received: 'AW-945251409',
    });
  });
});
