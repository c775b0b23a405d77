import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  blocksAccountDeletion,
  isLongEnoughPassword,
  isValidEmail,
  MIN_PASSWORD_LENGTH,
  passwordChangeProblem,
} from './account-rules.ts';

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

describe('passwordChangeProblem', () => {
  const ok = { current: 'old-pass', next: 'new-pass-1', confirm: 'new-pass-1' };

  it('accepts a long enough new password typed twice', () => {
    expect(passwordChangeProblem(ok)).toBeNull();
  });

  it.each([
    [{ ...ok, current: '' }, ACCOUNT_MESSAGES.currentRequired],
    [{ ...ok, next: '12345', confirm: '12345' }, ACCOUNT_MESSAGES.weakPassword],
    [{ ...ok, confirm: 'new-pass-2' }, ACCOUNT_MESSAGES.passwordsDiffer],
    [{ current: 'same-pass', next: 'same-pass', confirm: 'same-pass' }, ACCOUNT_MESSAGES.samePassword],
  ])('refuses %j', (input, message) => {
    expect(passwordChangeProblem(input)).toBe(message);
  });
});

describe('blocksAccountDeletion', () => {
  const canvas = { isDigital: false };
  const digital = { isDigital: true };

  it.each(['paid', 'in-production', 'issue'] as const)('holds the deletion while a canvas order is %s', (status) => {
    expect(blocksAccountDeletion({ status, items: [digital, canvas] })).toBe(true);
  });

  it.each(['shipped', 'delivered'] as const)('lets it go once a canvas order is %s', (status) => {
    expect(blocksAccountDeletion({ status, items: [canvas] })).toBe(false);
  });

  it('never holds it for a digital-only order', () => {
    expect(blocksAccountDeletion({ status: 'paid', items: [digital] })).toBe(false);
  });
});
