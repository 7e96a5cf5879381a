import { sql } from 'drizzle-orm';
import type { JWK } from 'jose';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What the local sign-in providers keep (docs/identity.md): sign-in interactions, sessions, grants,
 * authorization codes and tokens, one row per stored item, shared by every instance.
 */
export const oidcPayloads = pgTable(
  'oidc_payload',
  {
    /** The local provider: enterprise or manage. */
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The library's model: Session, Interaction, Grant, AuthorizationCode, AccessToken… */
    model: varchar('model', { length: 40 }).notNull(),
    id: varchar('id', { length: 200 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The grant an authorization code or token belongs to (revoked together). */
    grantId: varchar('grant_id', { length: 200 }),
    /** A device code's user code. */
    userCode: varchar('user_code', { length: 200 }),
    /** A session's fixed identifier (its id changes at sign-in). */
    uid: varchar('uid', { length: 200 }),
    /** Past it the row is ignored and swept; null for what does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.model, t.id] }),
    index('oidc_payload_grant_idx')
      .on(t.provider, t.model, t.grantId)
      .where(sql`${t.grantId} is not null`),
    index('oidc_payload_uid_idx')
      .on(t.provider, t.model, t.uid)
      .where(sql`${t.uid} is not null`),
    index('oidc_payload_user_code_idx')
      .on(t.provider, t.model, t.userCode)
      .where(sql`${t.userCode} is not null`),
    index('oidc_payload_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
  ],
);

/**
 * The local providers' secrets, the same on every instance and kept across restarts: a generation
 * per rotation, the newest signs and the older ones still verify.
 */
export const idpSecrets = pgTable(
  'idp_secret',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    generation: integer('generation').notNull(),
    /** The RS256 private key as a JWK (with its kid). */
    signingKey: jsonb('signing_key').$type<JWK>().notNull(),
    /** Signs the provider's cookies. */
    cookieKey: text('cookie_key').notNull(),
    /** The platform's client secret at this provider. */
    clientSecret: text('client_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.generation] })],
);
