import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { productPage, type PageViewer } from './modules/renders/product-page.ts';
import type { StoreModule } from './modules/store-module.ts';
import type { StoreModules } from './modules/store-modules.ts';
import spaPlugin from './plugins/external/spa.ts';

/**
 * What a process serves by its role (decision 057): every module's routes and the site, or on a
 * worker the health check alone (with the metrics, registered as a plugin): it paints, and no
 * visitor reaches it.
 */
export async function registerServed(
  app: FastifyInstance,
  options: { config: Config; modules: StoreModules; list: StoreModule<unknown>[]; webRoot?: string; webServerBuild?: string },
): Promise<void> {
  const { config, modules } = options;
  if (config.role === 'worker') {
    await app.register(modules.health.routes!);
    return;
  }
  for (const module of options.list) if (module.routes) await app.register(module.routes);
  const viewer: PageViewer = async (request, reply) => {
    await app.loadUser(request, reply);
    return request.user;
  };
  await app.register(spaPlugin, {
    webRoot: options.webRoot,
    serverBuild: options.webServerBuild,
    production: config.isProduction,
    pages: productPage({ renders: modules.renders.service, catalog: modules.catalog.service, viewer }),
  });
}
