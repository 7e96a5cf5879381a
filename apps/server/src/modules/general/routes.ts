import type { Envelope } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { DICTIONARY, dictionaryOptions } from './dictionary-queries.ts';
import { divisions, type DivisionNode } from './division-tree.ts';

const option = z.object({ text: z.string(), value: z.string() });

// Recursive: documented as the named component DivisionNode, which its sub-divisions refer to.
const divisionNode: z.ZodType<DivisionNode> = z
  .lazy(() => z.object({ text: z.string(), value: z.string(), subMap: z.array(divisionNode) }))
  .meta({ id: 'DivisionNode' });

/**
 * Reference data of the forms: divisions and code lists. Public, because the registration page
 * (a public route) fills in the same form before anyone is signed in.
 */
export const generalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/map/tree',
    {
      config: { permission: PERMISSIONS.public },
      schema: {
        tags: ['基础数据'],
        summary: '省市区树（GB/T 2260），{ text, value, subMap } 节点',
        response: { 200: envelopeSchema(z.array(divisionNode)) },
      },
    },
    // Sent as the text serialised at first use: the tree has some 3,500 nodes and never changes while running.
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .type('application/json; charset=utf-8')
        // The documented envelope as JSON text: Fastify sends JSON text as it is, past the response serializer.
        .send(divisions().json as unknown as Envelope<DivisionNode[]>),
  );

  app.get(
    '/api/general/enterprisetype',
    {
      config: { permission: PERMISSIONS.public },
      schema: { tags: ['基础数据'], summary: '企业类型', response: { 200: envelopeSchema(z.array(option)) } },
    },
    async () => ok(await dictionaryOptions(app.db, DICTIONARY.enterpriseType)),
  );

  app.get(
    '/api/general/jobtitlequalification',
    {
      config: { permission: PERMISSIONS.public },
      schema: {
        tags: ['基础数据'],
        summary: '职称与执业资格',
        response: { 200: envelopeSchema(z.object({ jobTitle: z.array(option), qualification: z.array(option) })) },
      },
    },
    async () => {
      const [jobTitle, qualification] = await Promise.all([
        dictionaryOptions(app.db, DICTIONARY.jobTitle),
        dictionaryOptions(app.db, DICTIONARY.qualification),
      ]);
      return ok({ jobTitle, qualification });
    },
  );
};
