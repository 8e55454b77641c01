import { describe, expect, it } from 'vitest';
import { errorTypeOf, isNotAuthorized } from './api-error';

describe('errorTypeOf', () => {
  it('takes the catalogue type of the answer when it has one', () => {
    expect(errorTypeOf(403, { message: 'No', code: 403, type: 'automation_results_forbidden' })).toBe(
      'automation_results_forbidden',
    );
  });

  it('falls back on the type the HTTP status stands for', () => {
    expect(errorTypeOf(401, null)).toBe('general_unauthorized_scope');
    expect(errorTypeOf(404, { type: 'not_in_the_catalogue' })).toBe('general_route_not_found');
    expect(errorTypeOf(502, 'Bad gateway')).toBe('general_server_error');
  });
});

describe('isNotAuthorized', () => {
  it('is true for every answer meaning the viewer may not see it, signed out included', () => {
    for (const type of [
      'automation_results_unauthorized',
      'automation_results_forbidden',
      'general_unauthorized_scope',
      'general_access_forbidden',
      'user_unauthorized',
    ] as const)
      expect(isNotAuthorized(type)).toBe(true);
    expect(isNotAuthorized('general_server_error')).toBe(false);
  });
});
