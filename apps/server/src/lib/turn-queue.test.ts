import { describe, expect, it } from 'vitest';
import { TurnQueue } from './turn-queue.js';

describe('TurnQueue', () => {
  it('runs jobs in arrival order and answers what each returns', async () => {
    const turns = new TurnQueue();
    const order: number[] = [];
    const results = await Promise.all(
      [1, 2, 3].map((value) =>
        turns.run(() => {
          order.push(value);
          return value * 10;
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3]);
    expect(results).toEqual([10, 20, 30]);
    expect(turns.waiting).toBe(0);
  });

  it('lets the event loop turn between two jobs (I/O and accepts are not held back)', async () => {
    const turns = new TurnQueue();
    const events: string[] = [];
    const first = turns.run(() => {
      events.push('job 1');
      // Scheduled now, it runs on the next turn: before job 2 only if jobs take one turn each.
      setImmediate(() => events.push('next turn'));
    });
    const second = turns.run(() => events.push('job 2'));
    await Promise.all([first, second]);
    expect(events).toEqual(['job 1', 'next turn', 'job 2']);
  });

  it('rejects with what a job throws and goes on with the next job', async () => {
    const turns = new TurnQueue();
    const failing = turns.run(() => {
      throw new Error('broken payload');
    });
    const next = turns.run(() => 'still served');
    await expect(failing).rejects.toThrow('broken payload');
    await expect(next).resolves.toBe('still served');
  });
});
