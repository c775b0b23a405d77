import { describe, expect, it } from 'vitest';
import { isLongEnoughPassword, isValidEmail, MIN_PASSWORD_LENGTH } from './account-rules.ts';

describe('email pattern', () => {
  it.each(['rider@example.com', 'a.b+c@sub.example.co.uk', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'rider',
    'rider@',
    'rider@example',
    '@example.com',
    'ri der@example.com',
    'rider@exa mple.com',
    'a@b@c.com',
    'rider@example.com ',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('password length', () => {
  it('needs at least 6 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(isLongEnoughPassword('12345')).toBe(false);
    expect(isLongEnoughPassword('123456')).toBe(true);
  });
});
