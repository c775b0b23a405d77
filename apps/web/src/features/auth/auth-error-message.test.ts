import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/messages';
import { authErrorMessage } from './auth-error-message.ts';

describe('authErrorMessage', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 401, 'Incorrect email or password.'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 422, 'This email is already associated with an account.'],
    ['INVALID_EMAIL', 400, 'Invalid email address.'],
    ['PASSWORD_TOO_SHORT', 400, 'Password should be at least 6 characters.'],
    [undefined, 429, 'Too many attempts. Please try again later.'],
    ['PASSWORD_RESET_REQUIRED', 403, AUTH_MESSAGES.resetRequired],
  ])('maps %s (%i) to the catalogue text', (code, status, text) => {
    expect(authErrorMessage({ code, status })).toBe(text);
  });

  it("passes on the provider's message for anything else", () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', status: 400, message: 'Provider says no.' })).toBe('Provider says no.');
  });
});
