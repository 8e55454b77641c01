import { forgetCall } from './call-memory.js';
import type { CapturedRequest } from './capture/captured-request.js';
import { normalizeRequest } from './capture/normalize.js';
import type { Finding } from './findings/finding.js';
import { makeFinding } from './findings/make-finding.js';
import type { ParameterGroup, VendorCode } from './vendors/vendor-codes.js';
import type { Vendor, VendorEvent } from './vendors/define-vendor.js';
import { VENDORS } from './vendors/index.js';
import { createMatchIndex } from './vendors/match-index.js';
import { toRequestView } from './vendors/request-view.js';
import { unrecognisedFinding } from './vendors/drift.js';
import { describeEvent } from './decoded-event.js';
import type { RequestView } from './vendors/define-vendor.js';

/** A decoded parameter: its wire name, readable label, display group and value. */
export interface DecodedParameter {
  name: string;
  label: string;
  group: ParameterGroup;
  value: string;
}

/** One decoded event of a captured request. A GA4 batched hit gives one per event, ids `r1#1`, `r1#2`… */
export interface DecodedRequest {
  requestId: string;
  category: VendorCode | null;
  vendorName: string | null;
  eventName: string | null;
  accountID: string | null;
  batched: boolean;
  parameters: DecodedParameter[];
  /** Findings met while decoding (not the validation rules). */
  findings: Finding[];
  /** The request as captured. */
  captured: CapturedRequest;
  /** The vendor that recognised it, or null. */
  vendor: Vendor | null;
}

/** The built-in vendors whose `matchHosts` allow the host, plus those without, in registry order. */
const builtInCandidates = createMatchIndex(VENDORS);

/**
 * Finds the vendor of a request: the first in the registry whose match holds, else the first of the
 * custom vendors (so a custom vendor never takes a built-in vendor's request). Never throws. Only the
 * built-in vendors whose `matchHosts` allow the request's host are tried (the others cannot match),
 * so a request to a site's own host costs the few vendors that may match anywhere.
 */
export function recognise(view: RequestView, customVendors: readonly Vendor[] = []): Vendor | null {
  return firstMatch(builtInCandidates(view.url.host), view) ?? firstMatch(customVendors, view);
}

function firstMatch(vendors: readonly Vendor[], view: RequestView): Vendor | null {
  for (const vendor of vendors) {
    try {
      if (vendor.match(view)) return vendor;
    } catch {
      // A vendor's match must not throw; if one does, the request is simply not that vendor's.
    }
  }
  return null;
}

/**
 * Decodes a captured request into its events. Unrecognised requests give one event with a null
 * category and a REQUEST_UNRECOGNISED info finding, or UNKNOWN_VENDOR_ENDPOINT naming the vendor when
 * sent to a known vendor's tracking host (the drift alarm, vendors/drift.ts). `customVendors`
 * (defineCustomVendors) are tried after the built-in ones. Never throws. What it remembers of the
 * capture, to share names and values between its requests, lasts until the caller's `forgetCall()`
 * (call-memory.ts): decode(), validate() and importHar() call it when they return.
 */
export function decodeCaptured(
  captured: CapturedRequest,
  customVendors: readonly Vendor[] = [],
): DecodedRequest[] {
  const view = toRequestView(captured);
  if (view === null) {
    return [
      undecoded(
        captured,
        makeFinding('URL_INVALID', {
          fieldPath: 'requestUrl',
          parameter: 'request URL',
          message: 'The request URL cannot be read: it has no host.',
          expected: 'an absolute http(s) URL',
          received: captured.requestMetadata.requestUrl.slice(0, 200),
        }),
      ),
    ];
  }
  if (captured.requestMetadata.method === 'OPTIONS') return [undecoded(captured, preflightFinding(view))];
  const vendor = recognise(view, customVendors);
  if (vendor === null) {
    return [undecoded(captured, unrecognisedFinding(view, captured.requestMetadata.requestUrl))];
  }
  let events: VendorEvent[];
  try {
    events = vendor.decode(view);
  } catch (error) {
    events = [
      {
        eventName: 'unknown_event',
        accountID: null,
        params: view.query.slice(),
        findings: [
          makeFinding('PARAMETER_FORMAT_UNKNOWN', {
            fieldPath: 'requestUrl',
            parameter: 'request',
            message: `The ${vendor.name} request could not be fully decoded (${error instanceof Error ? error.message : String(error)}).`,
          }),
        ],
      },
    ];
  }
  if (events.length === 0) events = [{ eventName: 'unknown_event', accountID: null, params: [] }];
  const batched = events.length > 1;
  const id = captured.requestMetadata.requestId;
  const decoded: DecodedRequest[] = [];
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as VendorEvent;
    const { parameters, findings } = describeEvent(vendor, event);
    decoded.push({
      captured,
      batched,
      requestId: batched ? `${id}#${index + 1}` : id,
      category: vendor.code,
      vendorName: vendor.name,
      eventName: event.eventName,
      accountID: event.accountID,
      parameters,
      findings,
      vendor,
    });
  }
  return decoded;
}

/**
 * A CORS preflight (`OPTIONS`): the browser asks the host whether the page may send it a request. It
 * carries none of the hit's data, and the hit follows as a request of its own, so no vendor decodes
 * it and captures leave it out (HAR files and journeys record it beside the hit).
 */
function preflightFinding(view: RequestView): Finding {
  return makeFinding('REQUEST_UNRECOGNISED', {
    fieldPath: 'method',
    parameter: 'method',
    message: `A CORS preflight (OPTIONS) to ${view.url.host}${view.url.path}: the browser asks whether it may send the request, which follows on its own. It carries no tracking data.`,
    received: 'OPTIONS',
  });
}

/**
 * Decodes one request given in the specification's nested shape or as `{url, method, postData}`,
 * trying `customVendors` (defineCustomVendors) after the built-in ones. Returns an empty list when
 * the input has no URL at all.
 */
export function decode(input: unknown, customVendors: readonly Vendor[] = []): DecodedRequest[] {
  const captured = normalizeRequest(input, 0);
  try {
    return 'reason' in captured ? [] : decodeCaptured(captured, customVendors);
  } finally {
    forgetCall();
  }
}

/**
 * Whether a capture keeps a request: some vendor recognised it, or it went to a known vendor's
 * tracking host without matching any of its endpoints (the drift alarm's UNKNOWN_VENDOR_ENDPOINT).
 * HAR imports, the extension and the journey recorder keep exactly these.
 */
export function isTrackingTraffic(decoded: readonly DecodedRequest[]): boolean {
  return decoded.some(
    (event) =>
      event.category !== null || event.findings.some((finding) => finding.code === 'UNKNOWN_VENDOR_ENDPOINT'),
  );
}

/** A request no vendor decodes, with the finding that says why. */
export function undecoded(captured: CapturedRequest, finding: Finding): DecodedRequest {
  return {
    requestId: captured.requestMetadata.requestId,
    category: null,
    vendorName: null,
    eventName: null,
    accountID: null,
    batched: false,
    parameters: [],
    findings: [finding],
    captured,
    vendor: null,
  };
}
