import { describe, expect, it } from 'vitest';
import { hasControlCharacters, searchTextSchema } from './search.ts';

describe('search text', () => {
  it('finds NUL, tabs, line breaks and DEL, and lets every printable character through', () => {
    for (const text of ['\u0000', 'pat\u0000', 'a\tb', 'a\nb', '\u007f', '\u0085']) expect(hasControlCharacters(text), text).toBe(true);
    for (const text of ['', 'pat@example.com', 'Zoë Ångström', '50% off_', "O'Brien"]) expect(hasControlCharacters(text), text).toBe(false);
  });

  it('refuses control characters and text over 200 characters', () => {
    expect(searchTextSchema.safeParse('\u0000').success).toBe(false);
    expect(searchTextSchema.safeParse('x'.repeat(201)).success).toBe(false);
    expect(searchTextSchema.safeParse('pat').success).toBe(true);
  });
});
