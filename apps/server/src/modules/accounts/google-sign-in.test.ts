import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('Google sign-in when configured', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'store-client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'store-client-secret',
    });
  });
  afterEach(async () => {
    await t?.close();
  });

  it('tells the web app to show the button', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/site' })).json().googleSignIn).toBe(true);
  });

  it("starts Google's consent flow with our client id and callback", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: 'http://localhost:3000' },
      payload: { provider: 'google', callbackURL: 'http://localhost:3000/upload' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.host).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('store-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
  });
});
