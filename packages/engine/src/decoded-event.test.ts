import { describe, expect, it } from 'vitest';
import { normalizeRequest } from './capture/normalize.js';
import { importCapture } from './capture/import-file.js';
import { decode, decodeCaptured } from './decode.js';

const GA4 = 'https://www.google-analytics.com/g/collect?v=2&tid=G-SHARED1&cid=1.2&en=page_view';

function first(url: string) {
  const [event] = decode({ url, method: 'POST' });
  if (event === undefined) throw new Error(`nothing decoded from ${url}`);
  return event;
}

/** The first event of a request read as part of a capture (decodeCaptured keeps its memories). */
function inCapture(url: string) {
  const captured = normalizeRequest({ url, method: 'POST' }, 0);
  if ('reason' in captured) throw new Error(captured.reason);
  const [event] = decodeCaptured(captured);
  if (event === undefined) throw new Error(`nothing decoded from ${url}`);
  return event;
}

describe('decoded parameters', () => {
  it('are one object per name and value met again in a capture, and new when the value changes', () => {
    const a = inCapture(`${GA4}&dt=Home&_p=1`);
    const b = inCapture(`${GA4}&dt=Home&_p=2`);
    const byName = (event: typeof a, name: string) => event.parameters.find((p) => p.name === name);
    expect(byName(b, 'dt')).toBe(byName(a, 'dt'));
    expect(byName(b, 'dt')).toEqual({ name: 'dt', label: 'Page title', group: 'most_used', value: 'Home' });
    expect(byName(b, '_p')).not.toBe(byName(a, '_p'));
    expect(byName(b, '_p')?.value).toBe('2');
  });

  it('are not shared from one call of decode() to the next: nothing of a payload outlives its call', () => {
    const a = first(`${GA4}&dt=Home&_p=1`);
    const b = first(`${GA4}&dt=Home&_p=2`);
    const byName = (event: typeof a, name: string) => event.parameters.find((p) => p.name === name);
    expect(byName(b, 'dt')).not.toBe(byName(a, 'dt'));
    expect(byName(b, 'dt')).toEqual(byName(a, 'dt'));
  });

  it('are not shared past a HAR import either: the import forgets what it read when it returns', () => {
    const byName = (event: ReturnType<typeof inCapture>, name: string) =>
      event.parameters.find((p) => p.name === name);
    const before = inCapture(`${GA4}&dt=Home&_p=1`);
    const entry = { request: { method: 'GET', url: `${GA4}&dt=Home&_p=2`, headers: [] }, response: {} };
    const imported = importCapture(JSON.stringify({ log: { version: '1.2', entries: [entry] } }));
    expect(imported.requests).toHaveLength(1);
    const after = inCapture(`${GA4}&dt=Home&_p=3`);
    expect(byName(after, 'dt')).not.toBe(byName(before, 'dt'));
    expect(byName(after, 'dt')).toEqual(byName(before, 'dt'));
  });

  it('say a redacted value was redacted every time it is sent, not only the first', () => {
    const url = `${GA4}&ep.email=${encodeURIComponent('[redacted:email]')}`;
    for (let round = 0; round < 3; round++) {
      expect(first(url).findings.map((finding) => finding.code)).toContain('VALUE_REDACTED');
    }
  });

  it('carry the decoded consent fields every time a consent string is sent again', () => {
    for (let round = 0; round < 2; round++) {
      const names = first(`${GA4}&gcs=G101`).parameters.map((p) => p.name);
      expect(names).toContain('gcs');
      expect(names.filter((name) => name.startsWith('gcs.'))).not.toEqual([]);
    }
  });
});

