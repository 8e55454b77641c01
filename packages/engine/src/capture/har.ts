import type { CapturedRequest } from './captured-request.js';
import { NAVIGATION_CATEGORY } from './captured-request.js';
import { parseUrl } from '../url/parse-url.js';
import { ImportError } from './import-error.js';
import { resolveUrl } from './redirects.js';
import { normalizeRequest, toEpochMs } from './normalize.js';
import { headerIn, isBodyLeftOut, postDataText, type HarRequestLike } from './har-request.js';

interface HarEntryLike {
  startedDateTime?: unknown;
  _resourceType?: unknown;
  _initiator?: unknown;
  /** chrome-har (sitespeed.io, Puppeteer and CDP captures) writes the initiator's type here. */
  _initiator_type?: unknown;
  /** Chrome's request priority (`VeryHigh` … `VeryLow`), as chrome-har and DevTools write it. */
  _initialPriority?: unknown;
  _priority?: unknown;
  pageref?: unknown;
  request?: HarRequestLike;
  /** Chrome writes why a request failed in `_error` (`net::ERR_BLOCKED_BY_CLIENT`), with status 0. */
  response?: {
    status?: unknown;
    _error?: unknown;
    content?: { mimeType?: unknown };
    /** HAR 1.2: where a 3xx answer sends the browser (the `Location` header), '' otherwise. */
    redirectURL?: unknown;
    headers?: unknown;
  };
}

/** The parts of a HAR 1.2 log the importer reads. */
export interface HarImport {
  requests: CapturedRequest[];
  /** Entries that were read. */
  entryCount: number;
  /** The ids of the requests whose body the file left out (see {@link isBodyLeftOut}). */
  bodiesLeftOut: Set<string>;
  /**
   * Where each request answered with a redirect was sent on to (absolute URL), by request id: the
   * browser then requests that URL, and the capture holds it as a request of its own.
   */
  redirects: Map<string, string>;
  /** The tool that wrote the file (`log.creator.name`: `WebInspector`, `Firefox`, `Playwright`…), or ''. */
  creator: string;
}

/**
 * Reads a HAR 1.2 log as Chrome, Firefox and chrome-har (Puppeteer, CDP) export it. Every entry becomes
 * a CapturedRequest; top-level document requests become Navigation requests (see
 * {@link isTopLevelDocument}), and the requests after one are on its page (`tabUrl`). Filtering
 * non-tracking entries is the caller's job (see `importHar`). Throws ImportError when `log.entries` is
 * missing.
 */
