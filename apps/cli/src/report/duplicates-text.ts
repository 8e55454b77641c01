import {
  differingParameters,
  maskPersonalData,
  type ValidatedRequest,
  type ValidationResponse,
} from '@tagproof/engine';
import { isExactRepeat } from './fail-level.js';
import { printable } from './printable.js';

/** Requests of a group compared, and parameters named, per line (a group can hold thousands of copies). */
const MEMBERS_COMPARED = 10;
const PARAMETERS_SHOWN = 5;
/** A value longer than this (a page URL, a JSON list) shows its start. */
const VALUE_SHOWN = 40;

/** One duplicate group as the reports tell it. */
export interface DuplicateGroupText {
  /** `Possible duplicate PageView on https://shop/: r71, r111 (93.3%)`. */
  line: string;
  /**
   * What the group's requests differ in, for the line under it: under a possible duplicate, what
   * differs (`differs: eid: not sent | 713b0bcf-…`); under an exact repeat, the marks of the tags that
   * sent its copies (`sent by different tags: _eu: not sent | AAACAAQ`). Null when nothing is to say.
   */
  detail: string | null;
  /** An exact repeat (isExactRepeat): one event the vendor counts more than once. */
  exactRepeat: boolean;
}

/**
 * The duplicate groups of a response, each with what differs between its requests, each value in the
 * group's order (`eid: not sent | 713b0bcf-…`), as the web app's duplicate card shows it: what tells a
 * repeat from two real events, or which tag sent which. The copies of an exact repeat differ in
 * nothing they measure, at most in the marks of the tags that sent them (GA4's `_eu`, a Meta `eid` one
 * copy lacks). Values are masked as findings are.
 */
export function duplicateGroups(response: ValidationResponse): DuplicateGroupText[] {
  const data = response.data;
  if (!data) return [];
  const byId = new Map<string, ValidatedRequest>();
  for (const request of data.validatedRequests) byId.set(request.requestMetadata.requestId, request);
  const groups: DuplicateGroupText[] = [];
  for (const duplicate of data.duplicates) {
    for (const group of duplicate.duplicateGroups) {
      // A 90–99 % match is a possible duplicate, never "accidental" (the results page says the same).
      const possible = duplicate.kind !== 'intended' && group.matchPercentage < 100;
      const label = possible ? 'Possible duplicate' : `Duplicate (${duplicate.kind})`;
      const differs = duplicate.kind === 'intended' ? null : differencesOf(group.requestIds, byId);
      groups.push({
        line: printable(
          `${label} ${duplicate.eventName} on ${duplicate.pageUrl}: ${group.requestIds.join(', ')} (${group.matchPercentage}%)`,
        ),
        detail:
          differs === null
            ? null
            : printable(`${possible ? 'differs' : 'sent by different tags'}: ${differs}`),
        exactRepeat: isExactRepeat(duplicate, group),
      });
    }
  }
  return groups;
}

/** The text report's lines of the duplicates: a line per group, what its copies differ in under it. */
export function duplicateLines(response: ValidationResponse): string[] {
  return duplicateGroups(response).flatMap(({ line, detail }) =>
    detail === null ? [line] : [line, `    ${detail}`],
  );
}

/** `eid: not sent | 713b…; tm: 1 | not sent`, or null when nothing but volatile parameters differs. */
function differencesOf(ids: readonly string[], byId: ReadonlyMap<string, ValidatedRequest>): string | null {
  const members: ValidatedRequest[] = [];
  for (const id of ids.slice(0, MEMBERS_COMPARED)) {
    const request = byId.get(id);
    if (request !== undefined) members.push(request);
  }
  const differing = differingParameters(
    members.map((request) => ({
      category: request.requestMetadata.requestCategory,
      parameters: request.requestMetadata.parameters,
    })),
  );
  if (differing.length === 0) return null;
  const shown = differing
    .slice(0, PARAMETERS_SHOWN)
    .map(({ name, values }) => `${name}: ${values.map(shownValue).join(' | ')}`);
  const more = differing.length - PARAMETERS_SHOWN;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

function shownValue(value: string | null): string {
  if (value === null) return 'not sent';
  if (value === '') return 'empty';
  const masked = maskPersonalData(value);
  return masked.length > VALUE_SHOWN ? `${masked.slice(0, VALUE_SHOWN)}…` : masked;
}
