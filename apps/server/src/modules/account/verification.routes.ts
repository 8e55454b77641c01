import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimitCheck } from '../../plugins/rate-limit.js';
import type { Mailer } from '../email/mailer.js';
import { requireUser } from './account.routes.js';
import { CreateVerificationBody, UpdateVerificationBody } from './account.schemas.js';
import { findUserById } from './users.js';
import {
  confirmVerification,
  issueVerificationToken,
  revokeToken,
  verificationLink,
} from './verification.js';
import { verificationEmail } from './verification-email.js';

/** The limits a verification e-mail counts against, per user. */
export const verificationEmailLimits = (userId: string): RateLimitCheck[] => [
  ['verificationEmailPerMinute', userId],
  ['verificationEmailPerHour', userId],
];

/** The specification's path, and the one `appwrite` 24 calls. */
export const VERIFICATION_PATHS = ['/v1/account/verification', '/v1/account/verifications/email'] as const;

export interface VerificationRoutesOptions {
  clock: Clock;
  mailer: Mailer;
}

/**
 * `POST` sends the signed-in user a verification link (201 Token); `PUT` confirms it with
 * `{userId, secret}`, no session needed (200 Token).
 */
export async function verificationRoutes(
  app: FastifyInstance,
  options: VerificationRoutesOptions,
): Promise<void> {
  const { clock, mailer } = options;

  for (const path of VERIFICATION_PATHS) {
    app.post(path, async (request, reply) => {
      const current = requireUser(request);
      const { url } = CreateVerificationBody.parse(request.body);
      if (!isHttpUrl(url) || !app.isAllowedOrigin(url)) {
        throw new AppError('general_argument_invalid', {
          reason: `url must be a page of this app (${app.allowedOrigins().join(', ')})`,
        });
      }
      const user = await findUserById(app.db, current.id);
      if (!user) throw new AppError('general_unauthorized_scope');
      if (user.email_verified === 1) throw new AppError('user_email_already_verified');
      await app.rateLimiter.enforce(reply, verificationEmailLimits(user.id));

      const token = await issueVerificationToken(app.db, clock, user.id);
      const link = verificationLink(url, user.id, token.secret, token.model.expire);
      try {
        const sent = await mailer.send({ to: user.email, ...verificationEmail(link, user.name) });
        if (sent.transport === 'outbox') {
          request.log.info(
            { file: sent.file, to: user.email, link },
            'verification e-mail written to the outbox',
          );
        }
      } catch (error) {
        await revokeToken(app.db, token.model.$id);
        request.log.error({ err: error }, 'the verification e-mail could not be sent');
        throw new AppError(
          'general_service_unavailable',
          { reason: 'the verification e-mail could not be sent' },
          { cause: error },
        );
      }
      return reply.code(201).send(token.model);
    });

    app.put(path, async (request) => {
      const { userId, secret } = UpdateVerificationBody.parse(request.body);
      const token = await confirmVerification(app.db, clock, userId, secret);
      if (!token) throw new AppError('user_invalid_token');
      return token;
    });
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}
