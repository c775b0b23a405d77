import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGES, giftChoiceSchema, giftSlipSubject } from './gifts.ts';

const recipient = { name: 'Sam Rider', line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'us' };

function problems(input: unknown): string[] {
  const result = giftChoiceSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('gift choice', () => {
  it('takes a message and another address, country in capitals and an empty second line as none', () => {
    const parsed = giftChoiceSchema.parse({ message: '  Happy birthday!  ', recipient: { ...recipient, line2: '' } });
    expect(parsed).toEqual({ message: 'Happy birthday!', recipient: { ...recipient, line2: null, country: 'US' } });
  });

  it('limits the message to its length', () => {
    expect(problems({ message: 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH), recipient })).toEqual([]);
    expect(problems({ message: 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1), recipient })).toEqual([GIFT_MESSAGES.messageTooLong]);
  });

  it('needs a name, street, city, postal code and a 2-letter country', () => {
    expect(problems({ message: '', recipient: { ...recipient, name: ' ', line1: '', city: '', postal_code: '', country: 'USA' } })).toEqual(
      [GIFT_MESSAGES.recipientName, GIFT_MESSAGES.line1, GIFT_MESSAGES.city, GIFT_MESSAGES.postalCode, GIFT_MESSAGES.country],
    );
  });

  it('names the recipient on the packing slip', () => {
    expect(giftSlipSubject('Sam')).toBe('A gift for Sam');
  });
});
