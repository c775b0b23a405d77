import type { ModuleContext, StoreModule } from '../store-module.ts';
import siteRoutes from './routes.ts';

/** The store's public settings the web app starts with. */
export function createSiteModule(context: ModuleContext): StoreModule<null> {
  const { config } = context;
  const settings = {
    supportEmail: config.supportEmail,
    googleSignIn: Boolean(config.google),
    mailbox: !config.isProduction,
    photoProcessor: config.production.painter?.providerName ?? null,
    stylePreviews: config.production.stylePreviews,
    cutOutClicks: config.production.cutout.kind === 'sam',
  };
  return {
    service: null,
    async routes(app) {
      await app.register(siteRoutes, { settings });
    },
  };
}
