import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import type { Param } from '../../url/params.js';
import { GA4_ITEM_FIELDS } from './params.js';

/**
 * Decodes one GA4 item string (`idSKU_1~nmShirt~pr10.5~qt2~k0color~v0red`) into item fields named
 * `pr1.id`, `pr1.nm`, ... (wire names), custom item parameters as `pr1.<key>`. Undocumented by Google:
 * fields are `~`-separated, each a two-character code followed by its value.
 */
export function decodeItemString(wireName: string, value: string): { params: Param[]; findings: Finding[] } {
  const params: Param[] = [];
  const findings: Finding[] = [];
  const customKeys = new Map<string, string>();
  const customValues = new Map<string, string>();
  for (const segment of value.split('~')) {
    if (segment.length === 0) continue;
    if (segment.length < 2) {
      findings.push(truncated(wireName, value, segment));
      continue;
    }
    const code = segment.slice(0, 2);
    const fieldValue = segment.slice(2);
    if (code[0] === 'k' && isDigits(code.slice(1))) customKeys.set(code.slice(1), fieldValue);
    else if (code[0] === 'v' && isDigits(code.slice(1))) customValues.set(code.slice(1), fieldValue);
    else if (code in GA4_ITEM_FIELDS) params.push({ name: `${wireName}.${code}`, value: fieldValue });
    else {
      findings.push(
        makeFinding('PARAMETER_FORMAT_UNKNOWN', {
          fieldPath: wireName,
          parameter: `item ${wireName.slice(2)}`,
          message: `Item ${wireName.slice(2)} has a field with the unknown code "${code}"; it is shown as it was sent.`,
          received: segment,
        }),
      );
      params.push({ name: `${wireName}.${code}`, value: fieldValue });
    }
  }
  for (const [index, key] of customKeys) {
    const custom = customValues.get(index);
    if (custom === undefined) findings.push(truncated(wireName, value, `k${index}${key}`));
    else params.push({ name: `${wireName}.${key}`, value: custom });
  }
  for (const index of customValues.keys()) {
    if (!customKeys.has(index)) findings.push(truncated(wireName, value, `v${index}`));
  }
  return { params, findings };
}

function truncated(wireName: string, value: string, segment: string): Finding {
  return makeFinding('ITEM_STRING_TRUNCATED', {
    fieldPath: wireName,
    parameter: `item ${wireName.slice(2)}`,
    message: `Item ${wireName.slice(2)} is cut off or malformed near "${segment}", so part of it may be lost.`,
    expected: 'two-letter field codes followed by their values, separated by ~',
    received: value,
  });
}

function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (const char of text) if (char < '0' || char > '9') return false;
  return true;
}

/** True for an item wire name `pr1` … `pr200` (any number: the limit is a rule, not decoding). */
export function isItemParam(name: string): boolean {
  return name.length > 2 && name.startsWith('pr') && isDigits(name.slice(2));
}
