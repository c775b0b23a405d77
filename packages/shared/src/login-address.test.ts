import { describe, expect, it } from 'vitest';
import { authModeOf, loginHref } from './login-address.ts';

describe('the login page address', () => {
  it('is the bare path for the login form', () => {
    expect(loginHref()).toBe('/login');
  });

  it('asks for the sign-up form and carries the return-to, encoded', () => {
    expect(loginHref({ mode: 'signup', returnTo: '/upload' })).toBe('/login?mode=signup&returnTo=%2Fupload');
    expect(loginHref({ returnTo: '/admin?status=pending' })).toBe('/login?returnTo=%2Fadmin%3Fstatus%3Dpending');
  });

  it('reads the mode back, login for anything but sign-up', () => {
    expect(authModeOf(new URLSearchParams(loginHref({ mode: 'signup', returnTo: '/upload' }).split('?')[1]))).toBe('signup');
    expect(authModeOf(new URLSearchParams('mode=other'))).toBe('login');
    expect(authModeOf(new URLSearchParams(''))).toBe('login');
  });
});
