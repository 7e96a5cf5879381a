import type { TaskList } from 'graphile-worker';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import {
  CERTIFICATE_REVIEW_CRON,
  CERTIFICATE_REVIEW_TASK,
  certificateReviewTask,
} from './modules/certificate/certificate-review.ts';
import {
  DEADLINE_REMINDERS_CRON,
  DEADLINE_REMINDERS_TASK,
  deadlineRemindersTask,
} from './modules/credit-request/deadline-reminders.ts';
import {
  OPERATION_LOG_RETENTION_CRON,
  OPERATION_LOG_RETENTION_TASK,
  operationLogRetentionTask,
} from './platform/audit/operation-log-retention.ts';
import { SMS_TASK } from './modules/notification/notify.ts';
import { createFileStorage } from './platform/files/index.ts';
import { BACKUP_TASK, backupCronLines, backupTask, type BackupConfig } from './platform/backup/backup-task.ts';
import { smsProviderFrom } from './modules/notification/sms-provider.ts';
import { smsSendTask } from './modules/notification/sms-task.ts';
import { SCORE_REFRESH_CRON, SCORE_REFRESH_TASK, scoreRefreshTask } from './modules/scoring/score-refresh.ts';
import {
  STAFFING_EVALUATION_CRON,
  STAFFING_EVALUATION_TASK,
  staffingEvaluationTask,
} from './modules/qualification/staffing-evaluation.ts';
import { SCORE_SNAPSHOT_CRON, SCORE_SNAPSHOT_TASK, scoreSnapshotTask } from './modules/scoring/score-snapshot.ts';
import {
  DESK_WORK_DAYS_CRON,
  DESK_WORK_DAYS_TASK,
  deskWorkDaysTask,
} from './modules/statistics/desk-work-days-task.ts';
import type { FlowItemsByKey } from './platform/workflow/flow-items.ts';

/** Every task the queue runs, by name (docs/jobs.md). */
export const jobTasks = (
  db: Database,
  config: Pick<Config, 'smsGatewayUrl' | 'smsGatewayToken' | 'operationLogRetentionDays'> & BackupConfig,
  items: FlowItemsByKey,
): TaskList => ({
  [SMS_TASK]: smsSendTask(db, smsProviderFrom(config)),
  [DEADLINE_REMINDERS_TASK]: deadlineRemindersTask(db),
  [SCORE_REFRESH_TASK]: scoreRefreshTask(db),
  [CERTIFICATE_REVIEW_TASK]: certificateReviewTask(db),
  [STAFFING_EVALUATION_TASK]: staffingEvaluationTask(db),
  [SCORE_SNAPSHOT_TASK]: scoreSnapshotTask(db),
  [OPERATION_LOG_RETENTION_TASK]: operationLogRetentionTask(
    db,
    createFileStorage(config),
    config.operationLogRetentionDays,
  ),
  [BACKUP_TASK]: backupTask(db, config),
  [DESK_WORK_DAYS_TASK]: deskWorkDaysTask(db, items),
});

/** Tasks run when an instance starts, besides their schedule: the desks' days no page has counted yet. */
export const jobsAtStart = [DESK_WORK_DAYS_TASK];

/**
 * The queue's schedule (UTC): scores, the month-end snapshot and then certificates just after
 * midnight, the staffing evaluation on each month's first day and deadline reminders at 09:00,
 * Beijing time; the backup when BACKUP_CRON says (docs/backups.md).
 */
export const jobCrontab = (config: BackupConfig) =>
  [
    SCORE_REFRESH_CRON,
    SCORE_SNAPSHOT_CRON,
    CERTIFICATE_REVIEW_CRON,
    STAFFING_EVALUATION_CRON,
    DEADLINE_REMINDERS_CRON,
    OPERATION_LOG_RETENTION_CRON,
    DESK_WORK_DAYS_CRON,
    ...backupCronLines(config),
  ].join('\n');
