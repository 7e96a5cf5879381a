import { MSG } from '@credit/rules';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { PERMISSIONS } from '../auth/permissions.ts';
import { AppError } from '../errors.ts';
import { registerDatabasePoolMetrics, type DatabasePools } from './database-pool-metrics.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { registerJobQueueMetrics } from './job-queue-metrics.ts';
import { metricsAccess } from './metrics-access.ts';
import { processMetrics } from './process-metrics.ts';

export interface MetricsOptions {
  pools: DatabasePools;
  /** A bearer token that opens /metrics from anywhere. */
  token?: string;
  /** Addresses and subnets that may read /metrics without the token. */
  allow: readonly string[];
}

/**
 * GET /metrics in the Prometheus text format (docs/metrics.md): the process's figures and this
 * app's own — HTTP answers, database pool, job queue — each app with a registry of its own, so
 * several apps in one process (the tests) never mix their counts. Left out of the API description
 * and of the public rate limit; a caller neither holding the token nor at an allowed address is
 * refused with 403. Register before the routes, so every route is counted.
 */
export function registerMetrics(app: FastifyInstance, { pools, token, allow }: MetricsOptions) {
  const appRegistry = new Registry();
  registerHttpMetrics(app, appRegistry);
  registerDatabasePoolMetrics(appRegistry, pools);
  const jobQueue = registerJobQueueMetrics(appRegistry, pools.primary, app.log);
  const scraped = Registry.merge([processMetrics(), appRegistry]);
  const mayRead = metricsAccess({ token, allow });

  app.get(
    '/metrics',
    {
      config: { permission: PERMISSIONS.public, rateLimit: false },
      schema: { hide: true },
      onRequest: async (request) => {
        if (!mayRead(request)) throw new AppError(MSG.forbidden, { statusCode: 403 });
      },
    },
    async (_request, reply) => reply.header('Content-Type', scraped.contentType).send(await scraped.metrics()),
  );
  return jobQueue;
}
