import { mixedRequests } from './engine/mixed-requests.ts';
const E = '/work/main/packages/engine/dist/';
const { normalizeRequest } = await import(E + 'capture/normalize.js');
const { decodeCaptured } = await import(E + 'decode.js');
const { forgetCall } = await import(E + 'call-memory.js');
const requests = mixedRequests(10000);
const MODE = process.env.MODE ?? 'decode';
const { createSessionContext, runRules } = await import(E + 'rules/index.js');
let tot = 0;
for (let run = 0; run < 30; run++) {
  const decoded: any[] = [];
  for (let i = 0; i < requests.length; i++) { const c = normalizeRequest(requests[i], i); for (const e of decodeCaptured(c, [])) decoded.push(e); }
  if (MODE === 'rules') { const s = performance.now(); const session = createSessionContext(decoded); for (const r of decoded) runRules(r, session); if (run >= 10) tot += performance.now() - s; }
  forgetCall();
}
console.log(MODE, tot / 20);