export function readHar(parsed: unknown): HarImport {
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ImportError('not a HAR file: the top level is not an object with a log', 'IMPORT_NOT_HAR');
  }
  const log = (parsed as { log?: unknown }).log;
  if (log === null || typeof log !== 'object')
    throw new ImportError('not a HAR file: log is missing', 'IMPORT_NOT_HAR');
  const entries = (log as { entries?: unknown }).entries;
  if (!Array.isArray(entries))
    throw new ImportError('not a HAR file: log.entries is missing', 'IMPORT_NOT_HAR');
  const pages = (log as { pages?: unknown }).pages;
  const pageUrls = new Map<string, string>();
  // The file's pages: an entry of another `pageref` is a frame's (Chrome's exports of 2012 gave each
  // frame a pageref of its own, its address, without a page).
  const pageIds = new Set<string>();
  // When each page started: the time of its entries that give none (GAUnit's HAR gives some none).
  const pageTimes = new Map<string, number>();
  if (Array.isArray(pages)) {
    for (const page of pages as Array<{ id?: unknown; title?: unknown; startedDateTime?: unknown } | null>) {
      if (typeof page?.id === 'string') {
        pageIds.add(page.id);
        pageTimes.set(page.id, toEpochMs(page.startedDateTime));
      }
      // Chrome titles a page with its URL; Firefox with the document's title, which is no page URL.
      if (typeof page?.id === 'string' && typeof page.title === 'string' && isPageUrl(page.title))
        pageUrls.set(page.id, page.title);
    }
  }
  const requests: CapturedRequest[] = [];
  const seenDocumentForPage = new Set<string>();
  // The last navigation of each page: a capture of a whole journey may keep one page for all of it.
  const navigatedTo = new Map<string, string>();
  let currentTab: string | null = null;
  // Every URL requested so far but navigations: a document the capture holds that is no page (an
  // iframe, a prefetch) is never taken for a page the capture lacks; a page navigated to before is
  // (a return to it, its document from the cache).
  const urlsSeen = new Set<string>();
  const bodiesLeftOut = new Set<string>();
  const redirects = new Map<string, string>();
  entries.forEach((raw: unknown, index) => {
    const entry = (raw ?? {}) as HarEntryLike;
    const request = entry.request;
    if (!request || typeof request.url !== 'string') {
      throw new ImportError(`not a HAR file: log.entries[${index}].request.url is missing`, 'IMPORT_NOT_HAR');
    }
    const pageRef = typeof entry.pageref === 'string' ? entry.pageref : '';
    const inFrame = pageRef.length > 0 && pageIds.size > 0 && !pageIds.has(pageRef);
    const isDocument = !inFrame && isTopLevelDocument(entry, pageRef, seenDocumentForPage, currentTab);
    const pageSoFar = navigatedTo.get(pageRef) ?? pageUrls.get(pageRef) ?? currentTab;
    const documentUrl = isDocument ? request.url : unseenDocumentOf(entry, pageSoFar, urlsSeen);
    if (!isDocument) urlsSeen.add(request.url);
    if (documentUrl !== null) {
      currentTab = documentUrl;
      navigatedTo.set(pageRef, documentUrl);
    }
    const captured = normalizeRequest(
      {
        requestId: `r${index + 1}`,
        url: request.url,
        method: typeof request.method === 'string' ? request.method : 'GET',
        postData: postDataText(request.postData),
        timestamp: toEpochMs(entry.startedDateTime) || (pageTimes.get(pageRef) ?? 0),
        tabUrl: documentUrl ?? pageSoFar ?? refererPage(entry),
        type: isDocument ? NAVIGATION_CATEGORY : undefined,
        responseStatus: entry.response?.status,
        responseError: entry.response?._error,
        // The frame that sent it, as far as its Referer says (see frame.ts).
        frameUrl: isDocument ? undefined : requestHeader(entry, 'referer'),
      },
      index,
    );
    if ('reason' in captured) return;
    requests.push(captured);
    if (isBodyLeftOut(request)) bodiesLeftOut.add(captured.requestMetadata.requestId);
    const target = isDocument ? null : redirectTarget(entry, request.url);
    if (target !== null) redirects.set(captured.requestMetadata.requestId, target);
  });
  const creator = (log as { creator?: { name?: unknown } | null }).creator?.name;
  return {
    requests,
    entryCount: entries.length,
    bodiesLeftOut,
    redirects,
    creator: typeof creator === 'string' ? creator : '',
  };
}

/**
 * Whether an entry is a top-level navigation: a GET or POST for a document (Chrome's
 * `_resourceType: "document"`, or an HTML response where no resource type is given), not a frame's
 * (its `Sec-Fetch-Dest`, when recorded, says `document`), that
 * - the browser itself started (initiator `other`: an address typed, a link followed, a form sent, a
 *   reload), however many a page holds: a capture of a journey may keep one page for all of it;
 * - or, when Chrome names it a document, is its page's first (a script's `location` change);
 * - or, in a capture that names no resource types (chrome-har), that a script started as a document
 *   (Chrome sends `Upgrade-Insecure-Requests` for documents only) on the host of the page it left, or
 *   before any page: a script's `location` change (DevTools starts a new page for it instead), or the
 *   test harness's first load (browsertime opens the page from a script), wherever it was redirected;
 * - or, when nothing names its initiator (Firefox), is its page's first HTML response.
 * Other HTML a script or the parser loaded (iframes of other hosts, beacons answered with HTML,
 * prefetches) is no navigation, nor is a document answered with a redirect (a form posted and
 * redirected, `http` to `https`): no page was shown, the next document is the page; nor one that
 * never loaded (a name that did not resolve: the browser's error page ran no tag); nor one Chrome
 * requested at a low priority (a page is always requested at the highest, `VeryHigh`: an image's
 * cookie sync answered with HTML, whose redirect hops chrome-har gives the initiator `other`).
 */
