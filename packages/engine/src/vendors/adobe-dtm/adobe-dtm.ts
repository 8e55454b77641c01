/**
 * Adobe Dynamic Tag Management (DTM) library loads. DTM is retired: Adobe sunset it in 2020 in favour
 * of Adobe Launch (Adobe Experience Platform Tags); a page still loading it runs an unmaintained
 * library.
 *
 * Recognised: the DTM container file `assets.adobedtm.com/<company hash>/satelliteLib-<property
 * hash>.js`, with `-staging` before `.js` for the staging library (none for production): every match
 * is `library_load`. Account: the property hash of the file name.
 *
 * Relied on, not a published contract: the embed code's form, read off public embed codes (one
 * company folder holds the libraries of several properties, each its own `satelliteLib-` hash). The
 * file name alone cannot tell a DTM build from a Launch build linked to the DTM embed code (Adobe let
 * Launch publish over the DTM file name while migrating): either way the page uses the old embed code.
 * Rule scripts (`<company hash>/scripts/satellite-<id>.js`), other files of the company folder
 * (`dil-contents-….js`) and Launch's `launch-….js` (ADOBELAUNCH) are not matched, nor a DTM library
 * the site hosts itself (its file names are not documented).
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const DTM_HOST = 'assets.adobedtm.com';
const FILE_PREFIX = 'satelliteLib-';
/** `satelliteLib-<hex>[-staging].js`. */
const LIBRARY_FILE = /^satelliteLib-([0-9a-fA-F]+)(-staging)?\.js$/;

interface DtmLibrary {
  company: string | null;
  property: string;
  staging: boolean;
  file: string;
}

function libraryOf(request: RequestView): DtmLibrary | null {
  const { host, path } = request.url;
  if (host !== DTM_HOST || !path.includes(FILE_PREFIX)) return null;
  const segments = path.split('/').filter((segment) => segment.length > 0);
  const file = segments.pop() ?? '';
  const found = LIBRARY_FILE.exec(file);
  if (found === null) return null;
  return { company: segments.pop() ?? null, property: found[1] ?? '', staging: found[2] !== undefined, file };
}

function decodeDtm(request: RequestView): VendorEvent[] {
  const library = libraryOf(request);
  if (library === null) return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const params = [
    { name: 'environment', value: library.staging ? 'staging' : 'production' },
    ...(library.company === null ? [] : [{ name: 'company_id', value: library.company }]),
    { name: 'property_id', value: library.property },
    { name: 'library_file', value: library.file },
    ...request.query,
  ];
  return [{ eventName: 'library_load', accountID: library.property || null, params }];
}

export const adobeDtm = defineVendor({
  code: 'ADOBEDTM',
  name: 'Adobe Dynamic Tag Management (DTM, retired)',
  kind: 'tag_manager',
  badge: { short: 'DTM', color: 'oklch(44.4% 0.177 26.899)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: [DTM_HOST],
  match: (request) => !request.isNavigation && libraryOf(request) !== null,
  decode: decodeDtm,
  params: {
    environment: { label: 'Environment', group: 'most_used' },
    company_id: { label: 'Company hash', group: 'most_used' },
    property_id: { label: 'Property hash', group: 'most_used' },
    library_file: { label: 'Library file', group: 'other' },
  },
  volatile: [],
});
