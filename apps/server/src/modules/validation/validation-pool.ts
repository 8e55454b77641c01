import { Worker } from 'node:worker_threads';
import type { ValidationRequestMessage, ValidationResultMessage } from './pool-messages.js';
import type { ValidationOutcome } from './validation-job.js';
import { validationWorkerScript, type WorkerScript } from './worker-script.js';

/** Why the pool could not answer: full queue, a crashed or stuck worker, or a closed pool. */
export class ValidationPoolError extends Error {
  constructor(
    readonly reason: 'busy' | 'crashed' | 'timeout' | 'closed',
    options?: { cause?: unknown },
  ) {
    super(`validation pool: ${reason}`, options);
    this.name = 'ValidationPoolError';
  }
}

export interface ValidationPoolOptions {
  /** Worker threads, started on demand (at least 1). */
  threads: number;
  /** Validations that may wait for a thread; one more is refused with `busy`. */
  maxQueue: number;
  /** Request bytes that may wait for a thread (default 512 MB); more is refused with `busy`. */
  maxQueuedBytes?: number;
  /** Old-generation heap of each worker (default 2048 MB): a runaway validation kills its worker only. */
  maxOldGenerationSizeMb?: number;
  /** A validation running longer is stopped with its worker (default 120 s). */
  timeoutMs?: number;
  /** The worker script (default: validation-worker beside this module). */
  script?: WorkerScript;
}

/** What the pool has done, for tests and logs. */
export interface ValidationPoolStats {
  threads: number;
  busy: number;
  queued: number;
  completed: number;
  /** Workers that died (crash, out of memory, timeout) and were replaced. */
  replaced: number;
  /** The thread ids of the workers that completed validations. */
  threadIds: number[];
}

interface Task {
  id: number;
  body: Uint8Array;
  resolve(outcome: ValidationOutcome): void;
  reject(error: ValidationPoolError): void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  failure: 'crashed' | 'timeout';
  /** What killed the worker (ERR_WORKER_OUT_OF_MEMORY, an uncaught exception), for the logs. */
  error?: unknown;
}

/**
 * A pool of `worker_threads` that run validations (validation-job.ts) off the main thread, so the
 * event loop keeps answering while a 50,000-request validation runs. Bounded: at most `threads`
 * validations run, `maxQueue` (and `maxQueuedBytes`) wait, others are refused at once. A worker that
 * crashes, runs out of memory or times out fails its validation and is replaced on the next one.
 *
 * @example
 * const pool = new ValidationPool({ threads: 2, maxQueue: 64 });
 * const outcome = await pool.run(Buffer.from('{"requests":[]}'));
 * await pool.close();
 */
export class ValidationPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private readonly script: WorkerScript;
  private queuedBytes = 0;
  private nextId = 1;
  private closed = false;
  private readonly counters = { completed: 0, replaced: 0, threadIds: new Set<number>() };

  constructor(private readonly options: ValidationPoolOptions) {
    this.script = options.script ?? validationWorkerScript();
  }

  /** Validates one request body on a worker thread. Rejects with {@link ValidationPoolError}. */
  run(body: Uint8Array): Promise<ValidationOutcome> {
    if (this.closed) return Promise.reject(new ValidationPoolError('closed'));
    const idle = this.idleSlot();
    const waiting = !idle && this.slots.length >= Math.max(1, this.options.threads);
    if (
      waiting &&
      (this.queue.length >= this.options.maxQueue ||
        this.queuedBytes + body.byteLength > (this.options.maxQueuedBytes ?? 512 * 1024 * 1024))
    )
      return Promise.reject(new ValidationPoolError('busy'));
    return new Promise<ValidationOutcome>((resolve, reject) => {
      const task: Task = { id: this.nextId++, body, resolve, reject };
      if (!waiting) return this.start(idle ?? this.spawn(), task);
      this.queue.push(task);
      this.queuedBytes += body.byteLength;
    });
  }

  stats(): ValidationPoolStats {
    return {
      threads: this.slots.length,
      busy: this.slots.filter((slot) => slot.task).length,
      queued: this.queue.length,
      completed: this.counters.completed,
      replaced: this.counters.replaced,
      threadIds: [...this.counters.threadIds],
    };
  }

  /** Refuses what waits, stops the workers (a running validation fails with `closed`). */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new ValidationPoolError('closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private idleSlot(): Slot | undefined {
    return this.slots.find((slot) => !slot.task);
  }

  private spawn(): Slot {
    const worker = new Worker(this.script.filename, {
      ...this.script.options,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb ?? 2048 },
    });
    // The HTTP server keeps the process alive; an idle worker must not.
    worker.unref();
    const slot: Slot = { worker, task: null, timer: null, failure: 'crashed' };
    this.slots.push(slot);
    worker.on('message', (message: ValidationResultMessage) => {
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      this.finish(slot);
      this.counters.completed++;
      this.counters.threadIds.add(worker.threadId);
      task.resolve(message.outcome);
      this.next(slot);
    });
    // 'error' (an uncaught exception, out of memory) is followed by 'exit', which handles both.
    worker.on('error', (error) => (slot.error = error));
    worker.on('exit', () => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      const task = slot.task;
      this.finish(slot);
      if (this.closed) return task?.reject(new ValidationPoolError('closed'));
      this.counters.replaced++;
      task?.reject(new ValidationPoolError(slot.failure, { cause: slot.error }));
      const waiting = this.queue.shift();
      if (waiting) this.start(this.spawn(), this.dequeued(waiting));
    });
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    slot.timer = setTimeout(() => {
      slot.failure = 'timeout';
      void slot.worker.terminate();
    }, this.options.timeoutMs ?? 120_000);
    const { body } = task;
    const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    const message: ValidationRequestMessage = { id: task.id, body };
    slot.worker.postMessage(message, owned ? [body.buffer as ArrayBuffer] : []);
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
  }

  private next(slot: Slot): void {
    const task = this.queue.shift();
    if (task) this.start(slot, this.dequeued(task));
  }

  private dequeued(task: Task): Task {
    this.queuedBytes -= task.body.byteLength;
    return task;
  }
}
