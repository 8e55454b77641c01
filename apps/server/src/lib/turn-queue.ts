/**
 * Runs jobs (request handlers: a validation, synchronous SQLite writes) one per event-loop turn,
 * first in first out.
 *
 * Node reads every socket that is ready in one turn and runs each request's handler there, but
 * accepts new connections only once per turn. Under load, with tens of connections each bringing a
 * validation of milliseconds, one turn lasted hundreds of milliseconds and new connections waited in
 * the kernel's accept queue for seconds (clients timed out at 10 s with 200 connections). Queued
 * here, a turn holds one job, so connections are accepted and requests served in arrival order;
 * the total work, and so the throughput, is unchanged.
 *
 * @example
 * const turns = new TurnQueue();
 * const response = await turns.run(() => validate(payload));
 */
export class TurnQueue {
  readonly #jobs: Array<() => void> = [];
  #scheduled = false;

  /** Resolves with what `work` returns (or rejects with what it throws) once its turn has come. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#jobs.push(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(this.#runNext);
      }
    });
  }

  /** Jobs waiting for their turn. */
  get waiting(): number {
    return this.#jobs.length;
  }

  readonly #runNext = () => {
    this.#jobs.shift()?.();
    if (this.#jobs.length > 0) setImmediate(this.#runNext);
    else this.#scheduled = false;
  };
}
