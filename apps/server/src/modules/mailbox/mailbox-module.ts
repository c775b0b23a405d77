import type { OutboxRepository } from '#server/providers/mail/outbox-repository.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import mailboxRoutes from './routes.ts';

/**
 * Outside production, a page of every email the store sent, so no mail server is needed to try
 * it; in every store, the outbox's part of deleting a customer's account.
 */
export function createMailboxModule(context: ModuleContext, deps: { outbox: OutboxRepository }): StoreModule<null> {
  return {
    service: null,
    async routes(app) {
      if (!context.config.isProduction) await app.register(mailboxRoutes, { outbox: deps.outbox });
    },
    erase: { erase: (customer) => deps.outbox.eraseAbout(customer) },
  };
}
