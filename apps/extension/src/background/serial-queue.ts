/**
 * Runs asynchronous tasks one at a time, in the order they were queued. The service worker sends
 * every storage read-modify-write through one queue, so that two webRequest events arriving together
 * cannot both append to the same chunk and lose one of the captures. A failing task does not stop
 * the queue; its promise rejects for its caller only.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
