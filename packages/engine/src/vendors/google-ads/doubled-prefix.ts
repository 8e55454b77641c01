/**
 * A Google tag ID with its prefix typed twice. GTM's Google Ads tags ask for the conversion ID as a
 * number and add `AW-` themselves: entered as `AW-945251409`, the Google tag they load is
 * `AW-AW-945251409`, and the hits it sends carry `AW-945251409` where Google's tags put the number
 * alone (`/pagead/viewthroughconversion/AW-945251409/`, `/pagead/1p-user-list/AW-945251409/`). Read off
 * two of the 842 public HAR files of August 2025 (juanitajo.com and contagram.com, each also loading
 * the ID written correctly) and an older hand-written remarketing image (`…/AW-1047813471/?script=0`).
 * Google's servers answer such hits as any other, so whether Google Ads counts them for the account
 * cannot be seen in a capture: a warning, saying so.
 */
import type { Finding } from '../../findings/finding.js';
import { makeFinding } from '../../findings/make-finding.js';

/** The prefixes of Google tag IDs. */
const PREFIXES = ['AW-', 'G-', 'DC-', 'GT-', 'GTM-'];

/** The prefix a tag ID carries twice (`AW-` for `AW-AW-945251409`), or null. */
export function doubledPrefixOf(tagId: string): string | null {
  for (const prefix of PREFIXES)
    if (tagId.startsWith(prefix) && tagId.startsWith(prefix, prefix.length)) return prefix;
  return null;
}

/** TAG_ID_PREFIX_DOUBLED for a loaded Google tag whose ID (`id`) carries its prefix twice, or null. */
export function doubledTagId(tagId: string): Finding | null {
  const prefix = doubledPrefixOf(tagId);
  if (prefix === null) return null;
  const meant = tagId.slice(prefix.length);
  // The Google Ads case, the one seen: what the field asks for, and what the hits then carry.
  const asked = prefix === 'AW-' ? " (GTM's Google Ads tags ask for the conversion ID as a number)" : '';
  const hits = prefix === 'AW-' ? `: its Google Ads hits name ${meant} where the number alone belongs` : '';
  return makeFinding('TAG_ID_PREFIX_DOUBLED', {
    fieldPath: 'id',
    parameter: 'id',
    message:
      `The Google tag ${tagId} carries the ${prefix} prefix twice: it was set up with ${meant} in a ` +
      `field that adds ${prefix} itself${asked}. What it sends is addressed to ${tagId}, not ` +
      `${meant}${hits}. Enter the ID without the prefix the field adds.`,
    expected: meant,
    received: tagId,
  });
}

/**
 * True when a Google Ads hit's path ends in the conversion ID written with its prefix
 * (`/pagead/1p-user-list/AW-945251409/`); readAdsPath and the other readers accept it.
 */
export function namesPrefixedId(path: string): boolean {
  const end = path.endsWith('/') ? path.length - 1 : path.length;
  return path.startsWith('/AW-', path.lastIndexOf('/', end - 1));
}

/**
 * TAG_ID_PREFIX_DOUBLED for a Google Ads hit whose path names the conversion ID with its `AW-` prefix
 * (`AW-945251409` where Google's tags send 945251409).
 */
export function prefixedConversionId(conversionId: string): Finding {
  return makeFinding('TAG_ID_PREFIX_DOUBLED', {
    fieldPath: 'requestUrl',
    parameter: 'conversion ID (path)',
    message:
      `This hit names the conversion ID as AW-${conversionId} in its path, where Google's tags send the ` +
      `number alone (${conversionId}): the tag was set up with AW-${conversionId} in a field that adds ` +
      `AW- itself (GTM's Google Ads tags ask for the number; the Google tag they load is then ` +
      `AW-AW-${conversionId}), or written by hand. Google answers it as any other hit, but whether ` +
      `Google Ads counts it for account ${conversionId} cannot be seen here: enter the conversion ID ` +
      `as the number alone.`,
    expected: conversionId,
    received: `AW-${conversionId}`,
  });
}
