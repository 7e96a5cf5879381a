import Fastify from 'fastify';

/**
 * The reference point of every run: Fastify with one route and nothing else. The app's
 * numbers are read as a share of this one's, measured on the same machine in the same run.
 */
const app = Fastify({ logger: { level: process.env['LOG_LEVEL'] ?? 'warn' } });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env['PORT']), host: '127.0.0.1' });
