import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csv', () => {
  it('leaves plain text and numbers as they are, and null empty', () => {
    expect(csvLine(['Sam', 12.5, null, 'Müller ✓'])).toBe('Sam,12.5,,Müller ✓\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'defuses the formula %j with a leading quote',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('quotes a defused formula that also needs quoting', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
});
