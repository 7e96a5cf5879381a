import { maskIdCard, maskPhone } from '@credit/rules';
import type { FastifyRequest } from 'fastify';

const ID_CARD = /(?<![\dXx])\d{17}[\dXx](?![\dXx])/g;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/** A text with the ID card and mobile numbers it carries masked (a query string: `?phone=138…`). */
export const maskNumbersIn = (text: string): string => text.replace(ID_CARD, maskIdCard).replace(MOBILE, maskPhone);

/**
 * The request as Fastify's logger writes it (method, url, host, addresses), its URL masked: a
 * list filtered by mobile or ID card carries the number in its query string (docs/personal-data.md).
 */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: maskNumbersIn(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
