import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkDatabase } from '../health/service.ts';

const answering = z.enum(['up', 'down']);

export const selfCheckSchema = z.object({
  platform: answering,
  database: answering,
  enterpriseSignIn: answering,
  manageSignIn: answering,
  /** The read replica (docs/read-replica.md), when DATABASE_READ_URL sets one. */
  readReplica: answering.optional(),
});

const state = (up: boolean) => (up ? ('up' as const) : ('down' as const));

/** /test: whether the platform, its database (and read replica) and its two sign-in providers answer — states only, no addresses, versions or timings. */
export async function selfCheck(app: FastifyInstance): Promise<z.output<typeof selfCheckSchema>> {
  const [database, enterprise, manage, replica] = await Promise.all([
    checkDatabase(app.db),
    app.oidc.enterprise.answers(),
    app.oidc.manage.answers(),
    app.readDb === app.db ? undefined : checkDatabase(app.readDb),
  ]);
  return {
    platform: 'up',
    database: database.state,
    enterpriseSignIn: state(enterprise),
    manageSignIn: state(manage),
    readReplica: replica?.state,
  };
}
