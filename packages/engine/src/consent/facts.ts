/**
 * The consent facts Tagproof relies on, each with where it comes from and when it was last checked
 * against that source (RULES.md-style, beside the decoders and rules that use them). Google documents
 * consent mode's behaviour but not `gcs`/`gcd` on the wire: those readings are the field's common
 * understanding, checked against real hits.
 */

export interface ConsentFact {
  id: string;
  fact: string;
  /** Where it comes from: a public page, or the real hits it was checked against. */
  sources: readonly string[];
  /** ISO date `YYYY-MM-DD`. */
  lastVerified: string;
}

export const CONSENT_FACTS: readonly ConsentFact[] = [
  {
    id: 'gcd',
    fact:
      '`gcd` is `1` + a digit, then a letter and a digit per consent type (ad_storage, analytics_storage, ad_user_data, ad_personalization), newer tags adding further pairs; some 2025 tags put a letter where the digit was (not read). ' +
      'Letters are base64url digits: bits 2–3 default, bits 0–1 update (1 not set, 2 denied, 3 granted): l not set; m/n denied/granted by update; p denied by default; q denied by default and update; r denied by default, granted by update; t granted by default; u granted by default, denied by update; v granted by default and update. ' +
      'Some 2025 tags send ad_user_data as an upper-case letter (R, V, Z beside l, p, t for the other types) that no public reading covers: that type is left unread.',
    sources: [
      'https://www.simoahava.com/analytics/consent-mode-v2-google-tags/ (Markus Baersch, the gcd table)',
      'https://pietromingotti.com/consent-mode-parameters/',
      'https://www.giancampo.com/search/label/google-tag-manager',
      'real hits: gcd=13t3t3t3t5l1 with gcs=G111; gcd=13l3l3l3l1l1 without gcs; gcd=11p1p1p1p5; gcd=13p3tPp2p7l1 (wetransfer.com, 2025)',
      'real hits, August 2025: gcd=13p3p3V3p5l1 with gcs=G100 (minijuegos.com), 13l3l3R3l5l1 with gcs=G1-- (cronista.com), 13t3t3Z3t5l1 with gcs=G111 (faphouse.com)',
    ],
    lastVerified: '2026-11-30',
  },
  {
    id: 'gcs',
    fact: '`gcs` is `G1` + the ad_storage digit + the analytics_storage digit: 1 granted, 0 denied, - not set.',
    sources: [
      'https://pietromingotti.com/consent-mode-parameters/',
      'https://www.perspection.app/library/google-consent-mode-v2-gcs-gcd-parameters-decoded',
    ],
    lastVerified: '2026-11-25',
  },
  {
    id: 'npa-dma',
    fact: '`npa=1` asks for non-personalised ads (ad_personalization denied); `dma=1` says the Digital Markets Act applies; `dma_cps` lists the Google services a consent covers (s Search, y YouTube, p Play, h Shopping, a Ads, m Maps, o other; - none).',
    sources: [
      'https://pietromingotti.com/consent-mode-parameters/',
      'https://developers.google.com/tag-platform/security/concepts/consent-mode',
    ],
    lastVerified: '2026-11-25',
  },
  {
    id: 'consent-mode-behaviour',
    fact: 'Google tags adapt to consent mode (cookieless pings when ad_storage is denied); other vendors’ pixels do not read it. The consent default must be set before any tag fires; ad_user_data governs sending user data (enhanced conversions) to Google; ad_personalization governs remarketing.',
    sources: [
      'https://developers.google.com/tag-platform/security/concepts/consent-mode',
      'https://developers.google.com/tag-platform/security/guides/consent',
    ],
    lastVerified: '2026-11-25',
  },
  {
    id: 'debug-mode',
    fact: 'GA4 turns debug mode on whenever the debug_mode parameter is present, whatever its value: `false` or `0` still turn it on; to turn it off, leave the parameter out.',
    sources: ['https://support.google.com/analytics/answer/7201382'],
    lastVerified: '2026-11-25',
  },
  {
    id: 'tcf-v2',
    fact: 'A TCF v2 TC string’s core segment (before the first `.`) holds, in bits: version 6, created 36, last updated 36 (deciseconds), CMP id 12, CMP version 12, consent screen 6, consent language 12, vendor list version 12, policy version 6, service specific 1, non-standard texts 1, special feature opt-ins 12, purposes consent 24, purposes legitimate interest 24, purpose one treatment 1, publisher country 12, then the vendor consents (max vendor id 16, range flag 1, bitfield or ranges). Purpose 1 is "store and/or access information on a device".',
    sources: [
      'https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20Consent%20string%20and%20vendor%20list%20formats%20v2.md',
    ],
    lastVerified: '2026-11-25',
  },
  {
    id: 'tcf-v1',
    fact: 'A TCF v1 consent string (version 1 in its first 6 bits, `BO…` in base64url) holds version 6, created 36, last updated 36 (deciseconds), CMP id 12, CMP version 12, consent screen 6, consent language 12, vendor list version 12, purposes allowed 24, max vendor id 16, encoding type 1, then a bitfield, or a default consent bit and range entries (12-bit count; each a single id or a start and end) naming the vendors that differ from the default. The IAB replaced it with TCF v2 on 15 August 2020.',
    sources: [
      'https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/Consent%20string%20and%20vendor%20list%20formats%20v1.1%20Final.md',
    ],
    lastVerified: '2026-11-29',
  },
  {
    id: 'us-privacy-gpp',
    fact: 'The US privacy string is version, notice given, opted out of sale, LSPA covered (Y, N or -). GPP section ids: 2 tcfeuv2, 5 tcfcav1, 6 uspv1, 7 usnat, 8 usca, 9 usva, 10 usco, 11 usut, 12 usct (later ids, further US states, are shown by number).',
    sources: [
      'https://github.com/InteractiveAdvertisingBureau/USPrivacy/blob/master/CCPA/US%20Privacy%20String.md',
      'https://github.com/InteractiveAdvertisingBureau/Global-Privacy-Platform/blob/main/Sections/SectionInformation.md',
    ],
    lastVerified: '2026-11-25',
  },
];
