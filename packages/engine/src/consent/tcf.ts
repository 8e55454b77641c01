/**
 * IAB TCF v2 TC strings (`gdpr_consent`): the core segment's bit fields, read from base64url. Layout
 * from the IAB's "TCF v2 consent string and vendor list formats" (facts.ts). Only the core segment is
 * read; publisher restrictions and the other segments are left alone.
 */
import { BitReader } from './bit-reader.js';

export interface TcfCore {
  version: number;
  /** ISO timestamps. */
  created: string;
  lastUpdated: string;
  cmpId: number;
  cmpVersion: number;
  consentLanguage: string;
  vendorListVersion: number;
  policyVersion: number;
  /** Purposes (1–24) the visitor consented to. */
  purposesConsent: number[];
  purposesLegitimateInterest: number[];
  publisherCountry: string;
  /** Vendor ids the visitor consented to. */
  vendorConsents: number[];
}

/** Most vendor ids read from a range or bitfield (the global vendor list is far below). */
const MAX_VENDOR_ID = 10_000;

/** Reads a TC string's core segment; null when it is not a TCF v2 string. Never throws. */
export function readTcString(tcString: string): TcfCore | null {
  if (typeof tcString !== 'string' || tcString.length === 0 || tcString.length > 10_000) return null;
  const reader = BitReader.of(tcString.split('.')[0] ?? '');
  if (reader === null) return null;
  const version = reader.int(6);
  if (version !== 2) return null;
  const created = reader.int(36);
  const lastUpdated = reader.int(36);
  const cmpId = reader.int(12);
  const cmpVersion = reader.int(12);
  reader.int(6); // consent screen
  const language = letters(reader);
  const vendorListVersion = reader.int(12);
  const policyVersion = reader.int(6);
  reader.int(1 + 1 + 12); // service specific, non-standard texts, special feature opt-ins
  const purposesConsent = reader.setBits(24);
  const purposesLegitimateInterest = reader.setBits(24);
  reader.int(1); // purpose one treatment
  const country = letters(reader);
  const vendorConsents = readVendors(reader, false);
  if (
    created === null ||
    lastUpdated === null ||
    cmpId === null ||
    cmpVersion === null ||
    language === null ||
    vendorListVersion === null ||
    policyVersion === null ||
    purposesConsent === null ||
    purposesLegitimateInterest === null ||
    country === null ||
    vendorConsents === null
  )
    return null;
  return {
    version,
    created: new Date(created * 100).toISOString(),
    lastUpdated: new Date(lastUpdated * 100).toISOString(),
    cmpId,
    cmpVersion,
    consentLanguage: language,
    vendorListVersion,
    policyVersion,
    purposesConsent,
    purposesLegitimateInterest,
    publisherCountry: country,
    vendorConsents,
  };
}

/**
 * A TCF v1 consent string (`BO…`, the framework's first version, used until TCF v2 replaced it in
 * August 2020): the fields it shares with v2 (the same first 148 bits), the purposes allowed (24 bits
 * where v2 has its policy version) and the vendor consents. Layout from the IAB's "Consent string and
 * vendor list formats v1.1" (facts.ts). Null when it is not one. Never throws.
 */
export interface TcfV1Consent {
  version: 1;
  created: string;
  lastUpdated: string;
  cmpId: number;
  consentLanguage: string;
  vendorListVersion: number;
  purposesAllowed: number[];
  vendorConsents: number[];
}

export function readTcfV1String(consentString: string): TcfV1Consent | null {
  if (typeof consentString !== 'string' || consentString.length === 0 || consentString.length > 10_000)
    return null;
  const reader = BitReader.of(consentString);
  if (reader === null || reader.int(6) !== 1) return null;
  const created = reader.int(36);
  const lastUpdated = reader.int(36);
  const cmpId = reader.int(12);
  reader.int(12 + 6); // CMP version, consent screen
  const language = letters(reader);
  const vendorListVersion = reader.int(12);
  const purposesAllowed = reader.setBits(24);
  const vendorConsents = readVendors(reader, true);
  if (
    created === null ||
    lastUpdated === null ||
    cmpId === null ||
    language === null ||
    vendorListVersion === null ||
    purposesAllowed === null ||
    vendorConsents === null
  )
    return null;
  return {
    version: 1,
    created: new Date(created * 100).toISOString(),
    lastUpdated: new Date(lastUpdated * 100).toISOString(),
    cmpId,
    consentLanguage: language,
    vendorListVersion,
    purposesAllowed,
    vendorConsents,
  };
}

/** Two 6-bit letters, A = 0. */
function letters(reader: BitReader): string | null {
  const first = reader.int(6);
  const second = reader.int(6);
  if (first === null || second === null || first > 25 || second > 25) return null;
  return String.fromCharCode(65 + first, 65 + second);
}

/**
 * The vendor consent section: a bitfield or a list of ranges. In v1 (`withDefault`) the ranges follow
 * a default consent bit, and with the default at 1 they list the vendors without consent.
 */
function readVendors(reader: BitReader, withDefault: boolean): number[] | null {
  const maxVendorId = reader.int(16);
  const isRange = reader.int(1);
  if (maxVendorId === null || isRange === null || maxVendorId > MAX_VENDOR_ID) return null;
  if (isRange === 0) return reader.setBits(maxVendorId);
  const defaultConsent = withDefault ? reader.int(1) : 0;
  const entries = reader.int(12);
  if (defaultConsent === null || entries === null) return null;
  const listed = new Set<number>();
  for (let entry = 0; entry < entries; entry++) {
    const isARange = reader.int(1);
    const start = reader.int(16);
    const end = isARange === 1 ? reader.int(16) : start;
    if (start === null || end === null || end < start || end > maxVendorId) return null;
    for (let id = start; id <= end; id++) listed.add(id);
  }
  if (defaultConsent === 0) return [...listed].sort((a, b) => a - b);
  const vendors: number[] = [];
  for (let id = 1; id <= maxVendorId; id++) if (!listed.has(id)) vendors.push(id);
  return vendors;
}

/** Whether a TC string's core segment gives consent to a vendor of the global vendor list (Google is 755). */
export function isTcfVendorConsented(core: TcfCore, vendorId: number): boolean {
  return core.vendorConsents.includes(vendorId);
}
