import fc from 'fast-check';
import { anyValue, body, maybe, nastyString, text, urlSegment, type FuzzRequest } from './fuzz-values.js';

/**
 * fast-check arbitraries of requests to the account, session and verification routes of `/v1`, for
 * the property test that no input is a 500.
 */

const email = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}$/).map((local) => `${local}@example.com`) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: nastyString },
);
const password = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 8, maxLength: 30 }) },
  { weight: 1, arbitrary: nastyString },
);

/** Account, session and verification routes (and the ones an Appwrite SDK may call that may not exist yet). */
export const accountRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  body(
    fc.record(
      {
        userId: maybe(fc.constant('unique()')),
        email: maybe(email),
        password: maybe(password),
        name: maybe(text),
      },
      { requiredKeys: ['userId', 'email', 'password'] },
    ),
  ).map((payload) => ({ method: 'POST' as const, url: '/v1/account', body: payload, signedIn: false })),
  body(fc.record({ email: maybe(email), password: maybe(password) })).map((payload) => ({
    method: 'POST' as const,
    url: '/v1/account/sessions/email',
    body: payload,
    signedIn: false,
  })),
  body(fc.record({ prefs: maybe(fc.dictionary(text, anyValue, { maxKeys: 4 })) })).map((payload) => ({
    method: 'PATCH' as const,
    url: '/v1/account/prefs',
    body: payload,
    signedIn: true,
  })),
  fc
    .tuple(
      fc.constantFrom('/v1/account/verification', '/v1/account/verifications/email'),
      body(
        fc.record(
          { url: maybe(fc.constantFrom('http://localhost/verify', 'https://evil.example/')) },
          { requiredKeys: [] },
        ),
      ),
    )
    .map(([url, payload]) => ({ method: 'POST' as const, url, body: payload, signedIn: true })),
  body(fc.record({ userId: maybe(text), secret: maybe(text) })).map((payload) => ({
    method: 'PUT' as const,
    url: '/v1/account/verification',
    body: payload,
    signedIn: false,
  })),
  fc
    .tuple(
      fc.constantFrom('name', 'email', 'password', 'recovery'),
      body(
        fc.record(
          {
            name: maybe(text),
            email: maybe(email),
            password: maybe(nastyString),
            oldPassword: maybe(nastyString),
            url: maybe(nastyString),
          },
          { requiredKeys: [] },
        ),
      ),
    )
    .map(([route, payload]) => ({
      method: route === 'recovery' ? ('POST' as const) : ('PATCH' as const),
      url: `/v1/account/${route}`,
      body: payload,
      signedIn: route !== 'recovery',
    })),
  fc
    .tuple(fc.constantFrom('GET' as const, 'DELETE' as const), urlSegment)
    .map(([method, id]) => ({ method, url: `/v1/account/sessions/${id}`, signedIn: true })),
);
