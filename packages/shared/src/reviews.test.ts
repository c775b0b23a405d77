import { describe, expect, it } from 'vitest';
import { ratingText, REVIEW_MESSAGES, REVIEW_TEXT_MAX, reviewerName, summariseStars } from './reviews.ts';
import { reviewInputSchema } from './reviews-schemas.ts';

describe('review rules', () => {
  const valid = { renderId: 'r1', stars: '5', text: 'Looks great on the wall.' };

  it('accepts 1 to 5 whole stars sent as form text, and trims the text', () => {
    expect(reviewInputSchema.parse({ ...valid, text: '  Looks great on the wall.  ' })).toEqual({
      renderId: 'r1',
      stars: 5,
      text: 'Looks great on the wall.',
    });
    for (const stars of ['0', '6', '4.5', 'many', ''])
      expect(reviewInputSchema.safeParse({ ...valid, stars }).error?.issues[0]?.message, stars).toBe(REVIEW_MESSAGES.starsRequired);
  });

  it('asks for 10 to 2000 characters of text, not counting surrounding spaces', () => {
    expect(reviewInputSchema.safeParse({ ...valid, text: '   nine ch   ' }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.textTooShort);
    expect(reviewInputSchema.safeParse({ ...valid, text: 'ten chars!' }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ ...valid, text: 'x'.repeat(REVIEW_TEXT_MAX) }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ ...valid, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.textTooLong,
    );
  });

  it('averages to one decimal and counts', () => {
    expect(summariseStars([])).toEqual({ count: 0, average: null });
    expect(summariseStars([5, 5, 4])).toEqual({ count: 3, average: 4.7 });
    expect(summariseStars([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4])).toEqual({ count: 12, average: 4.8 });
  });

  it('says the rating in words, in the singular for one review, and nothing for none', () => {
    expect(ratingText({ count: 12, average: 4.8 })).toBe('4.8 out of 5 from 12 reviews');
    expect(ratingText({ count: 1, average: 5 })).toBe('5.0 out of 5 from 1 review');
    expect(ratingText({ count: 0, average: null })).toBeNull();
  });

  it('shows only the first name of the reviewer', () => {
    expect(reviewerName('Pat Q. Buyer')).toBe('Pat');
    expect(reviewerName('  ')).toBe('A customer');
  });
});
