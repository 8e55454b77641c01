/**
 * A background pass run now and then every interval, never overlapping the previous one: the journey
 * scheduler's and the webhook outbox's loops. A pass that throws is reported and the loop goes on.
 */
export class PeriodicPass {
  readonly #run: () => Promise<unknown>;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;

  constructor(run: () => Promise<unknown>, onError: (error: unknown) => void) {
    this.#run = run;
    this.#onError = onError;
  }

  /** Passes now and every `intervalMs` until {@link stop}; does nothing when already started. */
  start(intervalMs: number): void {
    if (this.#timer) return;
    const pass = () => {
      if (this.#running) return;
      this.#running = this.#run()
        .catch(this.#onError)
        .finally(() => {
          this.#running = null;
        });
    };
    this.#timer = setInterval(pass, intervalMs);
    this.#timer.unref();
    pass();
  }

  /** Stops passing and waits for a pass under way. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
