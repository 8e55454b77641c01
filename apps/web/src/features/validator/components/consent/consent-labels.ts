import { FINDING_CODES } from '@tagproof/engine';
import type { ValidationData } from '../../../../lib/validation-types';

/** The consent timeline of a validation (the service's optional `data.consent`). */
export type ConsentTimeline = NonNullable<ValidationData['consent']>;
export type ConsentPage = ConsentTimeline['pages'][number];
export type ConsentState = ConsentPage['states'][number];
export type ConsentHit = ConsentPage['hits'][number];
export type ConsentValue = ConsentState['ad_storage'];

/** The four consent types of consent mode v2, in the order the panel shows them. */
export const CONSENT_TYPES = [
  'ad_storage',
  'analytics_storage',
  'ad_user_data',
  'ad_personalization',
] as const;

/** What reported a state, in words (`source` of the timeline, and the request parameter it names). */
const SOURCES: Record<ConsentState['source'], string> = {
  gcd: 'Google consent defaults and updates (gcd)',
  gcs: 'Google consent state (gcs)',
  npa: 'Google non-personalised ads flag (npa)',
  asc: 'Microsoft consent (asc)',
  tcf: 'TCF consent string (gdpr_consent)',
  carried: 'carried over from the page before',
};

/** The request parameter holding the string a state was read from, when there is one. */
const SOURCE_PARAMETER: Partial<Record<ConsentState['source'], string>> = {
  gcd: 'gcd',
  gcs: 'gcs',
  npa: 'npa',
  asc: 'asc',
  tcf: 'gdpr_consent',
};

/** The readable name of a state's source. */
export function sourceLabel(source: ConsentState['source']): string {
  return SOURCES[source];
}

/** The name of the parameter a state's source string is in (null for `carried`). */
export function sourceParameter(source: ConsentState['source']): string | null {
  return SOURCE_PARAMETER[source] ?? null;
}

/** What an offending finding code means (the engine's catalogue summary; the code itself if unknown). */
export function offenceMeaning(code: string): string {
  const known: Record<string, { summary: string }> = FINDING_CODES;
  return known[code]?.summary ?? code;
}

/** A time offset from the page's first event, as "+0.0 s" (minutes past a minute: "+2 min 5.0 s"). */
export function formatOffset(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `+${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `+${minutes} min ${(seconds - minutes * 60).toFixed(1)} s`;
}
