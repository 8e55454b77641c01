import {
  crossCheckCounts,
  otherSiteFrameOf,
  parseUrl,
  type Finding,
  type ValidatedRequest,
  type ValidationResponse,
} from '@tagproof/engine';
import { failedCrossChecks } from './cross-checks-text.js';
import { duplicateLines } from './duplicates-text.js';
import { failReasons, totalsOf, type FailOn } from './fail-level.js';
import { printable } from './printable.js';

const COLORS = { red: 31, green: 32, yellow: 33, cyan: 36, dim: 2, bold: 1 } as const;
type Color = keyof typeof COLORS;

export interface TextReportOptions {
  color: boolean;
  failOn: FailOn;
  /** `--fail-on-duplicates`: an exact repeat fails the run too. */
  failOnDuplicates?: boolean;
  /** A line saying what was read (file name, format, entries left out). */
  heading: string;
}

/** The readable summary: requests grouped by vendor and event, findings under each, then the totals. */
export function renderText(response: ValidationResponse, options: TextReportOptions): string {
  const paint = (color: Color, text: string) =>
    options.color ? `\u001b[${COLORS[color]}m${text}\u001b[0m` : text;
  const lines: string[] = [paint('bold', options.heading), ''];
  const requests = response.data?.validatedRequests ?? [];
  for (const [vendor, events] of groupByVendorAndEvent(requests)) {
    lines.push(paint('bold', vendor));
    for (const [event, group] of events) {
      const errors = group.reduce(
        (sum, request) => sum + request.validation.validationsSummary.automaticChecks.totalErrors,
        0,
      );
      const suggestions = group.reduce(
        (sum, request) => sum + request.validation.validationsSummary.automaticChecks.totalSuggestions,
        0,
      );
      const status = errors > 0 ? paint('red', `✖ ${plural(errors, 'error')}`) : paint('green', '✔');
      const extra = suggestions > 0 ? paint('yellow', `, ${plural(suggestions, 'suggestion')}`) : '';
      lines.push(`  ${event} ×${group.length}${hostsNote(group)}  ${status}${extra}`);
      lines.push(...groupLines(group, paint));
    }
    lines.push('');
  }
  for (const line of duplicateLines(response)) lines.push(paint('yellow', line));
  if (response.data) {
    for (const line of failedCrossChecks(response.data)) lines.push(paint('yellow', `! ${printable(line)}`));
    const cross = crossCheckCounts(response.data.crossValidation);
    if (cross.total > 0)
      lines.push(
        `Cross-checks: ${cross.total - cross.failed} passed, ${cross.failed} failed (not counted by --fail-on)`,
      );
  }
  const totals = totalsOf(response);
  const reasons = failReasons(totals, options.failOn, options.failOnDuplicates);
  lines.push(
    `${counted(response, totals.requests)}: ${plural(totals.errors, 'error')}, ${plural(totals.suggestions, 'suggestion')}, ` +
      `${plural(totals.duplicateGroups, 'duplicate group')}, custom checks ${totals.customPassed} passed / ${totals.customFailed} failed`,
  );
  lines.push(reasons.length > 0 ? paint('red', `FAILED (${reasons.join('; ')})`) : paint('green', 'PASSED'));
  return `${lines.join('\n')}\n`;
}

/**
 * `74 events from 73 requests` when batched hits were split into their events (so that the count
 * matches the heading's requests), else `73 requests`.
 */
function counted(response: ValidationResponse, events: number): string {
  const validated = response.data?.validatedRequests ?? [];
  // A batched hit's events are `r9#1`, `r9#2`…: the first stands for the captured request.
  const captured = validated.filter(
    (request) => !request.requestMetadata.batched || request.requestMetadata.requestId.endsWith('#1'),
  ).length;
  return captured === events
    ? plural(events, 'request')
    : `${plural(events, 'event')} from ${plural(captured, 'request')}`;
}

/** The most hosts an event's line names before saying how many. */
const HOSTS_SHOWN = 3;

/**
 * ` (to t.co and analytics.twitter.com)` when an event's requests went to several hosts: a tag that
 * sends each hit to two of its hosts (X's pixel, Floodlight's activity and its conversion ping, a
 * Google Ads conversion and its view-through ping) counts ×2 for one firing, and the line says why.
 */
