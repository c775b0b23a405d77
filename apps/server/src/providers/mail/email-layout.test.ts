import { describe, expect, it } from 'vitest';
import { forSite, renderEmail } from './email-layout.ts';
import { createEmailPictureSignature } from './email-picture-signature.ts';

const baseContent = () => ({
  subject: 'Your MotoMuse render is ready',
  heading: 'Your Retro render is ready, Jo!',
  paragraphs: ['Have a look <now>.'],
  pictures: [
    {
      src: '/api/email-pictures/renders/r1/v1/1x1',
      alt: 'Watermarked preview of your Retro render, 1x1 Square',
      caption: 'Retro · 1x1 Square · watermarked preview',
      height: 600,
      href: '/product/r1',
    },
  ],
  action: { label: 'See your render', url: '/product/r1' },
  links: [{ label: '1x1 Square', url: 'https://files.example.com/r1/1x1.jpg?sig=abc' }],
  footnote: 'Your renders are always on your dashboard too.',
  unsubscribeUrl: '/api/email/unsubscribe?token=t',
});
const email = () => renderEmail(baseContent());

describe('the email layout', () => {
  it('carries the logo, the picture 600 px wide linked to its page with its caption, real buttons, and a footer', () => {
    const { html } = email();
    expect(html).toContain('<img src="/email-logo.png"');
    expect(html).toMatch(
      /<a href="\/product\/r1"><img src="\/api\/email-pictures\/renders\/r1\/v1\/1x1" alt="Watermarked preview of your Retro render, 1x1 Square" width="600" height="600"/,
    );
    expect(html).toContain('>Retro · 1x1 Square · watermarked preview</td>');
    expect(html).toContain('<table role="presentation" width="600"');
    // A long address written in a paragraph (a download link) wraps instead of widening the email past a phone's screen.
    expect(html).toContain('overflow-wrap:anywhere');
    expect(html).toMatch(/<a href="\/product\/r1" style="display:inline-block;background:#f59e0b[^>]*>See your render<\/a>/);
    expect(html).toMatch(
      /<a href="https:\/\/files\.example\.com\/r1\/1x1\.jpg\?sig=abc" class="mm-second" style="display:inline-block;background:#ffffff[^>]*>1x1 Square<\/a>/,
    );
    expect(html).toContain('Have a look &#60;now&#62;.');
    expect(html).toContain('>Unsubscribe</a>');
    expect(html).toContain('name="viewport"');
  });

  it("follows the reader's dark scheme where the client lets it, over light colours written inline", () => {
    const { html } = email();
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toMatch(/@media \(prefers-color-scheme:dark\)\{[^}]*\.mm-page\{background:#0c0a09!important\}/);
    expect(html).toContain('class="mm-card" style="background:#ffffff');
  });

  it('leaves the unsubscribe link out unless the email is one a customer may stop', () => {
    const { unsubscribeUrl: _, ...transactional } = { ...baseContent(), unsubscribeUrl: undefined };
    const { html, text } = renderEmail(transactional);
    expect(html).not.toContain('Unsubscribe');
    expect(text).not.toContain('Unsubscribe');
  });

  it('writes every link out in the plain-text body, and says what the picture shows', () => {
    expect(email().text.split('\n')).toEqual(
      expect.arrayContaining([
        'MotoMuse',
        'Your Retro render is ready, Jo!',
        '[Picture: Retro · 1x1 Square · watermarked preview]',
        'Watermarked preview of your Retro render, 1x1 Square: /api/email-pictures/renders/r1/v1/1x1',
        'See your render: /product/r1',
        '1x1 Square: https://files.example.com/r1/1x1.jpg?sig=abc',
        'Unsubscribe: /api/email/unsubscribe?token=t',
      ]),
    );
  });

  it('makes site-relative addresses absolute for the shop, in both bodies, and leaves the others alone', () => {
    const sent = forSite(email(), 'https://shop.example.com/');
    expect(sent.html).toContain('<img src="https://shop.example.com/email-logo.png"');
    expect(sent.html).toContain('href="https://shop.example.com/product/r1"');
    expect(sent.html).toContain('src="https://shop.example.com/api/email-pictures/renders/r1/v1/1x1"');
    expect(sent.html).toContain('href="https://files.example.com/r1/1x1.jpg?sig=abc"');
    expect(sent.text).toContain('See your render: https://shop.example.com/product/r1');
    expect(sent.text).toContain('Unsubscribe: https://shop.example.com/api/email/unsubscribe?token=t');
    expect(sent.text).toContain('1x1 Square: https://files.example.com/r1/1x1.jpg?sig=abc');
    expect(sent.text).not.toMatch(/: \/[^/]/);
  });

  it('makes the links quiet beside a main button, and the main ones without it', () => {
    const downloads = renderEmail({ subject: 's', heading: 'h', paragraphs: [], links: [{ label: '1x1 Square', url: 'https://x/1' }] });
    expect(downloads.html).toMatch(/background:#f59e0b[^>]*>1x1 Square/);
  });
});

describe('email picture addresses', () => {
  const signature = createEmailPictureSignature('a-test-secret-that-is-long-enough-0123456789');

  it('are signed in both bodies, and the signature holds for that path alone', () => {
    const { html, text } = email();
    const signedHtml = signature.signAll(html);
    const [, path, s] = /src="(\/api\/email-pictures\/[^"?]+)\?s=([\w-]+)"/.exec(signedHtml) ?? [];
    expect(path).toBe('/api/email-pictures/renders/r1/v1/1x1');
    expect(signature.verify(path!, s!)).toBe(true);
    expect(signature.verify('/api/email-pictures/renders/r2/v1/1x1', s!)).toBe(false);
    expect(signature.verify(path!, '')).toBe(false);
    expect(createEmailPictureSignature('another-secret-that-is-long-enough-012345678').verify(path!, s!)).toBe(false);
    expect(signature.signAll(text)).toContain(`Watermarked preview of your Retro render, 1x1 Square: ${path}?s=${s}`);
    expect(signature.signAll('Gift card: /api/email-pictures/gift-cards/5000\n')).toMatch(
      /^Gift card: \/api\/email-pictures\/gift-cards\/5000\?s=[\w-]{32}\n$/,
    );
  });
});
