import type { Auth } from '../accounts/auth.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createContactRepository } from './contact-repository.ts';
import { createContactService, type ContactService } from './contact-service.ts';
import contactRoutes from './routes.ts';

/** The contact form, and staff's inbox of its messages. */
export function createContactModule(context: ModuleContext, deps: { auth: Auth }): StoreModule<ContactService> {
  const contact = createContactService({
    messages: createContactRepository(context.database.db),
    transact: context.transact,
    mailer: context.mailer,
    supportEmail: context.config.supportEmail,
  });
  return {
    service: contact,
    async routes(app) {
      await app.register(contactRoutes, { contact, auth: deps.auth });
    },
  };
}
