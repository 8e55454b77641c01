import { validate } from '@tagproof/engine';
import { mixedRequests } from './engine/mixed-requests.ts';
const requests = mixedRequests(10000);
for (let i = 0; i < 3; i++) validate({ requests });
const t = performance.now();
for (let i = 0; i < 10; i++) validate({ requests });
console.log('per run', (performance.now() - t) / 10);
