import { describe, expect, it } from 'vitest';
import { forSite, renderEmail } from './email-layout.ts';

const email = () =>
  renderEmail({
    subject: 'Your MotoMuse render is ready',
    heading: 'Your Retro render is ready, Jo!',
    paragraphs: ['Have a look <now>.'],
    image: { src: '/api/renders/r1/results/1x1/preview?v=v1&w=720', alt: 'Watermarked preview of your Retro render', href: '/product/r1' },
    action: { label: 'See your render', url: '/product/r1' },
    links: [{ label: '1x1 Square', url: 'https://files.example.com/r1/1x1.jpg?sig=abc' }],
    footnote: 'Your renders are always on your dashboard too.',
    unsubscribeUrl: '/api/email/unsubscribe?token=t',
  });

describe('the email layout', () => {
  it('carries the logo, the picture linked to its page, real buttons, and a footer', () => {
    const { html } = email();
    expect(html).toContain('<img src="/email-logo.png"');
    expect(html).toMatch(
      /<a href="\/product\/r1"><img src="\/api\/renders\/r1\/results\/1x1\/preview\?v=v1&#38;w=720" alt="Watermarked preview of your Retro render"/,
    );
    expect(html).toMatch(/<a href="\/product\/r1" style="display:inline-block;background:#f59e0b[^>]*>See your render<\/a>/);
    expect(html).toMatch(
      /<a href="https:\/\/files\.example\.com\/r1\/1x1\.jpg\?sig=abc" style="display:inline-block;background:#ffffff[^>]*>1x1 Square<\/a>/,
    );
    expect(html).toContain('Have a look &#60;now&#62;.');
    expect(html).toContain('>Unsubscribe</a>');
    expect(html).toContain('name="viewport"');
  });

  it('writes every link out in the plain-text body', () => {
    expect(email().text.split('\n')).toEqual(
      expect.arrayContaining([
        'MotoMuse',
        'Your Retro render is ready, Jo!',
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
    expect(sent.html).toContain('src="https://shop.example.com/api/renders/r1/results/1x1/preview');
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
