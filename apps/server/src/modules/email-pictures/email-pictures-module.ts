import { createEmailPictureSignature } from '#server/providers/mail/email-picture-signature.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { ModuleContext, StoreModule } from '../store-module.ts';
import { createEmailPictureService } from './email-picture-service.ts';
import emailPictureRoutes from './routes.ts';

/** The pictures in the store's emails, at addresses any mail client can load (decision 056). */
export function createEmailPicturesModule(context: ModuleContext, deps: { renders: RenderService }): StoreModule<null> {
  const pictures = createEmailPictureService({ storage: context.storage, renders: deps.renders });
  const signature = createEmailPictureSignature(context.config.authSecret);
  return {
    service: null,
    async routes(app) {
      await app.register(emailPictureRoutes, { pictures, signature });
    },
  };
}
