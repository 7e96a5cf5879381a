import type { TaskList } from 'graphile-worker';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  DEADLINE_REMINDERS_CRON,
  DEADLINE_REMINDERS_TASK,
  deadlineRemindersTask,
} from '../../modules/credit-request/deadline-reminders.ts';
import { SMS_TASK } from '../../modules/notification/notify.ts';
import { smsProviderFrom } from '../../modules/notification/sms-provider.ts';
import { smsSendTask } from '../../modules/notification/sms-task.ts';

/** Every task the queue runs, by name (docs/jobs.md). */
export const jobTasks = (db: Database, config: Pick<Config, 'smsGatewayUrl' | 'smsGatewayToken'>): TaskList => ({
  [SMS_TASK]: smsSendTask(db, smsProviderFrom(config)),
  [DEADLINE_REMINDERS_TASK]: deadlineRemindersTask(db),
});

/** The queue's schedule (UTC): deadline reminders each day at 09:00 Beijing time. */
export const JOB_CRONTAB = [DEADLINE_REMINDERS_CRON].join('\n');