function isTopLevelDocument(
  entry: HarEntryLike,
  pageRef: string,
  seen: Set<string>,
  currentTab: string | null,
): boolean {
  const method = typeof entry.request?.method === 'string' ? entry.request.method.toUpperCase() : 'GET';
  const mime = typeof entry.response?.content?.mimeType === 'string' ? entry.response.content.mimeType : '';
  // `document` as Chrome's export writes it, `Document` as the DevTools protocol does.
  const resourceType =
    typeof entry._resourceType === 'string' ? entry._resourceType.toLowerCase() : undefined;
  const chromeDocument = resourceType === 'document';
  const looksLikeDocument =
    chromeDocument || (entry._resourceType === undefined && mime.startsWith('text/html'));
  if (!looksLikeDocument || (method !== 'GET' && method !== 'POST') || isRedirect(entry)) return false;
  if (neverLoaded(entry) || requestedLow(entry)) return false;
  // A frame's document (a hidden sign-in frame posting a form) is no page, whatever its initiator.
  const destination = requestHeader(entry, 'sec-fetch-dest');
  if (destination !== undefined && destination.length > 0 && destination.toLowerCase() !== 'document')
    return false;
  const initiator = initiatorType(entry);
  const key = pageRef.length > 0 ? pageRef : `#${seen.size}`;
  if (initiator === undefined && !chromeDocument) {
    const evidence = headerEvidence(entry, pageRef, currentTab);
    if (evidence !== undefined) {
      if (evidence) seen.add(key);
      return evidence;
    }
  }
  const firstOfPage = pageRef.length === 0 || !seen.has(key);
  const navigation =
    initiator === 'other' ||
    (firstOfPage && (chromeDocument || initiator === undefined)) ||
    (initiator === 'script' &&
      !chromeDocument &&
      isDocumentRequest(entry) &&
      (currentTab === null || sameHost(entry.request?.url, currentTab)));
  if (navigation) seen.add(key);
  return navigation;
}

/**
 * The page a request's HTML parser loaded it for, when the capture lacks that page's document (served
 * from the cache, or recorded outside the HAR; real captures lose them): an entry the parser started
 * names its document as initiator. Only a page of the host of `page` (where the requests are so far),
 * not `page` itself, not requested earlier in the capture but as a navigation (an iframe's or a
 * sandbox's document is there), and no stylesheet or script (the parser of a CSS file starts its fonts
 * and images too); null otherwise.
 */
function unseenDocumentOf(
  entry: HarEntryLike,
  page: string | null,
  urlsSeen: ReadonlySet<string>,
): string | null {
  if (initiatorType(entry) !== 'parser' || page === null) return null;
  const url = initiatorUrl(entry);
  if (url === undefined || url === page || urlsSeen.has(url)) return null;
  if (!isPageUrl(url) || !sameHost(url, page)) return null;
  const path = parseUrl(url)?.path ?? '';
  return /\.(css|js|mjs|json|xml|svg)$/i.test(path) ? null : url;
}

/**
 * The page named by the request's `Referer`, for a request no navigation nor HAR page places (a proxy's
 * capture started on a loaded page): browsers send the page's address, or its origin to other sites
 * under the default referrer policy. Null when absent or not a web address.
 */
function refererPage(entry: HarEntryLike): string | null {
  const referer = requestHeader(entry, 'referer');
  return referer !== undefined && isPageUrl(referer) ? referer : null;
}

/** Chrome's priorities below `High`: never a page's (see isTopLevelDocument). */
const LOW_PRIORITIES = new Set(['medium', 'low', 'verylow', 'lowest']);

/** Whether Chrome requested the entry at a priority no page is requested at. */
function requestedLow(entry: HarEntryLike): boolean {
  const priority = entry._initialPriority ?? entry._priority;
  return typeof priority === 'string' && LOW_PRIORITIES.has(priority.toLowerCase());
}

/**
 * Whether a document never loaded: no answer (status 0) and the browser's reason why
 * (`net::ERR_NAME_NOT_RESOLVED`), so the browser showed its error page and no tag ran. Not
 * `net::ERR_ABORTED`: a document left before it finished may well have been shown.
 */
function neverLoaded(entry: HarEntryLike): boolean {
  const error = entry.response?._error;
  return (
    entry.response?.status === 0 &&
    typeof error === 'string' &&
    error.length > 0 &&
    error !== 'net::ERR_ABORTED'
  );
}

