import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_REFERENCE_PATH, openApiEndpoints } from '@store/shared/api/openapi';

/** The OpenAPI document, generated from the routes' zod schemas, from the contract's zod schemas, and a reference page that reads it. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MotoMuse store API',
        version: '1.0.0',
        description: 'Accounts live under /api/auth (better-auth). Errors are JSON: { error, message, fields? }.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_REFERENCE_PATH, staticCSP: true });
  app.get(openApiEndpoints.document.path, { schema: { hide: true } }, async () => app.swagger());
});
