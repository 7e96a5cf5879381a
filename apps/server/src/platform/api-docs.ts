import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { FAILURE_SCHEMAS, withDocumentedStatuses } from './api-docs-statuses.ts';

/**
 * The OpenAPI description of every route, served at /docs (and as JSON at /docs/json). Schemas
 * registered with an id (`.meta({ id })`, e.g. the recursive UserMenu) become named components.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '建设行业企业信用管理平台 API',
        version: '1.0.0',
        description: '统一响应格式：{ success, message, extraData }',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: FAILURE_SCHEMAS,
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const documented = jsonSchemaTransform(input);
      return { ...documented, schema: withDocumentedStatuses(documented.schema, input.route) };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
}
