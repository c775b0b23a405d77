import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import { builtInVariantSource, type VariantSource } from '#server/modules/catalog/catalog-service.ts';
import { manualPrintProvider, type PrintProvider } from '#server/providers/print/print-provider.ts';
import {
  createPrintfulClient,
  createPrintfulPrintProvider,
  printfulVariantSource,
} from '#server/providers/print/printful-print-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who makes the canvases: Printful when configured, else staff by hand. */
    print: PrintProvider;
    /** The canvas sizes the print partner makes, for the catalogue. */
    printVariants: VariantSource;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const printful = config.printful ? createPrintfulClient(config.printful) : undefined;
    app.decorate('print', printful ? createPrintfulPrintProvider(printful) : manualPrintProvider);
    app.decorate('printVariants', printful ? printfulVariantSource(printful) : builtInVariantSource);
  },
  { name: 'print' },
);
