import { Worker } from 'node:worker_threads';

/** What one `POST /api/validate` sent from {@link validateInThread} got. */
export interface ValidationCall {
  status: number;
  ms: number;
  /** Bytes of the answer, decompressed. */
  bytes: number;
}

const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const started = performance.now();
fetch(workerData.url + '/api/validate', {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
  body: workerData.body,
})
  .then(async (response) => {
    const bytes = (await response.arrayBuffer()).byteLength;
    parentPort.postMessage({ status: response.status, ms: performance.now() - started, bytes });
  })
  .catch((error) => parentPort.postMessage({ status: 0, ms: performance.now() - started, bytes: 0, error: String(error) }));
`;

/**
 * Posts one validation from a worker thread of its own, so that sending the body and reading a
 * large answer never delay this thread's probes (their latencies are the server's, not ours).
 */
export function validateInThread(url: string, body: string): Promise<ValidationCall> {
  const worker = new Worker(CLIENT, { eval: true, workerData: { url, body } });
  return new Promise<ValidationCall>((resolve, reject) => {
    worker.once('message', (call: ValidationCall) => {
      resolve(call);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
