import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request that matched no route (an unknown path, a page of the web app). */
export const UNMATCHED = 'unmatched';

const LABELS = ['method', 'route', 'status_class'] as const;

/**
 * Counts and times every answer by method, route pattern (`/api/enterprise/:id`, never the URL
 * with its ids and query, so the label's values stay as few as the routes) and status class
 * (2xx…5xx); 5xx answers are counted apart as errors.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer’s last byte',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const labels = { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
  });
}
