import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The name a client generator gives a call, from its method and path (unique as they are):
 * GET /api/v1/global/requests/:reference is getGlobalRequestsByReference.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${capital(part.slice(1))}` : capital(part)));
  return method.toLowerCase() + words.join('').replace(/[^A-Za-z0-9]/g, '');
}
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The OpenAPI description, generated from every route's schema: UI at /api/docs, JSON at /api/docs/json. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'GIA portal API',
          version: '1',
          description: 'Service requests for Indian legal and tax paperwork.'
        },
        servers: [{ url: '/', description: 'The portal that serves this document' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }]
      },
      transform: ({ schema, url, route }) => {
        if (!schema) return { schema, url };
        const method = Array.isArray(route.method) ? route.method[0] : route.method;
        return { schema: { operationId: operationIdOf(method, url), ...schema }, url };
      }
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' }
);
