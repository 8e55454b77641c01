/**
 * Consent strings decoded into readable parameters, for every vendor's request that carries them:
 * Google consent mode (`gcd`, `gcs`, `npa`, `dma`, `dma_cps`), Microsoft's `asc`, TCF (`gdpr`,
 * `gdpr_consent`, `gdpr_pd`), US privacy (`us_privacy`) and GPP (`gpp_sid`). Each decoded parameter
 * follows the one it comes from, named `<wire name>.<field>` in the `consent_mode` group. A string that
 * cannot be read gives a CONSENT_STRING_UNREADABLE info finding rather than a guess.
 */
import type { DecodedParameter } from '../decode.js';
import type { Finding } from '../findings/finding.js';
import { makeFinding } from '../findings/make-finding.js';
import { forgetAfterEachCall } from '../call-memory.js';
import { macroIn } from '../macro.js';
import { CONSENT_TYPES } from './consent-value.js';
import { describeGcdState, readGcdTypes } from './gcd.js';
import { readGcs } from './gcs.js';
import { readDmaServices, readGppSectionIds, readUsPrivacy } from './privacy-strings.js';
import { tcfFields } from './tcf-parameters.js';

/** A decoded consent field, before it is put in the `consent_mode` group. */
export type Field = Pick<DecodedParameter, 'name' | 'label' | 'value'>;

/** Fields read from a string some of whose parts could not be read, and what those parts are. */
interface PartialRead {
  fields: Field[];
  /** What was left unread, in words: `ad_user_data as R`. */
  unread: string;
}

/** Reads one consent parameter into fields; null when it cannot be read. */
type ConsentReader = (value: string) => Field[] | PartialRead | null;

const YES_NO: Readonly<Record<string, string>> = { '1': 'yes', '0': 'no' };

const READERS: Readonly<Record<string, ConsentReader>> = {
  gcd: (value) => {
    const reading = readGcdTypes(value);
    if (reading === null) return null;
    const fields: Field[] = [];
    for (const type of CONSENT_TYPES) {
      const state = reading.states[type];
      if (state !== undefined)
        fields.push({
          name: `gcd.${type}`,
          label: `${type}: ${describeGcdState(state)}`,
          value: state.state,
        });
    }
    if (reading.unread.length === 0) return fields;
    return { fields, unread: reading.unread.map(({ type, letter }) => `${type} as ${letter}`).join(', ') };
  },
  gcs: (value) => {
    const reading = readGcs(value);
    if (reading === null) return null;
    return (['ad_storage', 'analytics_storage'] as const).map((type) => ({
      name: `gcs.${type}`,
      label: `${type} (gcs)`,
      value: reading[type],
    }));
  },
  npa: (value) =>
    Object.hasOwn(YES_NO, value)
      ? [
          {
            name: 'npa.ad_personalization',
            label:
              value === '1'
                ? 'ad_personalization: non-personalised ads only (npa=1)'
                : 'ad_personalization: personalised ads allowed (npa=0)',
            value: value === '1' ? 'denied' : 'not set',
          },
        ]
      : null,
  dma: (value) =>
    Object.hasOwn(YES_NO, value)
      ? [{ name: 'dma.applies', label: 'Digital Markets Act applies', value: YES_NO[value] ?? '' }]
      : null,
  dma_cps: (value) => [
    {
      name: 'dma_cps.services',
      label: 'DMA consent covers',
      value: readDmaServices(value).join(', ') || 'none',
    },
  ],
  asc: (value) => {
    const state = value === 'G' ? 'granted' : value === 'D' ? 'denied' : null;
    return state === null
      ? null
      : [{ name: 'asc.ad_storage', label: 'ad_storage (Microsoft asc)', value: state }];
  },
  gdpr: (value) =>
    Object.hasOwn(YES_NO, value)
      ? [{ name: 'gdpr.applies', label: 'GDPR applies (TCF)', value: YES_NO[value] ?? '' }]
      : null,
  gdpr_pd: (value) =>
    Object.hasOwn(YES_NO, value)
      ? [
          {
            name: 'gdpr_pd.personal_data',
            label: 'Personal data sent (TCF gdpr_pd)',
            value: YES_NO[value] ?? '',
          },
        ]
      : null,
  gdpr_consent: tcfFields,
  us_privacy: (value) => {
    const reading = readUsPrivacy(value);
    if (reading === null) return null;
    return [
      { name: 'us_privacy.notice', label: 'US privacy: notice given', value: reading.noticeGiven },
      {
        name: 'us_privacy.opt_out_sale',
        label: 'US privacy: opted out of sale',
        value: reading.optedOutOfSale,
      },
      { name: 'us_privacy.lspa', label: 'US privacy: covered by the LSPA', value: reading.lspaCovered },
    ];
  },
  gpp_sid: (value) => {
    const sections = readGppSectionIds(value);
    return sections === null
      ? null
      : [{ name: 'gpp_sid.sections', label: 'GPP sections', value: sections.join(', ') }];
  },
};

