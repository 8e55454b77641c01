/**
 * FullStory.
 *
 * Recognised: the recorder `edge.fullstory.com/s/fs.js` (`library_load`) and its settings
 * `edge.fullstory.com/s/settings/<org id>/v1/web` (`settings_load`); the recording API under `/rec/`
 * on `fullstory.com` hosts (`rs.fullstory.com`, regional `rs.eu1.fullstory.com`): `/rec/page` is a
 * `page_start`, `/rec/bundle…` a `recording_bundle`, any other call its own name (`/rec/integrations`
 * → `integrations`).
 *
 * Account: the org id, from the query (`OrgId`), the body (`OrgId` in the JSON of `/rec/page`) or the
 * settings path. Undocumented behaviour relied on: the `/rec/` API is FullStory's client protocol, not
 * a published contract; bundles (recording data, often compressed) are not decoded, only the query.
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const SETTINGS = /^\/s\/settings\/([^/]+)\//;

function isRecorder(request: RequestView): boolean {
  const { host, path } = request.url;
  return host === 'edge.fullstory.com' && (path === '/s/fs.js' || SETTINGS.test(path));
}

function recCall(request: RequestView): string | null {
  const { host, path } = request.url;
  if (!hostMatches(host, 'fullstory.com') || host === 'edge.fullstory.com' || !path.startsWith('/rec/'))
    return null;
  const call = path.slice('/rec/'.length).split('/')[0] ?? '';
  if (call.length === 0) return null;
  if (call === 'page') return 'page_start';
  if (call === 'bundle') return 'recording_bundle';
  return call.replace(/-/g, '_');
}

function decodeFullStory(request: RequestView): VendorEvent[] {
  const call = recCall(request);
  if (call === null) {
    const org = SETTINGS.exec(request.url.path)?.[1] ?? null;
    const params = [...(org === null ? [] : [{ name: 'OrgId', value: org }]), ...request.query];
    return [{ eventName: org === null ? 'library_load' : 'settings_load', accountID: org, params }];
  }
  const readable = call === 'page_start';
  const body = readable ? readJsonBody(request.body) : { params: [], findings: [] };
  const params = [...request.query, ...body.params];
  return [{ eventName: call, accountID: getParam(params, 'OrgId') ?? null, params, findings: body.findings }];
}

export const fullstory = defineVendor({
  code: 'FULLSTORY',
  name: 'FullStory',
  kind: 'session_recording',
  badge: { short: 'FS', color: 'oklch(44.6% 0.043 257.281)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_start'],
  pageUrlParams: ['Url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['fullstory.com'],
  match: (request) => !request.isNavigation && (isRecorder(request) || recCall(request) !== null),
  decode: decodeFullStory,
  params: {
    OrgId: { label: 'Org ID', group: 'most_used' },
    UserId: { label: 'User ID', group: 'user' },
    SessionId: { label: 'Session ID', group: 'user' },
    PageId: { label: 'Page ID', group: 'other' },
    Seq: { label: 'Bundle sequence', group: 'other' },
    ClientTime: { label: 'Client time', group: 'other' },
    Url: { label: 'Page URL', group: 'most_used' },
    Base: { label: 'Base URL', group: 'other' },
    Width: { label: 'Window width', group: 'user' },
    Height: { label: 'Window height', group: 'user' },
    ScreenWidth: { label: 'Screen width', group: 'user' },
    ScreenHeight: { label: 'Screen height', group: 'user' },
    Referrer: { label: 'Referrer', group: 'most_used' },
    Doctype: { label: 'Doctype', group: 'other' },
    CompiledVersion: { label: 'Recorder version', group: 'other' },
    CompiledTimestamp: { label: 'Recorder build time', group: 'other' },
    AppId: { label: 'App ID', group: 'other' },
    IsNewSession: { label: 'New session', group: 'user' },
  },
  volatile: ['Seq', 'ClientTime', 'DeltaT', 'LastActivity'],
});
