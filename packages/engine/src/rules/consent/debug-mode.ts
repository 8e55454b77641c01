/**
 * `debug_mode` sent as `false` or `0`: GA4 turns debug mode on whenever the parameter is present, so
 * these hits still go to DebugView and out of the reports. A suggestion: leave the parameter out.
 */
import type { DecodedParameter } from '../../decode.js';
import { defineRule, NO_HITS, type Rule } from '../define-rule.js';
import { GA4_CATEGORY } from '../ga4/define-ga4-rule.js';
import { CONSENT_SOURCES } from './sources.js';

const NAMES = new Set(['ep.debug_mode', 'epn.debug_mode', 'debug_mode', 'params.debug_mode']);
const OFF = new Set(['false', '0']);
const SUFFIX = 'debug_mode';

/** The first parameter sending debug_mode off, or undefined (one cheap test per name: its end). */
function debugModeOff(parameters: readonly DecodedParameter[]): DecodedParameter | undefined {
  for (const candidate of parameters) {
    const { name } = candidate;
    if (!name.endsWith(SUFFIX) || !NAMES.has(name)) continue;
    if (OFF.has(candidate.value.trim().toLowerCase())) return candidate;
  }
  return undefined;
}

export const DEBUG_MODE_RULES: readonly Rule[] = [
  defineRule({
    id: 'ga4-debug.debug-mode-false',
    code: 'DEBUG_MODE_FALSE',
    severity: 'warning',
    description: 'debug_mode is sent as false or 0, which still turns GA4 debug mode on.',
    source: CONSENT_SOURCES.debugMode,
    categories: [GA4_CATEGORY],
    check: (request) => {
      const param = debugModeOff(request.parameters);
      if (!param) return NO_HITS;
      return [
        {
          fieldPath: param.name,
          parameter: 'debug_mode',
          message: `debug_mode is sent as ${param.value}: GA4 turns debug mode on whenever the parameter is present, whatever its value, so this hit goes to DebugView. Leave the parameter out to turn debug mode off.`,
          expected: 'no debug_mode parameter outside debugging',
          received: param.value,
        },
      ];
    },
  }),
];
