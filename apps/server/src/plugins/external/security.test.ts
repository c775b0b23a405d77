import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

describe('security headers', () => {
  it('are helmet’s headers for the options, worked out once', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'same-origin' },
    });
    expect(headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('include HSTS when asked', () => {
    expect(securityHeaders({ strictTransportSecurity: true })['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});
