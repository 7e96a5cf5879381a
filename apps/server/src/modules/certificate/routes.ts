import { certificateImageQuerySchema, certificateVerifyQuerySchema } from '@credit/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { createCertificateImages } from './certificate-image.ts';
import { certificateOfCode } from './certificate-issue.ts';
import { certificateFactsSchema, verifyCertificate } from './certificate-verify.ts';

const tags = ['信用等级证书'];

/**
 * Sends a certificate's PNG. The same URL shows a new certificate after a change, so browsers
 * revalidate (no-cache) by the serial (ETag): an unchanged certificate costs a 304, no image.
 */
async function sendImage(request: FastifyRequest, reply: FastifyReply, serial: string, png: () => Promise<Buffer>) {
  const etag = `"${serial}"`;
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply
    .type('image/png')
    .header('Content-Disposition', `inline; filename="credit-certificate-${serial}.png"`)
    .send(await png());
}
const publicCall = { permission: PERMISSIONS.public };

/**
 * The credit-level certificate (docs/certificate.md): anyone may fetch an enterprise's current
 * certificate as an image, and verify any certificate by the serial its QR code carries.
 */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const issuingAuthority = app.config.certificateAuthority;
  const imageOf = createCertificateImages({ publicUrl: app.config.publicUrl, issuingAuthority });

  app.get(
    '/PrintCreditReport/GenerateCreditReport',
    {
      config: publicCall,
      schema: {
        tags,
        summary: '企业信用等级证书图片（PNG）：等级与分值未变时沿用现行证书，否则换发新证书',
        querystring: certificateImageQuerySchema,
        response: { 404: envelopeSchema(z.null()).describe('企业不存在或暂无信用等级') },
      },
    },
    async (request, reply) => {
      const certificate = await certificateOfCode(app.db, request.query.buslicenceregisterno);
      return sendImage(request, reply, certificate.serial, () => imageOf(certificate));
    },
  );

  app.get(
    '/api/publicity/certificate',
    {
      config: publicCall,
      schema: {
        tags,
        summary: '核验信用等级证书：按证书编号给出证书所载事项及其现状（有效、已被新证书取代、已撤销）',
        querystring: certificateVerifyQuerySchema,
        response: {
          200: envelopeSchema(certificateFactsSchema),
          404: envelopeSchema(z.null()).describe('证书编号不存在'),
        },
      },
    },
    async (request) => ok(await verifyCertificate(app.db, request.query.serial, issuingAuthority)),
  );
};
