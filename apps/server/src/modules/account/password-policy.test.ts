import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { isCommonPassword, repeatsPersonalData } from './password-policy.js';

describe('the password policy', () => {
  it.each(['password123', 'P@ssw0rd', 'qwertyuiop', 'ILOVEYOU1'])('finds %s common', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it.each(['correct horse', 'quiet-lantern-8', 'Tr0ub4dor&3x'])('finds %s uncommon', async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });

  const owner = { email: 'Alice.Smith@Example.com', name: 'Alice Smith', userId: 'alice-1' };
  it.each([
    ['the e-mail', 'alice.smith@example.com'],
    ['the local part', 'ALICE.SMITH'],
    ['the local part inside', 'my-alice.smith-2024'],
    ['the name', 'alice smith'],
    ['the name inside', 'I am Alice Smith!'],
    ['the user id inside', 'xx-alice-1-xx'],
  ])('refuses a password repeating %s', (_what, password) => {
    expect(repeatsPersonalData(password, owner)).toBe(true);
  });

  it('lets a short name be part of a password, but not the whole of it', () => {
    expect(repeatsPersonalData('Al-is-here-42', { email: 'x@example.com', name: 'Al' })).toBe(false);
    expect(repeatsPersonalData('alalalal', { email: 'x@example.com', name: 'alalalal' })).toBe(true);
    expect(repeatsPersonalData('correct horse', owner)).toBe(false);
  });
});

describe('sign-up with a weak password', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test?.close();
  });

  const signUp = (payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: '/v1/account', payload, remoteAddress: '10.9.9.9' });

  it('refuses a common password with 400 general_argument_invalid and a message saying why', async () => {
    const response = await signUp({ userId: 'unique()', email: 'weak@example.com', password: 'Password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'general_argument_invalid', code: 400 });
    expect(response.json().message).toMatch(/common/);
    expect(await test.app.db.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses the e-mail, its local part or the name with 400 password_personal_data', async () => {
    for (const password of ['weak.user@example.com', 'weak.user-2024', 'Weak User Name']) {
      const response = await signUp({
        userId: 'unique()',
        email: 'weak.user@example.com',
        name: 'Weak User Name',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ type: 'password_personal_data', code: 400 });
    }
  });

  it('accepts an uncommon password', async () => {
    const response = await signUp({
      userId: 'unique()',
      email: 'fine@example.com',
      password: 'quiet-lantern-8',
    });
    expect(response.statusCode).toBe(201);
  });
});
