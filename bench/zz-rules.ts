import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { mixedRequests } from './engine/mixed-requests.ts';
const E = '/work/main/packages/engine/dist/';
const { normalizeRequest } = await import(E + 'capture/normalize.js');
const { decodeCaptured } = await import(E + 'decode.js');
const { forgetCall } = await import(E + 'call-memory.js');
const { createSessionContext, runRules } = await import(E + 'rules/index.js');
const requests = mixedRequests(10000);
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 50 });
let tot = 0;
for (let run = 0; run < 30; run++) {
  const decoded: any[] = [];
  for (let i = 0; i < requests.length; i++) { const c = normalizeRequest(requests[i], i); for (const e of decodeCaptured(c, [])) decoded.push(e); }
  if (run === 10) await s.post('Profiler.start');
  const t = performance.now(); const session = createSessionContext(decoded); for (const r of decoded) runRules(r, session); if (run >= 10) tot += performance.now() - t;
  if (run >= 10) await s.post('Profiler.stop').then(({ profile }) => { if (run === 29) writeFileSync('/tmp/cpuprof/rules.cpuprofile', JSON.stringify(profile)); });
  if (run >= 10 && run < 29) await s.post('Profiler.start');
  forgetCall();
}
console.log('rules', tot / 20);
