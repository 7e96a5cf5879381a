import path from 'node:path';
import { z } from 'zod';
import { isAddressOrSubnet, LOOPBACK } from './platform/metrics/address-list.ts';
import { SERVER_DIR } from './server-directory.ts';

/** The address ranges Fastify's trustProxy (proxy-addr) knows by name. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isTrustedProxy = (entry: string) => PROXY_RANGE_NAMES.includes(entry) || isAddressOrSubnet(entry);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL for the reads that tolerate its lag (docs/read-replica.md); unset, DATABASE_URL. */
  DATABASE_READ_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  JWT_SECRET: z.string().min(32).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * The keys sealing ID card and mobile numbers (docs/personal-data.md): `id:base64` of 32 bytes,
   * comma-separated, the last one current; with PERSONAL_DATA_LOOKUP_KEY. Unset, DATA_DIR/personal-data.keys.
   */
  PERSONAL_DATA_KEYS: z
    .string()
    .regex(/^[a-z0-9]{1,8}:[A-Za-z0-9_+/=-]{43,44}(,[a-z0-9]{1,8}:[A-Za-z0-9_+/=-]{43,44})*$/, 'expected id:base64key[,id:base64key…]')
    .optional(),
  /** The key of the look-up hashes (HMAC-SHA256), base64 of 32 bytes; never rotated with the sealing keys. */
  PERSONAL_DATA_LOOKUP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_+/=-]{43,44}$/, 'expected 32 bytes in base64')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(1800),
  /** A session without a call for this long ends: its refresh is refused (docs/security.md). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** The comprehensive service platform's API; unset, a simulated platform with the demo enterprises answers. */
  COMPREHENSIVE_PLATFORM_URL: z.string().url().optional(),
  COMPREHENSIVE_PLATFORM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The address users reach the platform at: sign-in providers return there. */
  PUBLIC_URL: z.string().url().optional(),
  OIDC_ENTERPRISE_ISSUER: z.string().url().optional(),
  OIDC_ENTERPRISE_CLIENT_ID: z.string().optional(),
  OIDC_ENTERPRISE_CLIENT_SECRET: z.string().optional(),
  OIDC_MANAGE_ISSUER: z.string().url().optional(),
  OIDC_MANAGE_CLIENT_ID: z.string().optional(),
  OIDC_MANAGE_CLIENT_SECRET: z.string().optional(),
  /** The demo accounts' password at the local sign-in providers. */
  DEMO_PASSWORD: z.string().min(8).default('Demo@123456'),
  /** Run the job queue's tasks in this process (default: yes, except in tests). */
  JOB_WORKER: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** An HTTP SMS gateway; unset, SMS are recorded in shortMsgRecord and not sent. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** The authority printed on credit-level certificates as their issuer. */
  CERTIFICATE_AUTHORITY: z.string().trim().min(2).max(30).default('海口市住房和城乡建设局'),
  /** Calls a minute one client address may make to the public routes (docs/public-portal.md). */
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Days the operation log is kept (docs/operation-log.md): at least the six months MLPS asks. */
  OPERATION_LOG_RETENTION_DAYS: z.coerce.number().int().min(180).max(36_500).default(365),
  /**
   * The reverse proxies whose X-Forwarded-For / -Proto / -Host are believed (docs/instances.md):
   * comma-separated addresses, CIDR subnets or `loopback`, `linklocal`, `uniquelocal`. Unset, none.
   */
  TRUST_PROXY: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .pipe(z.array(z.string().refine(isTrustedProxy, 'expected an IP address, a CIDR subnet or loopback')))
    .optional(),
  /** Backups of the database and the stored files (docs/backups.md): their folder, default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** The job queue's daily backup; false turns it off (backups then run by `npm run backup` only). */
  BACKUP_SCHEDULE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** When the scheduled backup runs: five cron fields in UTC, default 18:00 UTC (02:00 Beijing). */
  BACKUP_CRON: z
    .string()
    .trim()
    .regex(/^[\d*,/-]+(\s+[\d*,/-]+){4}$/, 'five cron fields, e.g. 0 18 * * *')
    .default('0 18 * * *'),
  /** Days a backup is kept before the scheduled backup removes it. */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  /** Where attachments are kept (docs/object-storage.md): the local disk under DATA_DIR/files, or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** An S3-compatible server; unset, AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** A bearer token that opens /metrics from any address (docs/metrics.md). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Comma-separated addresses or CIDR subnets that may read /metrics without the token. */
  METRICS_ALLOW: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .pipe(z.array(z.string().refine(isAddressOrSubnet, 'expected an IP address or a CIDR subnet')))
    .default(LOOPBACK),
});

type Env = z.infer<typeof envSchema>;

/** A configured provider, or undefined: then a local one runs in-process under /idp/<kind>. */
function providerOf(
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
  kind: string,
) {
  if (!issuer) return undefined;
  if (!clientId || !clientSecret)
    throw new Error(
      `Invalid configuration:\nOIDC_${kind}_CLIENT_ID and OIDC_${kind}_CLIENT_SECRET are required with OIDC_${kind}_ISSUER`,
    );
  return { issuer, clientId, clientSecret };
}

/** The bucket's settings when S3_BUCKET is set (required with FILE_STORAGE=s3); keys given together or not at all (then the SDK's own chain finds them). */
function s3Of(e: Env) {
  if (!e.S3_BUCKET) {
    if (e.FILE_STORAGE === 's3') throw new Error('Invalid configuration:\nS3_BUCKET is required with FILE_STORAGE=s3');
    return undefined;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid configuration:\nS3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required together');
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** The only reader of process.env: every setting the server takes, validated once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (!e.PERSONAL_DATA_KEYS !== !e.PERSONAL_DATA_LOOKUP_KEY)
    throw new Error('Invalid configuration:\nPERSONAL_DATA_KEYS and PERSONAL_DATA_LOOKUP_KEY are required together');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_DIR, '../web/dist')),
    seedDemoData: e.SEED_DEMO_DATA,
    jwtSecret: e.JWT_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    personalData: {
      keys: e.PERSONAL_DATA_KEYS,
      lookupKey: e.PERSONAL_DATA_LOOKUP_KEY,
      keyFile: path.join(dataDir, 'personal-data.keys'),
    },
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    comprehensivePlatformUrl: e.COMPREHENSIVE_PLATFORM_URL,
    comprehensivePlatformTimeoutMs: e.COMPREHENSIVE_PLATFORM_TIMEOUT_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    oidc: {
      enterprise: providerOf(
        e.OIDC_ENTERPRISE_ISSUER,
        e.OIDC_ENTERPRISE_CLIENT_ID,
        e.OIDC_ENTERPRISE_CLIENT_SECRET,
        'ENTERPRISE',
      ),
      manage: providerOf(e.OIDC_MANAGE_ISSUER, e.OIDC_MANAGE_CLIENT_ID, e.OIDC_MANAGE_CLIENT_SECRET, 'MANAGE'),
    },
    demoPassword: e.DEMO_PASSWORD,
    jobWorker: e.JOB_WORKER ?? e.NODE_ENV !== 'test',
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    certificateAuthority: e.CERTIFICATE_AUTHORITY,
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    operationLogRetentionDays: e.OPERATION_LOG_RETENTION_DAYS,
    /** Fastify's trustProxy: false, or the proxies to believe. */
    trustProxy: e.TRUST_PROXY ?? (false as const),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupSchedule: e.BACKUP_SCHEDULE,
    backupCron: e.BACKUP_CRON,
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    fileStorage: e.FILE_STORAGE,
    s3: s3Of(e),
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
  };
}
