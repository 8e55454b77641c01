import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Every hash `verify` was asked to check, in order. */
const verified = vi.hoisted(() => ({ hashes: [] as string[] }));

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return {
    ...actual,
    verify: (hashed: string, password: string | Uint8Array, ...rest: unknown[]) => {
      verified.hashes.push(hashed);
      return (actual.verify as (...args: unknown[]) => Promise<boolean>)(hashed, password, ...rest);
    },
  };
});

/** The cost part of a PHC string: `$argon2id$v=19$m=19456,t=2,p=1`. */
const costOf = (hash: string | undefined) => hash?.split('$').slice(0, 4).join('$');

describe('sign-in timing for unknown and known e-mails', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
    const created = await test.app.inject({
      method: 'POST',
      url: '/v1/account',
      payload: { userId: 'known', email: 'known@example.com', password: 'quiet-lantern-8' },
    });
    expect(created.statusCode).toBe(201);
    await test.app.db
      .insertInto('users')
      .values({
        id: 'oauth-only',
        email: 'oauth@example.com',
        name: '',
        password_hash: null,
        email_verified: 1,
        prefs: '{}',
        created_at: '2026-05-01T10:00:00.000Z',
        updated_at: '2026-05-01T10:00:00.000Z',
        password_updated_at: null,
        accessed_at: '2026-05-01T10:00:00.000Z',
      })
      .execute();
  });
  afterAll(() => test.close());
  beforeEach(() => {
    verified.hashes.length = 0;
  });

  const signIn = (email: string) =>
    test.app.inject({
      method: 'POST',
      url: '/v1/account/sessions/email',
      payload: { email, password: 'wrong-password' },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('verifies one argon2id hash of the same cost on every path, and answers the same', async () => {
    const { password_hash: knownHash } = await test.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 'known')
      .executeTakeFirstOrThrow();

    const known = await signIn('known@example.com');
    expect(verified.hashes).toEqual([knownHash]);

    verified.hashes.length = 0;
    const unknown = await signIn('unknown@example.com');
    expect(verified.hashes).toHaveLength(1);
    expect(verified.hashes[0]).not.toBe(knownHash);
    expect(costOf(verified.hashes[0])).toBe(costOf(knownHash!));
    expect(costOf(knownHash!)).toBe('$argon2id$v=19$m=19456,t=2,p=1');

    verified.hashes.length = 0;
    const withoutPassword = await signIn('oauth@example.com');
    expect(verified.hashes).toHaveLength(1);
    expect(costOf(verified.hashes[0])).toBe(costOf(knownHash!));

    for (const response of [known, unknown, withoutPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(known.body);
    }
  });
});
