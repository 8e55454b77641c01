/**
 * A background pass run now and then every interval, never overlapping the previous one: the journey
 * scheduler's and the webhook outbox's loops. A pass that throws is reported and the loop goes on.
 * {@link poke} runs one sooner (once more after the one under way).
 */
export class PeriodicPass {
  readonly #run: () => Promise<unknown>;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<unknown> | null = null;
  #again = false;

  constructor(run: () => Promise<unknown>, onError: (error: unknown) => void) {
    this.#run = run;
    this.#onError = onError;
  }

  /** Passes now and every `intervalMs` until {@link stop}; does nothing when already started. */
  start(intervalMs: number): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => this.#pass(), intervalMs);
    this.#timer.unref();
    this.#pass();
  }

  /** Runs a pass now, or right after the one under way; does nothing when stopped. */
  poke(): void {
    if (!this.#timer) return;
    if (this.#running) this.#again = true;
    else this.#pass();
  }

  #pass(): void {
    if (this.#running) return;
    this.#again = false;
    this.#running = this.#run()
      .catch(this.#onError)
      .finally(() => {
        this.#running = null;
        if (this.#again && this.#timer) this.#pass();
      });
  }

  /** Stops passing and waits for a pass under way. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}
