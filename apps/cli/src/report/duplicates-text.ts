import {
  differingParameters,
  maskPersonalData,
  type ValidatedRequest,
  type ValidationResponse,
} from '@tagproof/engine';
import { printable } from './printable.js';

/** Requests of a group compared, and parameters named, per line (a group can hold thousands of copies). */
const MEMBERS_COMPARED = 10;
const PARAMETERS_SHOWN = 5;
/** A value longer than this (a page URL, a JSON list) shows its start. */
const VALUE_SHOWN = 40;

/**
 * The duplicates of a response, a line per group: `Possible duplicate PageView on https://shop/: r71,
 * r111 (93.3%)`, and under a possible duplicate what differs between its requests, each value in the
 * group's order (`eid: not sent | 713b0bcf-…`), as the web app's duplicate card shows it: what tells a
 * repeat from two real events, or which tag sent which. Values are masked as findings are.
 */
export function duplicateLines(response: ValidationResponse): string[] {
  const data = response.data;
  if (!data) return [];
  const byId = new Map<string, ValidatedRequest>();
  for (const request of data.validatedRequests) byId.set(request.requestMetadata.requestId, request);
  const lines: string[] = [];
  for (const duplicate of data.duplicates) {
    for (const group of duplicate.duplicateGroups) {
      // A 90–99 % match is a possible duplicate, never "accidental" (the results page says the same).
      const possible = duplicate.kind !== 'intended' && group.matchPercentage < 100;
      const label = possible ? 'Possible duplicate' : `Duplicate (${duplicate.kind})`;
      lines.push(
        printable(
          `${label} ${duplicate.eventName} on ${duplicate.pageUrl}: ${group.requestIds.join(', ')} (${group.matchPercentage}%)`,
        ),
      );
      if (possible) {
        const differs = differencesOf(group.requestIds, byId);
        if (differs !== null) lines.push(printable(`    differs: ${differs}`));
      }
    }
  }
  return lines;
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
