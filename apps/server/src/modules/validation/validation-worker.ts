/**
 * The validation worker thread's entry (started by {@link ValidationPool}): runs each
 * {@link ValidationRequestMessage} with {@link runValidationJob} and posts its outcome back, the
 * answer's bytes transferred rather than copied.
 */
import { parentPort } from 'node:worker_threads';
import type { ValidationRequestMessage, ValidationResultMessage } from './pool-messages.js';
import { runValidationJob } from './validation-job.js';

const port = parentPort;
if (!port) throw new Error('validation-worker runs as a worker thread');

port.on('message', (message: ValidationRequestMessage) => {
  const outcome = runValidationJob(message.body);
  const result: ValidationResultMessage = { id: message.id, outcome };
  const json = outcome.kind === 'answer' ? outcome.json : null;
  // Only a buffer that owns its whole memory can be transferred (small ones share a pool).
  const transfer =
    json && json.byteOffset === 0 && json.byteLength === json.buffer.byteLength ? [json.buffer] : [];
  port.postMessage(result, transfer as ArrayBuffer[]);
});
