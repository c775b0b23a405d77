import type { Auth } from '../accounts/auth.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createContactRepository, type ContactAccounts } from './contact-repository.ts';
import { createContactService, type ContactService } from './contact-service.ts';
import contactRoutes from './routes.ts';

/** The contact form, and staff's inbox of its messages. */
export function createContactModule(context: ModuleContext, deps: { auth: Auth; accounts: ContactAccounts }): StoreModule<ContactService> {
  const messages = createContactRepository(context.database.db, deps.accounts);
  const contact = createContactService({
    messages,
    transact: context.transact,
    mailer: context.mailer,
    supportEmail: context.config.supportEmail,
  });
  return {
    service: contact,
    async routes(app) {
      await app.register(contactRoutes, { contact, auth: deps.auth });
    },
    erase: { erase: (customer) => messages.eraseAllOf(customer.id) },
  };
}