describe('template macros never filled in', () => {
  const codesOf = (url: string) => decode({ url, method: 'GET' }).flatMap((event) => event.findings);

  it('are a warning on the parameter holding one, and no consent string to read', () => {
    // A real Floodlight tag (marchofdimes.org, 2021) whose ad server left its GDPR macros unfilled.
    const floodlight =
      'https://ad.doubleclick.net/ddm/activity/src=10620626;type=invmedia;cat=8653_0;dc_lat=;dc_rdid=;tag_for_child_directed_treatment=;tfua=;npa=;gdpr=$%7BGDPR%7D;gdpr_consent=$%7BGDPR_CONSENT_755%7D;ord=1';
    const findings = codesOf(floodlight);
    expect(
      findings.filter((finding) => finding.code === 'VALUE_PLACEHOLDER').map((f) => f.fieldPath),
    ).toEqual(['gdpr', 'gdpr_consent']);
    expect(findings.find((finding) => finding.fieldPath === 'gdpr')?.message).toBe(
      "gdpr holds ${GDPR}, a macro the tag or ad server that built this request never filled in: the vendor receives the macro's name, not the value it stands for. Check the macro in the tag's template and the tool that should fill it.",
    );
    expect(findings.map((finding) => finding.code)).not.toContain('CONSENT_STRING_UNREADABLE');
  });

  it('are found in a value decoded twice (Criteo’s e-mail and zip code left as Floodlight placeholders)', () => {
    const criteo =
      'https://sslwidget.criteo.com/event?a=81237&v=5.8.0&p0=e%3Dce%26m%3D%255B%252523%252523Email%252520Address%252523%252523%255D&p1=e%3Dexd%26site_type%3Dm%26z%3D%2523%2523Zip%2520Code%2523%2523&p2=e%3Dvpg&p3=e%3Ddis&tld=8832015.fls.doubleclick.net';
    const macros = codesOf(criteo).filter((finding) => finding.code === 'VALUE_PLACEHOLDER');
    // Once per macro, on the field that holds it (not also on the sub-query `p1` it was read from).
    expect(macros.map((finding) => [finding.fieldPath, finding.message.split(',')[0]])).toEqual([
      ['p0.m', 'p0.m holds ##Email Address##'],
      ['p1.z', 'p1.z holds ##Zip Code##'],
    ]);
  });

  it('are left alone where the vendor’s server fills them (Audience Manager’s redir, ${DD_UUID})', () => {
    // A real ID sync (nsvrc.org, 2020, The Markup's Blacklight capture): Adobe documents the macro.
    const sync =
      'https://dpm.demdex.net/ibs:dpid=420&dpuuid=5e50082914e30276&redir=https%3A%2F%2Fsu.addthis.com%2Fred%2Fusync%3Fpid%3D16%26puid%3D%24%7BDD_UUID%7D%26ssrc%3D3';
    expect(codesOf(sync).map((finding) => finding.code)).not.toContain('VALUE_PLACEHOLDER');
    // The same macro in another of its parameters is still one.
    const inTrait = `${sync}&c_segment=%24%7BDD_UUID%7D`;
    expect(codesOf(inTrait).map((finding) => finding.fieldPath)).toEqual(['c_segment']);
  });

  it("are a whole value {NAME} in capitals, a template's placeholder (Groovinads on coppel.com.ar, 2025)", () => {
    const placeholders = (url: string) =>
      codesOf(url)
        .filter((finding) => finding.code === 'VALUE_PLACEHOLDER')
        .map((finding) => finding.fieldPath);
    expect(placeholders(`${GA4}&ep.sku=%7BSKU%7D&ep.user=%7BUSER_ID2%7D`)).toEqual(['ep.sku', 'ep.user']);
    // Lower case, a tag manager's {{…}}, braces inside a text or JSON are not one.
    expect(
      placeholders(`${GA4}&ep.a=%7Bsku%7D&ep.b=%7B%7BPage%20URL%7D%7D&ep.c=size%20%7BXL%7D&ep.d=%7B%7D`),
    ).toEqual([]);
  });

  it('are left alone in a page address, and %%, ## or ${ without a macro name is no macro', () => {
    const ga4 = `${GA4}&dl=${encodeURIComponent('https://shop.example.com/?q=%%PROMO%%')}&ep.note=${encodeURIComponent('100%% ## ${ }')}`;
    expect(codesOf(ga4).map((finding) => finding.code)).not.toContain('VALUE_PLACEHOLDER');
  });
});
