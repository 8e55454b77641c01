import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { resolveId, UNIQUE_ID } from '../../lib/ids.js';
import { CreateAccountBody, UpdatePrefsBody } from './account.schemas.js';
import type { CurrentUser } from './current-user.js';
import { assertAcceptablePassword, preparePasswordPolicy } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { findUserById, insertUser, parsePrefs, SERVER_OWNED_PREFS, toAccountModel } from './users.js';

/** The signed-in user, or 401 `general_unauthorized_scope` for a visitor. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError('general_unauthorized_scope');
  return request.user;
}

export interface AccountRoutesOptions {
  clock: Clock;
}

/**
 * `POST /v1/account` (sign-up: 201 Account, no session; a common password, or one repeating the
 * e-mail, name or id, is refused with 400, see {@link assertAcceptablePassword}), `GET /v1/account` (the signed-in
 * account) and `PATCH /v1/account/prefs`.
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const { clock } = options;
  await preparePasswordPolicy();

  app.post('/v1/account', async (request, reply) => {
    await app.rateLimiter.enforce(reply, [['signUpPerIp', request.ip]]);
    const body = CreateAccountBody.parse(request.body);
    const id = resolveId(body.userId, clock.now());
    if (id === null) {
      throw new AppError('general_argument_invalid', {
        reason:
          'userId must be unique() or up to 36 letters, digits, ".", "-" and "_", not starting with a special character',
      });
    }
    await assertAcceptablePassword(body.password, {
      email: body.email,
      name: body.name ?? '',
      ...(body.userId === UNIQUE_ID ? {} : { userId: id }),
    });
    const passwordHash = await hashPassword(body.password);
    try {
      const user = await insertUser(app.db, {
        id,
        email: body.email,
        name: body.name ?? '',
        passwordHash,
        emailVerified: false,
        now: isoAt(clock.now()),
      });
      return reply.code(201).send(toAccountModel(user));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('user_already_exists', {}, { cause: error });
      throw error;
    }
  });

  app.get('/v1/account', async (request) => {
    const { id } = requireUser(request);
    const user = await findUserById(app.db, id);
    if (!user) throw new AppError('general_unauthorized_scope');
    return toAccountModel(user);
  });

  app.patch('/v1/account/prefs', async (request) => {
    const { id } = requireUser(request);
    const { prefs } = UpdatePrefsBody.parse(request.body);
    const user = await app.db.transaction().execute(async (trx) => {
      const current = await findUserById(trx, id);
      if (!current) throw new AppError('general_unauthorized_scope');
      const stored = parsePrefs(current.prefs);
      const next: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(prefs)) if (!SERVER_OWNED_PREFS.has(key)) next[key] = value;
      for (const key of SERVER_OWNED_PREFS) if (key in stored) next[key] = stored[key];
      const updatedAt = isoAt(clock.now());
      await trx
        .updateTable('users')
        .set({ prefs: JSON.stringify(next), updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
      return { ...current, prefs: JSON.stringify(next), updated_at: updatedAt };
    });
    return toAccountModel(user);
  });
}
