import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { enterprises } from './enterprise.ts';
import { textGrams } from './text-grams.ts';
import { personalDataColumn } from '../../platform/personal-data/columns.ts';

export const roles = pgTable('role', {
  id: serial('id').primaryKey(),
  /** Stable code used by seeds and tests: enterprise, superAdmin, firstReview, park, deptReview, deptLeader, deptRegister. */
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  builtin: boolean('builtin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const menus = pgTable(
  'menu',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    menuName: varchar('menu_name', { length: 40 }).notNull(),
    menuIcon: varchar('menu_icon', { length: 40 }).notNull().default(''),
    /** The child route of the web app (spec §2), empty for a group. */
    menuUrl: varchar('menu_url', { length: 60 }).notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Permission codes the menu grants to roles that have it. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('menu_parent_idx').on(t.parentId, t.sortOrder)],
);

/**
 * What the start's reconciliation of the built-in roles, menus, permissions and grants has applied
 * or found (docs/roles-and-menus.md): a key once here is never applied again, so what an
 * administrator removed stays removed, and only what a release adds reaches a running platform.
 */
export const builtinApplied = pgTable('builtin_applied', {
  /** `role:<code>`, `menu:<url>` or `menu:group:<name>`, `permission:<menu>:<code>`, `grant:<role>:<menu>`. */
  key: varchar('key', { length: 160 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roleMenus = pgTable(
  'role_menu',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

const userPhone = personalDataColumn('app_user', 'phone', 'phone');

export const users = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    /** enterprise | manage | admin: which way the user signs in. */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** The identity provider's issuer and subject; for the administrator 'local' and the username. */
    issuer: varchar('issuer', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    username: varchar('username', { length: 60 }).notNull(),
    displayName: varchar('display_name', { length: 60 }).notNull(),
    enterpriseId: integer('enterprise_id').references(() => enterprises.id, { onDelete: 'set null' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    enabled: boolean('enabled').notNull().default(true),
    phone: userPhone.value(),
    phoneHmac: userPhone.lookup(),
    passwordHash: text('password_hash'),
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nameGrams: textGrams('name_grams', 'username', 'display_name'),
  },
  (t) => [
    uniqueIndex('user_identity_idx').on(t.issuer, t.subject),
    index('user_role_idx').on(t.roleId),
    index('user_kind_idx').on(t.kind, t.id),
    // 用户管理's desk users (2,000 among a province's 100,000 enterprise users), newest first: the
    // count and the page read this index alone, where (kind, id) needed its two kinds merged by a sort.
    index('user_managed_idx')
      .on(t.id)
      .where(sql`${t.kind} in ('manage', 'admin')`),
    // 用户管理 searches only the desk users' names: an index of every enterprise account's pieces
    // (a national platform's million) cost 160 MB and every account's insert, and no list read it.
    index('user_name_grams_idx')
      .using('gin', t.nameGrams)
      .where(sql`${t.kind} in ('manage', 'admin')`),
  ],
);

/** One sign-in: its refresh tokens form one family, revoked together. */
export const sessions = pgTable(
  'auth_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** enterprise | manage | password */
    provider: varchar('provider', { length: 12 }).notNull(),
    /** Kept for the provider's end-session request at logout. */
    idToken: text('id_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the session last made a call (to the minute): one idle for SESSION_IDLE_MINUTES ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_token',
  {
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_session_idx').on(t.sessionId)],
);

export const loginLogs = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: varchar('username', { length: 60 }).notNull(),
    roleName: varchar('role_name', { length: 40 }).notNull().default(''),
    /** enterprise | manage | password | refresh */
    provider: varchar('provider', { length: 12 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    success: boolean('success').notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usernameGrams: textGrams('username_grams', 'username'),
  },
  (t) => [
    index('login_log_time_idx').on(t.createdAt, t.id),
    index('login_log_user_idx').on(t.username),
    index('login_log_username_grams_idx').using('gin', t.usernameGrams),
  ],
);
