/**
 * The IAB US privacy string (`us_privacy`, CCPA: `1YNN`) and the GPP section ids (`gpp_sid`). Sources
 * in facts.ts.
 */

export interface UsPrivacy {
  version: number;
  /** `yes`, `no` or `not applicable` for each flag. */
  noticeGiven: UsPrivacyFlag;
  optedOutOfSale: UsPrivacyFlag;
  lspaCovered: UsPrivacyFlag;
}

export type UsPrivacyFlag = 'yes' | 'no' | 'not applicable';

const FLAG: Readonly<Record<string, UsPrivacyFlag>> = { Y: 'yes', N: 'no', '-': 'not applicable' };

/** Reads `1YNN`; null when it is not a version-1 US privacy string. Never throws. */
export function readUsPrivacy(value: string): UsPrivacy | null {
  if (typeof value !== 'string' || value.length !== 4 || value.charAt(0) !== '1') return null;
  const notice = FLAG[value.charAt(1).toUpperCase()];
  const sale = FLAG[value.charAt(2).toUpperCase()];
  const lspa = FLAG[value.charAt(3).toUpperCase()];
  if (notice === undefined || sale === undefined || lspa === undefined) return null;
  return { version: 1, noticeGiven: notice, optedOutOfSale: sale, lspaCovered: lspa };
}

/** GPP section ids and their API prefixes (IAB GPP "Section Information"). */
export const GPP_SECTIONS: Readonly<Record<number, string>> = {
  1: 'tcfeuv1',
  2: 'tcfeuv2',
  3: 'gpp header',
  4: 'gpp signal integrity',
  5: 'tcfcav1',
  6: 'uspv1',
  7: 'usnat',
  8: 'usca',
  9: 'usva',
  10: 'usco',
  11: 'usut',
  12: 'usct',
};

/** Names the section ids of `gpp_sid` (`2,7` → `tcfeuv2, usnat`); null when none is a number. */
export function readGppSectionIds(value: string): string[] | null {
  if (typeof value !== 'string') return null;
  const ids = value
    .split(/[,_~ ]/)
    .map((part) => part.trim())
    .filter((part) => /^-?[0-9]{1,4}$/.test(part))
    .map(Number);
  if (ids.length === 0) return null;
  return ids.map((id) => GPP_SECTIONS[id] ?? (id === -1 ? 'not applicable' : `section ${id}`));
}

/** `dma_cps` letters: the Google services a DMA consent covers. */
const DMA_SERVICES: Readonly<Record<string, string>> = {
  s: 'Search',
  y: 'YouTube',
  p: 'Play',
  h: 'Shopping',
  a: 'Ads',
  m: 'Maps',
  o: 'other services',
};

/** Names the services of `dma_cps` (`syphamo`); `-` is none. Unknown letters are named as they are. */
export function readDmaServices(value: string): string[] {
  if (value === '-' || value.length === 0) return [];
  return [...value.slice(0, 20)].map((letter) => DMA_SERVICES[letter] ?? letter);
}
