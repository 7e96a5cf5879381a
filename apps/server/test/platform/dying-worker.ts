/**
 * An instance's job worker that takes `report` jobs, records that it began one and never ends it:
 * the stale-worker test starts it in its own process and kills it there (SIGKILL) mid-job.
 */
import pg from 'pg';
import { startWorker } from '../../src/platform/jobs/worker.ts';

const pool = new pg.Pool({ connectionString: process.argv[2], max: 3 });
await startWorker({
  pgPool: pool,
  tasks: {
    report: async () => {
      await pool.query(`insert into report_run (runner) values ('killed')`);
      await new Promise(() => undefined);
    },
  },
});
