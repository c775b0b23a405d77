import { AUTH_MESSAGES } from '@store/shared/messages';

type AuthError = { code?: string | undefined; message?: string | undefined; status: number };

/** The catalogue text (SPEC.md section 8) for an error from the accounts API; otherwise the provider's own message. */
export function authErrorMessage(error: AuthError): string {
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return AUTH_MESSAGES.invalidCredential;
    case 'USER_NOT_FOUND':
      return AUTH_MESSAGES.userNotFound;
    case 'INVALID_PASSWORD':
      return AUTH_MESSAGES.wrongPassword;
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return AUTH_MESSAGES.emailInUse;
    case 'INVALID_EMAIL':
      return AUTH_MESSAGES.invalidEmail;
    case 'PASSWORD_TOO_SHORT':
      return AUTH_MESSAGES.weakPassword;
    case 'PASSWORD_RESET_REQUIRED':
      return AUTH_MESSAGES.resetRequired;
    default:
      return error.message || 'Something went wrong. Please try again.';
  }
}
