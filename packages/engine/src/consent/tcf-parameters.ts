/** A TCF TC string (`gdpr_consent`) as readable fields: `tcf.purposes_consent`, `tcf.vendor_consents`, … */
import type { Field } from './consent-parameters.js';
import { readTcfV1String, readTcString, type TcfV1Consent } from './tcf.js';

/** What v1 and v2 strings both hold. */
type SharedFields = Pick<
  TcfV1Consent,
  'cmpId' | 'created' | 'lastUpdated' | 'consentLanguage' | 'vendorListVersion' | 'vendorConsents'
>;

/** The fields of a TC string's core segment (v2, or v1); null when it is neither. */
export function tcfFields(value: string): Field[] | null {
  const core = readTcString(value);
  if (core !== null) {
    return [
      { name: 'tcf.version', label: 'TCF version', value: String(core.version) },
      ...sharedFields(core),
      { name: 'tcf.policy_version', label: 'TCF policy version', value: String(core.policyVersion) },
      {
        name: 'tcf.purposes_consent',
        label: 'TCF purposes consented',
        value: core.purposesConsent.join(','),
      },
      {
        name: 'tcf.purposes_legitimate_interest',
        label: 'TCF purposes on legitimate interest',
        value: core.purposesLegitimateInterest.join(','),
      },
      ...vendorFields(core),
    ];
  }
  const consent = readTcfV1String(value);
  if (consent === null) return null;
  return [
    { name: 'tcf.version', label: 'TCF version (v1: replaced by v2 in August 2020)', value: '1' },
    ...sharedFields(consent),
    {
      name: 'tcf.purposes_consent',
      label: 'TCF purposes consented',
      value: consent.purposesAllowed.join(','),
    },
    ...vendorFields(consent),
  ];
}

function sharedFields(consent: SharedFields): Field[] {
  return [
    { name: 'tcf.cmp_id', label: 'TCF CMP id', value: String(consent.cmpId) },
    { name: 'tcf.created', label: 'TCF consent created', value: consent.created },
    { name: 'tcf.last_updated', label: 'TCF consent last updated', value: consent.lastUpdated },
    { name: 'tcf.consent_language', label: 'TCF consent language', value: consent.consentLanguage },
    {
      name: 'tcf.vendor_list_version',
      label: 'TCF vendor list version',
      value: String(consent.vendorListVersion),
    },
  ];
}

function vendorFields(consent: SharedFields): Field[] {
  return [
    {
      name: 'tcf.vendor_consents_count',
      label: 'TCF vendors consented',
      value: String(consent.vendorConsents.length),
    },
    {
      name: 'tcf.vendor_consents',
      label: 'TCF vendor ids consented',
      value: consent.vendorConsents.join(','),
    },
  ];
}