/**
 * The readers by wire name, in a map: every parameter name of every request is looked up, and a map
 * finds a name read from a payload faster than a property look-up does.
 */
const READER_OF: ReadonlyMap<string, ConsentReader> = new Map(Object.entries(READERS));

/** Whether a wire name is a consent parameter this module reads. */
export function isConsentParameter(name: string): boolean {
  return READER_OF.has(name);
}

/**
 * What a consent parameter's value reads as: the decoded parameters to insert after it (`fields`), and
 * what of it could not be read (`unread`: the whole string, a part in words, or nothing).
 */
interface Reading {
  fields: readonly DecodedParameter[];
  unread: { kind: 'all' } | { kind: 'part'; what: string } | null;
}

const SKIPPED: Reading = Object.freeze({ fields: Object.freeze([]), unread: null });
const UNREADABLE: Reading = Object.freeze({
  fields: Object.freeze([]),
  unread: Object.freeze({ kind: 'all' }),
});

/**
 * Per wire name, each value read in the call: one page's requests send the same consent strings again
 * and again (every GA4 and Google Ads hit its `gcd`, every ad request its TC string), so each is read
 * once, and its decoded parameters are the same (never mutated) objects in every request.
 */
let READ = new Map<string, Map<string, Reading>>();
const MAX_READ_VALUES = 2_000;
let readValues = 0;
forgetAfterEachCall(() => {
  READ = new Map();
  readValues = 0;
});

/**
 * The parameters with the decoded consent fields inserted after each consent parameter, and findings
 * for the consent strings that cannot be read. Returns the same list when it has no consent parameter.
 * Never throws.
 */
export function withConsentParameters(
  parameters: DecodedParameter[],
  findings: Finding[],
): DecodedParameter[] {
  let out: DecodedParameter[] | null = null;
  for (let index = 0; index < parameters.length; index++) {
    const param = parameters[index] as DecodedParameter;
    const reader = READER_OF.get(param.name);
    if (reader === undefined) {
      if (out !== null) out.push(param);
      continue;
    }
    out ??= parameters.slice(0, index);
    out.push(param);
    const reading = readingOf(param, reader);
    for (const field of reading.fields) out.push(field);
    if (reading.unread === null) continue;
    findings.push(
      reading.unread.kind === 'all' ? unreadable(param) : partlyUnreadable(param, reading.unread.what),
    );
  }
  return out ?? parameters;
}

/** What `param` reads as, read once per name and value in the call. */
function readingOf(param: DecodedParameter, reader: ConsentReader): Reading {
  let byValue = READ.get(param.name);
  const known = byValue?.get(param.value);
  if (known !== undefined) return known;
  const reading = read(param.value, reader);
  if (readValues < MAX_READ_VALUES) {
    if (byValue === undefined) {
      byValue = new Map();
      READ.set(param.name, byValue);
    }
    byValue.set(param.value, reading);
    readValues++;
  }
  return reading;
}

/** Reads a consent parameter's value into the decoded parameters that follow it. */
function read(value: string, reader: ConsentReader): Reading {
  // An empty or redacted value, or a macro never filled in (its own finding, VALUE_PLACEHOLDER), is no
  // string to read.
  if (value.length === 0 || value.includes('[redacted:') || macroIn(value) !== null) return SKIPPED;
  let result: Field[] | PartialRead | null;
  try {
    result = reader(value);
  } catch {
    result = null;
  }
  if (result === null) return UNREADABLE;
  const fields = (Array.isArray(result) ? result : result.fields).map((field): DecodedParameter => ({
    name: field.name,
    label: field.label,
    group: 'consent_mode',
    value: field.value,
  }));
  return { fields, unread: Array.isArray(result) ? null : { kind: 'part', what: result.unread } };
}

/** The info finding of a consent string that cannot be read at all. */
function unreadable(param: DecodedParameter): Finding {
  return makeFinding('CONSENT_STRING_UNREADABLE', {
    fieldPath: param.name,
    parameter: param.label,
    message: `The consent string ${param.name} is not in a form Tagproof can read, so the consent it carries is not known.`,
    received: param.value.slice(0, 100),
  });
}

/** The info finding of a consent string read but for some of its parts. */
function partlyUnreadable(param: DecodedParameter, unread: string): Finding {
  return makeFinding('CONSENT_STRING_UNREADABLE', {
    fieldPath: param.name,
    parameter: param.label,
    message: `The consent string ${param.name} (${param.value.slice(0, 40)}) gives ${unread}, ${unread.includes(',') ? 'letters' : 'a letter'} Tagproof cannot read, so the consent of ${unread.includes(',') ? 'those types' : 'that type'} is not known; the other types are read.`,
    received: param.value.slice(0, 100),
  });
}
