import type { Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Replaced gift card codes (decision 049): when and by whom a lost code was last replaced, and the
 * orders a card paid for found by the card, for the owner's gift card page.
 */
export function giftCardCodes({ timestamp }: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('giftCard').addColumn('codeReplacedAt', timestamp).execute();
      await db.schema.alterTable('giftCard').addColumn('codeReplacedBy', 'text').execute();
      await db.schema.createIndex('order_gift_card_idx').on('order').column('giftCardId').execute();
    },
  };
}
