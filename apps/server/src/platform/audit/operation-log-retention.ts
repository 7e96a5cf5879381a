import type { Task } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../files/index.ts';
import { archiveOldRows } from './trail-archive.ts';

export const OPERATION_LOG_RETENTION_TASK = 'operation_log_retention';
/** Every day at 03:30 Beijing time (19:30 UTC), when no one is at work. */
export const OPERATION_LOG_RETENTION_CRON = `30 19 * * * ${OPERATION_LOG_RETENTION_TASK}`;

/**
 * The nightly retention task (docs/operation-log.md, docs/security-trail.md): the operation-log rows
 * older than `days` days (config: never fewer than 180) move to archive files; none is deleted unarchived.
 */
export const operationLogRetentionTask =
  (db: Database, storage: FileStorage, days: number): Task =>
  async (_payload, helpers) => {
    const moved = await archiveOldRows(db, storage, 'operation_log', days);
    if (moved > 0) helpers.logger.info(`Operation log: ${moved} rows older than ${days} days archived`);
  };
