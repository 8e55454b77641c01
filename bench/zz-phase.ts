import { mixedRequests } from './engine/mixed-requests.ts';
import { bareParse } from './engine/bare-parse.ts';
const E = '/work/main/packages/engine/dist/';
const { normalizeRequest } = await import(E + 'capture/normalize.js');
const { decodeCaptured } = await import(E + 'decode.js');
const { createSessionContext, runRules } = await import(E + 'rules/index.js');
const { findDuplicateInfo } = await import(E + 'duplicates/find-duplicates.js');
const { checkSession } = await import(E + 'checks/check-session.js');
const { toValidatedNormalized } = await import(E + 'validation/validated-request.js');
const { consentAnalysis } = await import(E + 'rules/consent/index.js');
const { forgetCall } = await import(E + 'call-memory.js');
const requests = mixedRequests(10000);
const t: Record<string, number> = {};
const lap = (k: string, s: number) => { t[k] = (t[k] ?? 0) + performance.now() - s; return performance.now(); };
for (let run = 0; run < 13; run++) {
  if (run === 3) for (const k in t) t[k] = 0;
  let s = performance.now();
  bareParse(requests); s = lap('bare', s);
  const decoded: any[] = [];
  for (let i = 0; i < requests.length; i++) { const c = normalizeRequest(requests[i], i); for (const e of decodeCaptured(c, [])) decoded.push(e); }
  s = lap('normalize+decode', s);
  const session = createSessionContext(decoded); s = lap('session', s);
  const d = findDuplicateInfo(decoded); s = lap('duplicates', s);
  const custom = checkSession(decoded, undefined, undefined); s = lap('checks', s);
  const findings = decoded.map((r) => runRules(r, session)); s = lap('rules', s);
  const labels = {}; const out = decoded.map((r, i) => toValidatedNormalized(r, findings[i], { customValidationResults: custom.results[i], duplicateInfo: d.info[i] }, labels)); s = lap('answer', s);
  consentAnalysis(session); s = lap('consent', s);
  forgetCall(); s = lap('forget', s);
}
for (const k in t) console.log(k.padEnd(18), (t[k] / 10).toFixed(1));
