import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/database.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';

describe.each(STORAGE_ENGINES)('GET /healthz on $name', (engine) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers 200 {status: ok} when the database answers', async (context) => {
    if (!engine.available) context.skip();
    const { config, cleanup } = await engine.setup();
    cleanups.push(cleanup);
    const app = await buildApp(config);
    cleanups.push(() => app.close());

    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone', async (context) => {
    if (!engine.available) context.skip();
    const { config, cleanup } = await engine.setup();
    cleanups.push(cleanup);
    const database: Database = openDatabase(config);
    cleanups.push(() => database.close());
    const app = await buildApp(config, { database });
    cleanups.push(() => app.close());

    await database.close();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
  });
});
