import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { turnTakingPlugin } from './turn-taking.js';

describe('turn-taking plugin', () => {
  it('starts the handlers of requests that arrive together on separate event-loop turns', async () => {
    const app = Fastify();
    await app.register(turnTakingPlugin);
    const events: string[] = [];
    app.get('/work/:id', async (request) => {
      const { id } = request.params as { id: string };
      events.push(`handler ${id}`);
      setImmediate(() => events.push(`turn after ${id}`));
      return { id };
    });
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/work/1' }),
      app.inject({ method: 'GET', url: '/work/2' }),
    ]);
    expect(first.json()).toEqual({ id: '1' });
    expect(second.json()).toEqual({ id: '2' });
    // Each handler had a turn of its own: the turn after the first came before the second handler.
    expect(events.slice(0, 3)).toEqual(['handler 1', 'turn after 1', 'handler 2']);
    await app.close();
  });

  it('leaves errors to the error handler', async () => {
    const app = Fastify();
    await app.register(turnTakingPlugin);
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
