import { describe, expect, it } from 'vitest';
import { isTcfVendorConsented, readTcfV1String, readTcString } from './tcf.js';
import { readDmaServices, readGppSectionIds, readUsPrivacy } from './privacy-strings.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Test-only encoder: fields as [bit count, value] into base64url. */
function encode(fields: ReadonlyArray<readonly [number, number]>): string {
  let bits = '';
  for (const [count, value] of fields) bits += value.toString(2).padStart(count, '0');
  while (bits.length % 6 !== 0) bits += '0';
  let out = '';
  for (let index = 0; index < bits.length; index += 6)
    out += ALPHABET[parseInt(bits.slice(index, index + 6), 2)];
  return out;
}

const purposes = (ids: number[]) => ids.reduce((mask, id) => mask + 2 ** (24 - id), 0);

function tcString(vendorSection: ReadonlyArray<readonly [number, number]>): string {
  return encode([
    [6, 2],
    [36, 16_000_000_000],
    [36, 16_000_000_100],
    [12, 300],
    [12, 2],
    [6, 1],
    [6, 4],
    [6, 13], // EN
    [12, 150],
    [6, 4],
    [1, 0],
    [1, 0],
    [12, 0],
    [24, purposes([1, 2, 3, 4, 7, 9, 10])],
    [24, purposes([2, 7])],
    [1, 0],
    [6, 3],
    [6, 4], // DE
    ...vendorSection,
  ]);
}

describe('TCF v2 core segment', () => {
  it('reads purposes and a bitfield of vendors', () => {
    const core = readTcString(
      `${tcString([
        [16, 10],
        [1, 0],
        [10, 0b1000000011],
      ])}.IFukWSQh`,
    );
    expect(core).toMatchObject({
      version: 2,
      cmpId: 300,
      consentLanguage: 'EN',
      publisherCountry: 'DE',
      vendorListVersion: 150,
      policyVersion: 4,
      purposesConsent: [1, 2, 3, 4, 7, 9, 10],
      purposesLegitimateInterest: [2, 7],
      vendorConsents: [1, 9, 10],
    });
    expect(core?.created).toBe(new Date(1_600_000_000_000).toISOString());
  });

  it('reads vendor ranges', () => {
    const core = readTcString(
      tcString([
        [16, 800],
        [1, 1],
        [12, 2],
        [1, 0],
        [16, 755],
        [1, 1],
        [16, 5],
        [16, 7],
      ]),
    );
    expect(core?.vendorConsents).toEqual([5, 6, 7, 755]);
    expect(core && isTcfVendorConsented(core, 755)).toBe(true);
    expect(core && isTcfVendorConsented(core, 8)).toBe(false);
  });

  it('reads a real string from a public capture', () => {
    const core = readTcString(
      'CQrt3MAQrt3MAFDADDENCzFgAAAAAEPAAAYgAAAOLgCAA8AWiAvMBxYAAAAA.IHFwBwAeAFbAWiAvMBjIDZgHFgAA.YAAAAAAAAAAA',
    );
    expect(core?.version).toBe(2);
    expect(core?.consentLanguage).toMatch(/^[A-Z]{2}$/);
    expect(core?.created.startsWith('202')).toBe(true);
  });

  it('reads a real TCF v1 string (everydayhealth.com, 2019, The Markup’s Blacklight capture)', () => {
    const consent = readTcfV1String(
      'BObzkKNObzkt0ASABAENCF-AAAAkF7_______9______9uz_Ov_v_f__33e8__9v_l_7_-___u_-33d4-_1vf99yfm1-7ftr3tp_87ues2_Xur__59__3z3_tphLgA',
    );
    expect(consent?.version).toBe(1);
    expect(consent?.created.startsWith('2019-')).toBe(true);
    expect(consent?.consentLanguage).toBe('EN');
    expect(consent?.purposesAllowed).toEqual([1, 2, 3, 4, 5]);
    expect(consent?.vendorConsents.length).toBeGreaterThan(100);
    expect(readTcString('BObzkKNObzkt0ASABAENCF-AAAAkF7_______9______9uz_Ov_v_f__33e8__9v_l_7_')).toBeNull();
  });

  it('reads v1 ranges against the default consent bit (the v1 spec’s example string)', () => {
    const consent = readTcfV1String('BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA');
    expect(consent).toMatchObject({ cmpId: 7, consentLanguage: 'EN', vendorListVersion: 8 });
    expect(consent?.purposesAllowed).toEqual([1, 2, 3]);
    // Consent by default, one range entry listing vendor 9: every vendor up to 2011 but 9.
    expect(consent?.vendorConsents).toHaveLength(2010);
    expect(consent?.vendorConsents).not.toContain(9);
  });

  it.each(['', 'CQrt3MAQrt3MAFDADDENCzFgAAAAAEPAAAYgAAAOLgCAA8AWiAvMBxYAAAAA', 'BO', 'B!!!'])(
    'finds no v1 string in %j',
    (value) => {
      expect(readTcfV1String(value)).toBeNull();
    },
  );

  it.each(['', 'BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA', 'CQ', 'C!!!', 'not a string'])(
    'refuses %j',
    (value) => {
      expect(readTcString(value)).toBeNull();
    },
  );
});

describe('US privacy, GPP and DMA', () => {
  it('reads 1YNN', () => {
    expect(readUsPrivacy('1YNN')).toEqual({
      version: 1,
      noticeGiven: 'yes',
      optedOutOfSale: 'no',
      lspaCovered: 'no',
    });
    expect(readUsPrivacy('1---')?.optedOutOfSale).toBe('not applicable');
    expect(readUsPrivacy('2YNN')).toBeNull();
  });

  it('names GPP sections', () => {
    expect(readGppSectionIds('2,7')).toEqual(['tcfeuv2', 'usnat']);
    expect(readGppSectionIds('6_8_99')).toEqual(['uspv1', 'usca', 'section 99']);
    expect(readGppSectionIds('-1')).toEqual(['not applicable']);
    expect(readGppSectionIds('abc')).toBeNull();
  });

  it('names dma_cps services', () => {
    expect(readDmaServices('syphamo')).toEqual([
      'Search',
      'YouTube',
      'Play',
      'Shopping',
      'Ads',
      'Maps',
      'other services',
    ]);
    expect(readDmaServices('-')).toEqual([]);
  });
});
