/**
 * PartnerStack (formerly Growsumo): PartnerStackJS, the B2B partner and affiliate tracking snippet.
 *
 * Recognised:
 * - the script (`library_load`): `js.partnerstack.com/v1/`, the legacy
 *   `snippet.growsumo.com/growsumo.min.js`, and `/pr/js` on PartnerStack's link domains `grsm.io` and
 *   `partnerlinks.io`;
 * - the referral lookup (`referral_lookup`): `/pr/grc/pk_<public key>` (with `?get_pscd=true` on some
 *   calls) on the link domains and on a company's own custom link domain (`get.<company>.com`), and the
 *   other `/pr/<call>/pk_<key>` calls on the link domains, the call shown as `call`.
 *
 * Account: the public key `pk_…` of the path, the key the snippet passes to `growsumo._initialize`
 * (public snippets, e.g. gist jkindness/8d11d95eababf5d3d6373acc44c4b71d); the script URL carries none.
 *
 * Facts and sources: PartnerStack's docs (docs.partnerstack.com, "PartnerStackJS" and "Advanced Usage")
 * describe the snippet and the partner key it keeps (`ps_partner_key` or `gspk` in the landing URL, the
 * `growSumoPartnerKey` cookie). Its help article "Customize link domain" (support.partnerstack.com) says
 * partner links live on `<company>.grsm.io` or `<company>.partnerlinks.io`, and a custom link domain is
 * a CNAME to one of them. DuckDuckGo's tracker-radar (domains/US/grsm.io.json, owner GrowSumo Inc.;
 * domains/US/partnerlinks.io.json) lists `/pr/grc/pk_<key>` XHRs on many sites and `/pr/js` scripts with
 * the same response hash as `js.partnerstack.com/v1/`, also served from companies' CNAMEd hosts.
 *
 * Inferred, not documented: what `grc` returns and what `get_pscd` asks for. In a real capture the script
 * sends the lookup to each link domain of the company (grsm.io, partnerlinks.io and its custom domain),
 * which reads as asking each one for the referral it recorded when a partner link was clicked; hence
 * the event name. A custom link domain is recognised only on the `/pr/grc/pk_<key>` path, specific enough
 * to claim on any host; its `/pr/js` is too common a path to claim everywhere and stays unrecognised.
 * Partner links themselves (`<company>.partnerlinks.io/<code>`) are page navigations, not hits.
 */
import { hostMatches } from '../../url/parse-url.js';
import type { Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

/**
 * PartnerStack's script hosts and the paths of the script on each. A map: every request of a capture
 * reaches this vendor (it has no matchHosts), and a map finds a host read from a payload faster than a
 * property look-up does.
 */
const SCRIPTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['js.partnerstack.com', ['/v1/', '/v1']],
  ['snippet.growsumo.com', ['/growsumo.min.js']],
]);
const LINK_DOMAINS = ['grsm.io', 'partnerlinks.io'];
const LINK_PREFIX = '/pr/';
const LINK_SCRIPT_PATH = '/pr/js';
/** `/pr/<call>/pk_<public key>`: the call and the key. */
const KEYED_CALL = /^\/pr\/([a-z]+)\/(pk_[A-Za-z0-9]{16,64})\/?$/;
/** The call a custom link domain is recognised by. */
const REFERRAL_CALL = 'grc';

type Call = { kind: 'script' } | { kind: 'lookup'; call: string; key: string };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  const scriptPaths = SCRIPTS.get(host);
  if (scriptPaths !== undefined) return scriptPaths.includes(path) ? { kind: 'script' } : null;
  // Every other request of a capture reaches this vendor (custom link domains): leave early.
  if (!path.startsWith(LINK_PREFIX)) return null;
  const onLinkDomain = LINK_DOMAINS.some((domain) => hostMatches(host, domain));
  if (onLinkDomain && path === LINK_SCRIPT_PATH) return { kind: 'script' };
  const [, call = '', key = ''] = KEYED_CALL.exec(path) ?? [];
  if (key.length === 0 || (!onLinkDomain && call !== REFERRAL_CALL)) return null;
  return { kind: 'lookup', call, key };
}

function decodePartnerStack(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === null || call.kind === 'script') {
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  }
  const params: Param[] = [
    { name: 'public_key', value: call.key },
    { name: 'call', value: call.call },
    ...request.query,
  ];
  return [{ eventName: 'referral_lookup', accountID: call.key, params }];
}

export const partnerstack = defineVendor({
  code: 'PARTNERSTACK',
  name: 'PartnerStack (Growsumo)',
  kind: 'advertising',
  badge: { short: 'PS', color: 'oklch(45.7% 0.24 277.023)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['js.partnerstack.com', 'grsm.io/pr/', 'partnerlinks.io/pr/'],
  // No matchHosts: a company's custom link domain can be any host.
  match: (request) => callOf(request) !== null,
  decode: decodePartnerStack,
  params: {
    public_key: { label: 'Public key (from the path)', group: 'most_used' },
    call: { label: 'Call (from the path)', group: 'most_used' },
    get_pscd: { label: 'get_pscd flag (meaning not documented)', group: 'other' },
  },
  volatile: [],
});
