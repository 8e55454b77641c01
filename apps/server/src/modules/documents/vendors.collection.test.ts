import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';

const VENDORS = '/v1/databases/tagproof/collections/vendors/documents';
const ACME = {
  code: 'ACME',
  name: 'Acme collector',
  kind: 'analytics',
  match: { hosts: ['Collect.Acme-Shop.example', '*.cdn-acme.example'], paths: ['/v1/e'] },
  event: 'ev',
  account: 'acc',
  params: { sku: { label: 'Product SKU', group: 'e_commerce' } },
};

describe.each(STORAGE_ENGINES)('vendors collection on $name', (engine) => {
  let test: EngineTestApp;
  let app: FastifyInstance;
  let alice: SignedInUser;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    test = await createEngineTestApp(engine);
    app = test.app;
    alice = await signUpAndSignIn(app, { verified: true });
  });

  afterEach(async () => {
    await test?.close();
  });

  const call = (user: SignedInUser, options: InjectOptions) =>
    app.inject({ ...options, headers: { 'x-appwrite-project': 'tagproof', cookie: user.cookie } });
  const create = (user: SignedInUser, data: Record<string, unknown>) =>
    call(user, { method: 'POST', url: VENDORS, payload: { documentId: 'unique()', data } });

  it('stores a definition, normalised, match and params as JSON text; owner-only', async () => {
    const created = await create(alice, ACME);
    expect(created.statusCode).toBe(201);
    const document = created.json();
    expect(document).toMatchObject({
      $collectionId: 'vendors',
      code: 'ACME',
      kind: 'analytics',
      event: 'ev',
    });
    expect(JSON.parse(document.match)).toEqual({
      hosts: ['collect.acme-shop.example', '*.cdn-acme.example'],
      paths: ['/v1/e'],
    });
    expect(JSON.parse(document.params)).toEqual(ACME.params);

    const bob = await signUpAndSignIn(app, { verified: true });
    const url = `${VENDORS}/${document.$id}`;
    expect((await call(bob, { method: 'GET', url })).statusCode).toBe(404);
    expect((await call(bob, { method: 'GET', url: VENDORS })).json().total).toBe(0);
    expect((await call(alice, { method: 'GET', url: VENDORS })).json().total).toBe(1);
  });

  it('fills the optional fields of a minimal definition', async () => {
    const created = await create(alice, { code: 'MINI', name: 'Mini', match: { hosts: ['m.example'] } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'other', event: null, account: null, params: '{}' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a built-in code', { ...ACME, code: 'FACEBOOK' }],
    ['a malformed host', { ...ACME, match: { hosts: ['https://x.example/'] } }],
    ['no match', { code: 'ACME', name: 'Acme' }],
    ['a dangerous pattern', { ...ACME, match: { hosts: ['x.example'], paths: ['^(a+)+$'] } }],
    ['an unknown field', { ...ACME, colour: 'red' }],
  ])('refuses %s with 400 document_invalid_structure', async (_, data) => {
    const response = await create(alice, data);
    expect([response.statusCode, response.json().type]).toEqual([400, 'document_invalid_structure']);
  });

  it('checks each field of an update, leaving the others as they are', async () => {
    const { $id } = (await create(alice, ACME)).json();
    const url = `${VENDORS}/${$id}`;
    const renamed = await call(alice, { method: 'PATCH', url, payload: { data: { name: 'Acme v2' } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Acme v2', code: 'ACME', event: 'ev' });
    const clash = await call(alice, {
      method: 'PATCH',
      url,
      payload: { data: { code: 'GOOGLEANALYTICS4' } },
    });
    expect([clash.statusCode, clash.json().type]).toEqual([400, 'document_invalid_structure']);
    expect((await call(alice, { method: 'DELETE', url })).statusCode).toBe(204);
  });

  it('stores at most 100 vendors per user: the 101st is a 400 document_limit_exceeded', async () => {
    for (let index = 0; index < 100; index++) {
      const created = await create(alice, { ...ACME, code: `ACME_${index}` });
      expect(created.statusCode, created.body).toBe(201);
    }
    const refused = await create(alice, { ...ACME, code: 'ACME_100' });
    expect([refused.statusCode, refused.json().type]).toEqual([400, 'document_limit_exceeded']);
    expect((await call(alice, { method: 'GET', url: VENDORS })).json().total).toBe(100);
    // The limit is per user, and deleting one makes room again.
    const bob = await signUpAndSignIn(app, { verified: true });
    expect((await create(bob, ACME)).statusCode).toBe(201);
    const [first] = (await call(alice, { method: 'GET', url: VENDORS })).json().documents;
    expect((await call(alice, { method: 'DELETE', url: `${VENDORS}/${first.$id}` })).statusCode).toBe(204);
    expect((await create(alice, { ...ACME, code: 'ACME_100' })).statusCode).toBe(201);
  });

  it('refuses match and params sent as deep JSON text before parsing them', async () => {
    // Parsing megabytes of `[[[…` holds the event loop for seconds: refused by a scan first.
    for (const field of ['match', 'params']) {
      const deep = await create(alice, { ...ACME, [field]: '['.repeat(1_000_000) });
      expect([deep.statusCode, deep.json().type]).toEqual([400, 'document_invalid_structure']);
      expect(deep.json().message).toMatch(new RegExp(`${field}.*nested deeper than 64 levels`));
    }
    const asText = await create(alice, { ...ACME, match: JSON.stringify(ACME.match) });
    expect(asText.statusCode, asText.body).toBe(201);
  });

  it('needs a verified e-mail to write, like tests', async () => {
    const carol = await signUpAndSignIn(app, { verified: false });
    const response = await create(carol, ACME);
    expect([response.statusCode, response.json().type]).toEqual([401, 'user_unauthorized']);
  });
});
