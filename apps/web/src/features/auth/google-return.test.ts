import { describe, expect, it } from 'vitest';
import { googleReturnPath, isGoogleReturn } from './google-return.ts';

describe('the return from Google', () => {
  it('comes back to the login page, marked, with the return-to', () => {
    const path = googleReturnPath('/upload?x=1');
    expect(path).toBe('/login?returnTo=%2Fupload%3Fx%3D1&signedIn=google');
    expect(isGoogleReturn(new URL(path, 'http://same.site').searchParams)).toBe(true);
  });

  it('is not confused with an ordinary visit to the login page', () => {
    expect(isGoogleReturn(new URLSearchParams('returnTo=%2Fupload'))).toBe(false);
    expect(isGoogleReturn(new URLSearchParams('signedIn=email'))).toBe(false);
  });
});