/** Whether the response sends the browser on to another address (301, 302, 303, 307, 308). */
function isRedirect(entry: HarEntryLike): boolean {
  const status = entry.response?.status;
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/**
 * The absolute URL a redirect answer sends the browser on to (HAR's `redirectURL`, else the `Location`
 * header, relative to the request), or null when the answer is no redirect or names no valid URL.
 */
function redirectTarget(entry: HarEntryLike, requestUrl: string): string | null {
  if (!isRedirect(entry)) return null;
  const given = entry.response?.redirectURL;
  const location = typeof given === 'string' && given.length > 0 ? given : responseHeader(entry, 'location');
  if (location === undefined || location.length === 0) return null;
  return resolveUrl(location, requestUrl);
}

function responseHeader(entry: HarEntryLike, name: string): string | undefined {
  return headerIn(entry.response?.headers, name);
}

/** Whether the request carries `Upgrade-Insecure-Requests`, which Chrome sends for documents only. */
function isDocumentRequest(entry: HarEntryLike): boolean {
  return requestHeader(entry, 'upgrade-insecure-requests') !== undefined;
}

/** The value of a request header (`name` in lower case), trimmed, or undefined when the capture lacks it. */
function requestHeader(entry: HarEntryLike, name: string): string | undefined {
  return headerIn(entry.request?.headers, name);
}

/**
 * For a capture that names no initiator and no resource type (Firefox, proxies: Charles, Proxyman,
 * Fiddler, mitmproxy), what the request's headers say: browsers send `Sec-Fetch-Dest: document` for a
 * top-level page load only (`iframe` for frames, `empty` for beacons and fetches), never with a
 * prefetch's `Sec-Purpose`. Without that header, a capture without pages (a proxy's) takes an HTML
 * response for a page only when its request was a document's (`Upgrade-Insecure-Requests`, and
 * `Accept` asking for HTML, when headers were recorded) on the host of the page so far: a tag's
 * endpoint answering a beacon with HTML is no page, nor another site's frame. Undefined: no such
 * evidence (a capture with pages falls back to the first document of each).
 */
function headerEvidence(
  entry: HarEntryLike,
  pageRef: string,
  currentTab: string | null,
): boolean | undefined {
  const destination = requestHeader(entry, 'sec-fetch-dest')?.toLowerCase();
  if (destination !== undefined) {
    const purpose = (
      requestHeader(entry, 'sec-purpose') ??
      requestHeader(entry, 'purpose') ??
      ''
    ).toLowerCase();
    return destination === 'document' && !purpose.includes('prefetch');
  }
  if (pageRef.length > 0) return undefined;
  const headers = entry.request?.headers;
  if (Array.isArray(headers) && headers.length > 0) {
    if (!isDocumentRequest(entry)) return false;
    const accept = requestHeader(entry, 'accept')?.toLowerCase();
    if (accept !== undefined && !accept.includes('text/html')) return false;
  }
  return currentTab === null || sameHost(entry.request?.url, currentTab);
}

/** Whether a HAR page title is a page's address (http or https), as Chrome writes it. */
function isPageUrl(title: string): boolean {
  return /^https?:\/\//i.test(title) && parseUrl(title) !== null;
}

/** Whether two URLs have one host (false when either is missing or unreadable). */
function sameHost(url: unknown, other: string | null): boolean {
  if (typeof url !== 'string' || other === null) return false;
  const host = parseUrl(url)?.host;
  return host !== undefined && host === parseUrl(other)?.host;
}

/** The type of what started an entry (`other`, `parser`, `script`…): Chrome's `_initiator.type` or chrome-har's `_initiator_type`. */
function initiatorType(entry: HarEntryLike): string | undefined {
  if (typeof entry._initiator_type === 'string') return entry._initiator_type;
  const initiator = entry._initiator;
  if (initiator !== null && typeof initiator === 'object') {
    const type = (initiator as { type?: unknown }).type;
    if (typeof type === 'string') return type;
  }
  return undefined;
}

/** The address of what started an entry (the document or script): chrome-har's `_initiator`, Chrome's `_initiator.url`. */
function initiatorUrl(entry: HarEntryLike): string | undefined {
  const initiator = entry._initiator;
  if (typeof initiator === 'string') return initiator;
  if (initiator !== null && typeof initiator === 'object') {
    const url = (initiator as { url?: unknown }).url;
    if (typeof url === 'string') return url;
  }
  return undefined;
}
