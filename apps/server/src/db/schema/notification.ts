import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.ts';
import { users } from './identity.ts';
import { personalDataColumn } from '../../platform/personal-data/columns.ts';

/**
 * An in-app message (the header's bell): to one user, to every user of an enterprise, or to every
 * user of a desk (role). Written in the same transaction as the change it tells of.
 */
export const notifications = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    /** The event it tells of (NOTIFICATION_EVENTS), which also picks its SMS template. */
    event: varchar('event', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    roleCode: varchar('role_code', { length: 40 }),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    /** The page that shows the item, e.g. /creditDeclare?id=12. */
    link: varchar('link', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_user_idx').on(t.userId, t.id),
    index('notification_enterprise_idx').on(t.enterpriseId, t.id),
    index('notification_role_idx').on(t.roleCode, t.id),
  ],
);

/** Who has read which message (a message to an enterprise or a desk is read by each user alone). */
export const notificationReads = pgTable(
  'notification_read',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/** An SMS template (shortMsg): the event that uses it and its text with {变量}. */
export const smsTemplates = pgTable('sms_template', {
  id: serial('id').primaryKey(),
  event: varchar('event', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 40 }).notNull(),
  content: varchar('content', { length: 300 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const smsPhone = personalDataColumn('sms_message', 'phone', 'phone');

/** Every SMS (shortMsgRecord): to whom, from which template, its text and how delivery went. */
export const smsMessages = pgTable(
  'sms_message',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').references(() => smsTemplates.id, { onDelete: 'set null' }),
    event: varchar('event', { length: 40 }).notNull(),
    phone: smsPhone.value().notNull(),
    phoneHmac: smsPhone.lookup(),
    text: varchar('text', { length: 500 }).notNull(),
    /** 0 排队中, 1 已发送, 2 重试中, 3 发送失败 (SMS_STATUS). */
    status: smallint('status').notNull().default(0),
    attempts: smallint('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_message_created_idx').on(t.createdAt, t.id), index('sms_message_status_idx').on(t.status, t.id)],
);
