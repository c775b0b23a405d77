import { describe, expect, it } from 'vitest';
import { replyMailto } from './contact-inbox.ts';

function parts(link: string) {
  const url = new URL(link);
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('replyMailto', () => {
  it('answers the sender with "Re: " and the first line of the message, quoting it', () => {
    const link = parts(replyMailto({ name: 'Sam', email: 'sam+bikes@example.com', message: 'Do you ship to Canada?\nThanks' }));
    expect(link.to).toBe('sam+bikes@example.com');
    expect(link.subject).toBe('Re: Do you ship to Canada?');
    expect(link.body).toContain('Hi Sam,');
    expect(link.body).toContain('> Do you ship to Canada?\n> Thanks');
  });

  it('shortens a long first line and never doubles "Re:"', () => {
    expect(parts(replyMailto({ name: 'A', email: 'a@example.com', message: 'x'.repeat(100) })).subject).toBe(`Re: ${'x'.repeat(57)}...`);
    expect(parts(replyMailto({ name: 'A', email: 'a@example.com', message: 'RE: my order' })).subject).toBe('RE: my order');
  });
});
