import { describe, expect, it } from 'vitest';
import { englishList, shortUtcDay } from './english.ts';

describe('the copy’s English', () => {
  it('lists one, two and more things as Intl’s English list does', () => {
    const intl = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
    for (const items of [[], ['Retro'], ['Retro', 'Anime'], ['Retro', 'Cartoon', 'Anime', 'Cyberpunk']])
      expect(englishList(items)).toBe(intl.format(items));
    expect(englishList(['1x1', '4x5', '2x3'])).toBe('1x1, 4x5, and 2x3');
  });

  it('names a day in UTC as Intl’s US English does, whatever the hour', () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 400; day += 17) {
      const date = new Date(Date.UTC(2026, 0, 1 + day, day % 24, 30));
      expect(shortUtcDay(date)).toBe(intl.format(date));
    }
    expect(shortUtcDay(new Date('2026-12-14T23:59:00Z'))).toBe('Mon, Dec 14');
  });
});