function hostsNote(group: readonly ValidatedRequest[]): string {
  if (group.length < 2) return '';
  const hosts: string[] = [];
  for (const request of group) {
    const host = parseUrl(request.requestMetadata.requestUrl)?.host ?? null;
    if (host !== null && !hosts.includes(host)) hosts.push(host);
  }
  if (hosts.length < 2) return '';
  if (hosts.length > HOSTS_SHOWN) return ` (to ${hosts.length} hosts)`;
  return printable(` (to ${hosts.slice(0, -1).join(', ')} and ${hosts.at(-1) ?? ''})`);
}

/** The most request ids a line names before saying how many more share it. */
const IDS_SHOWN = 5;

/** One line of a request's findings or custom tests, without the request id; `details` go under it. */
interface RequestLine {
  mark: string;
  text: string;
  details: string[];
}

/**
 * The findings and custom tests of an event's requests. A line that several requests share (the same
 * finding with the same message, the same test passed) is written once with their ids: a capture with
 * 147 Universal Analytics hits says the sunset once, not 147 times.
 */
function groupLines(
  group: readonly ValidatedRequest[],
  paint: (color: Color, text: string) => string,
): string[] {
  const shared = new Map<string, { line: RequestLine; ids: string[] }>();
  for (const request of group) {
    const id = printable(request.requestMetadata.requestId);
    for (const line of requestLines(request, paint)) {
      const key = [line.mark, line.text, ...line.details].join('\n');
      const entry = shared.get(key);
      if (entry) entry.ids.push(id);
      else shared.set(key, { line, ids: [id] });
    }
  }
  const lines: string[] = [];
  for (const { line, ids } of shared.values()) {
    lines.push(`    ${line.mark} ${namedIds(ids)} ${line.text}`, ...line.details);
  }
  return lines;
}

/** `r1`, or `r1, r2, r3, r4, r5 and 142 more`. */
function namedIds(ids: readonly string[]): string {
  if (ids.length <= IDS_SHOWN) return ids.join(', ');
  return `${ids.slice(0, IDS_SHOWN).join(', ')} and ${ids.length - IDS_SHOWN} more`;
}

function requestLines(
  request: ValidatedRequest,
  paint: (color: Color, text: string) => string,
): RequestLine[] {
  const { erroredParameters, suggestedParameters } = request.validation.autoValidationResults;
  const lines: RequestLine[] = [
    ...erroredParameters.map((finding) => ({
      mark: paint('red', '✖'),
      text: describe(finding),
      details: [],
    })),
    ...suggestedParameters.map((finding) => ({
      mark: paint('yellow', '!'),
      text: describe(finding),
      details: [],
    })),
  ];
  for (const result of request.validation.customValidationResults) {
    lines.push({
      mark: result.passed ? paint('green', '✔') : paint('red', '✖'),
      text: `custom test "${printable(result.testName)}" ${result.passed ? 'passed' : 'failed'}`,
      details: result.conditions
        .filter((item) => !item.passed)
        .map((condition) =>
          paint(
            'dim',
            printable(
              `        ${condition.metric} ${condition.comparison} ${condition.expected}: received ${condition.received ?? '(absent)'}`,
            ),
          ),
        ),
    });
  }
  return lines;
}

function describe(finding: Finding): string {
  return printable(`${finding.fieldPath} ${finding.code}: ${finding.message}`);
}

function groupByVendorAndEvent(
  requests: readonly ValidatedRequest[],
): Map<string, Map<string, ValidatedRequest[]>> {
  const vendors = new Map<string, Map<string, ValidatedRequest[]>>();
  for (const request of requests) {
    const meta = request.requestMetadata;
    // Another site's frame (an ad slot, a video player) sends its own tags' hits: listed apart.
    const frame = otherSiteFrameOf(request);
    const vendor = printable(
      `${meta.vendorName ? `${meta.vendorName}${meta.accountID ? ` (${meta.accountID})` : ''}` : 'Unrecognised'}` +
        (frame === null ? '' : ` in a frame of ${frame}`),
    );
    const event = printable(meta.eventName ?? meta.requestUrl.slice(0, 80));
    const events = vendors.get(vendor) ?? new Map<string, ValidatedRequest[]>();
    vendors.set(vendor, events);
    events.set(event, [...(events.get(event) ?? []), request]);
  }
  return vendors;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
