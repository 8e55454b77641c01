/**
 * Suggestions about the names of UTM parameters. Google Analytics reads them case-sensitively and only
 * under their exact names, so `UTM_Source` or a misspelt `utm_campain` is ignored and the campaign lost.
 * Other `utm_…` names (used by other tools) are left alone unless they look like a typo.
 */
import { defineRule, type RuleHit } from '../define-rule.js';
import { GA4_CAMPAIGN_SOURCE, KNOWN_UTM_PARAMETERS, isKnownUtm, navigationUrl } from './campaign-params.js';
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (`utm_meduim`), giving up past
 * `limit`. Inputs are short parameter names.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit || a.length > 40 || b.length > 40) return limit + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? limit + 1;
}

/** `utm_id` is too short to tell a typo from another tool's tag (`utm_ad`). */
const TYPO_TARGETS = KNOWN_UTM_PARAMETERS.filter((name) => name !== 'utm_id');

/** The known UTM name `name` was probably meant to be, or undefined. */
export function intendedUtmName(name: string): string | undefined {
  if (isKnownUtm(name)) return undefined;
  // A known name with something added (`utm_content2`, `utm_campaign_id`) is a deliberate custom tag.
  if (KNOWN_UTM_PARAMETERS.some((known) => name.startsWith(known))) return undefined;
  return TYPO_TARGETS.find((known) => {
    const allowed = known.length >= 11 ? 2 : 1;
    return editDistance(name, known, allowed) <= allowed;
  });
}

export const utmNameCaseRule = defineRule({
  id: 'navigation.utm-name-case',
  code: 'UTM_NAME_CASE',
  severity: 'warning',
  description: 'A UTM parameter name is not in lowercase (UTM_Source), so analytics tools do not read it.',
  source: GA4_CAMPAIGN_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) =>
    (navigationUrl(request)?.query ?? []).flatMap((param): RuleHit[] => {
      const lower = param.name.toLowerCase();
      if (lower === param.name || !isKnownUtm(lower)) return [];
      return [
        {
          fieldPath: param.name,
          parameter: lower,
          message: `The campaign parameter "${param.name}" must be written in lowercase: analytics tools read ${lower} only, so this tag is ignored.`,
          expected: lower,
          received: param.name,
        },
      ];
    }),
});

export const utmNameMisspelledRule = defineRule({
  id: 'navigation.utm-name-misspelled',
  code: 'UTM_NAME_MISSPELLED',
  severity: 'warning',
  description: 'A utm_ parameter name looks like a misspelt standard one (utm_campain).',
  source: GA4_CAMPAIGN_SOURCE,
  categories: [NAVIGATION_CATEGORY],
  check: (request) =>
    (navigationUrl(request)?.query ?? []).flatMap((param): RuleHit[] => {
      if (!param.name.startsWith('utm_')) return [];
      const intended = intendedUtmName(param.name);
      if (intended === undefined) return [];
      return [
        {
          fieldPath: param.name,
          parameter: intended,
          message: `"${param.name}" is not a campaign parameter analytics tools read; it looks like a misspelling of ${intended}.`,
          expected: intended,
          received: param.name,
        },
      ];
    }),
});
