import { bigserial, index, integer, json, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { chainColumns } from './audit-trail.ts';
import { textGrams } from './text-grams.ts';

/** What a field read before or after a change: its label → the value as a person reads it. */
export type OperationValues = Record<string, string>;

/**
 * 操作日志 (docs/operation-log.md): who changed what, when, from where, with the fields before and
 * after. Rows are written in the change's own transaction, only ever inserted (a trigger refuses
 * updates and deletes) and hash-chained; the retention job alone moves them to an archive, once
 * older than the configured days (docs/security-trail.md).
 */
export const operationLogs = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator as they were: a later rename or role change does not rewrite the log. */
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 60 }).notNull(),
    roleName: varchar('role_name', { length: 40 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** OPERATION_OBJECT_KINDS: menu, role, …, or a workflow's key for its items. */
    objectKind: varchar('object_kind', { length: 40 }).notNull(),
    objectId: varchar('object_id', { length: 40 }).notNull().default(''),
    objectLabel: varchar('object_label', { length: 200 }).notNull().default(''),
    action: varchar('action', { length: 40 }).notNull(),
    // json, not jsonb: the fields keep the order the service gave them (jsonb sorts keys).
    before: json('before').$type<OperationValues>(),
    after: json('after').$type<OperationValues>(),
    reason: varchar('reason', { length: 400 }).notNull().default(''),
    userNameGrams: textGrams('user_name_grams', 'user_name'),
    objectGrams: textGrams('object_grams', 'object_label', 'object_id'),
    ...chainColumns(),
  },
  (t) => [
    index('operation_log_time_idx').on(t.createdAt, t.id),
    index('operation_log_kind_idx').on(t.objectKind, t.createdAt, t.id),
    index('operation_log_action_idx').on(t.action, t.createdAt, t.id),
    index('operation_log_user_name_grams_idx').using('gin', t.userNameGrams),
    index('operation_log_object_grams_idx').using('gin', t.objectGrams),
    uniqueIndex('operation_log_chain_idx').on(t.chainSeq),
  ],
);
