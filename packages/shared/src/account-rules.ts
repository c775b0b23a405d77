/** Rules for accounts (SPEC.md section 5). */

export const MIN_PASSWORD_LENGTH = 6;

/** No spaces, exactly one @, and a dot inside the domain part. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export function isLongEnoughPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}
