import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDatabase, readingFromReplica, type Database } from './db/client.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { enterpriseRoutes } from './modules/enterprise/routes.ts';
import { enterpriseProfileRoutes } from './modules/enterprise/profile-routes.ts';
import { enterprisePersonRoutes } from './modules/enterprise-person/routes.ts';
import { comprehensivePlatformRoutes } from './modules/comprehensive-platform/routes.ts';
import { annexRoutes } from './modules/annex/routes.ts';
import { generalRoutes } from './modules/general/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { passRateRoutes } from './modules/pass-rate/routes.ts';
import { practiceAbilityRoutes } from './modules/practice-ability/routes.ts';
import { accountInfoRoutes } from './modules/auth/account-info-routes.ts';
import { tokenRoutes } from './modules/auth/token-routes.ts';
import { userRoutes } from './modules/auth/user-routes.ts';
import { loadPrincipal } from './modules/auth/principal.ts';
import { createAccessTokens, type AccessTokens } from './platform/auth/access-token.ts';
import { registerGuard } from './platform/auth/guard.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerControlCharacterGuard } from './platform/control-characters.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler.ts';
import { registerSpa } from './platform/spa.ts';
import { registerPublicRateLimit } from './platform/public-rate-limit.ts';
import { publicityRoutes } from './modules/publicity/routes.ts';
import { policyRoutes } from './modules/policy/routes.ts';
import type { ProviderKind } from './idp/demo-accounts.ts';
import { createLocalProviders } from './idp/local-providers.ts';
import { idpRoutes } from './idp/routes.ts';
import { createOidcClients, type OidcClient } from './platform/auth/oidc/oidc-clients.ts';
import { injectFetch } from './platform/auth/oidc/inject-fetch.ts';
import { logoutRoutes } from './modules/auth/logout-routes.ts';
import { ssoRoutes } from './modules/auth/sso-routes.ts';
import { createUrlSigner, type UrlSigner } from './platform/files/index.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { behaviorRoutes } from './modules/behavior/routes.ts';
import { todoRoutes } from './modules/todo/routes.ts';
import { FLOW_ITEMS, FLOW_MODULES } from './flow-modules.ts';
import { holidayRoutes } from './modules/holiday/routes.ts';
import { notificationRoutes } from './modules/notification/routes.ts';
import { scoringRoutes } from './modules/scoring/routes.ts';
import { certificateRoutes } from './modules/certificate/routes.ts';
import { qualificationRoutes } from './modules/qualification/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { recordsStatisticsRoutes } from './modules/statistics/records-routes.ts';
import { deskStatisticsRoutes } from './modules/statistics/desk-routes.ts';
import { creditTrendRoutes } from './modules/publicity/trend-routes.ts';
import { creditReportRoutes } from './modules/credit-report/routes.ts';
import { accountColumnsRoutes } from './modules/account-columns/routes.ts';
import { jobCrontab, jobsAtStart, jobTasks } from './job-tasks.ts';
import { registerRequestContext } from './platform/audit/index.ts';
import { startWorker } from './platform/jobs/worker.ts';
import { registerMetrics } from './platform/metrics/register-metrics.ts';
import { registerRequestIdHeader, requestIdOf } from './platform/metrics/request-id.ts';
import { requestLogSerializer } from './platform/personal-data/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Where the reads that tolerate a replica's lag go (docs/read-replica.md): DATABASE_READ_URL's replica, else `db`. */
    readDb: Database;
    config: Config;
    tokens: AccessTokens;
    /** Signs the links to stored files that records hand out. */
    fileUrls: UrlSigner;
    /** The two single sign-on providers' clients. */
    oidc: Record<ProviderKind, OidcClient>;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  jwtSecret: string;
  /** Where log lines go; standard output when absent. */
  logStream?: { write(line: string): void };
}

/** Builds the whole HTTP application; every plugin and module is registered here, explicitly. */
export async function buildApp({ config, db, jwtSecret, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, stream: logStream, serializers: { req: requestLogSerializer } },
    genReqId: requestIdOf,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createAccessTokens(jwtSecret, config.accessTokenTtlSeconds);
  app.decorate('db', db);
  const replica = config.databaseReadUrl ? createDatabase(config.databaseReadUrl) : undefined;
  app.decorate('readDb', replica ? readingFromReplica(replica.db, db) : db);
  if (replica) app.addHook('onClose', () => replica.pool.end());
  app.decorate('config', config);
  app.decorate('tokens', tokens);
  app.decorate('fileUrls', createUrlSigner(jwtSecret));
  const localProviders = await createLocalProviders(config, db);
  app.decorate(
    'oidc',
    createOidcClients(config, localProviders, (url, init) => injectFetch(app, url, init)),
  );

  registerErrorHandler(app);
  registerRequestIdHeader(app);
  // First of the request hooks, so that refusals (the guard's 401, a rate limit's 429) carry them too.
  registerSecurityHeaders(app, {
    directives: {
      'default-src': ["'self'"],
      // Only the bundle's own files: index.html has no inline script (docs/security.md).
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      // antd writes its styles at run time (CSS-in-JS).
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      // No page is shown in a frame, the policy PDFs included (pdf.js draws them in the page).
      'frame-ancestors': ["'none'"],
    },
  });
  const metrics = registerMetrics(app, { pools: { primary: db.$client, replica: replica?.pool }, ...config.metrics });
  // Text answers (JSON, pages) go out brotli or gzip; files already compressed (images, xlsx) as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await registerApiDocs(app);
  registerGuard(app, tokens, (claims) => loadPrincipal(db, claims, { idleMinutes: config.sessionIdleMinutes }));
  registerRequestContext(app);
  await registerPublicRateLimit(app, config.publicRateLimit);
  registerControlCharacterGuard(app);
  await app.register(fastifyCookie);
  // preservePath: the client's name arrives as sent, so a path-like one is refused rather than silently cut.
  await app.register(fastifyMultipart, {
    preservePath: true,
    limits: { fileSize: 50 * 1024 * 1024, files: 20, fields: 200 },
  });

  await app.register(healthRoutes);
  await app.register(tokenRoutes);
  await app.register(userRoutes);
  await app.register(ssoRoutes, { jwtSecret });
  await app.register(logoutRoutes);
  await app.register(idpRoutes, { providers: localProviders });
  await app.register(accountInfoRoutes);
  await app.register(enterpriseRoutes);
  await app.register(enterpriseProfileRoutes);
  await app.register(enterprisePersonRoutes);
  await app.register(comprehensivePlatformRoutes);
  await app.register(annexRoutes);
  await app.register(generalRoutes);
  await app.register(systemRoutes);
  await app.register(practiceAbilityRoutes);
  await app.register(passRateRoutes);
  await app.register(behaviorRoutes);
  for (const flow of FLOW_MODULES) await app.register(flow.routes);
  await app.register(todoRoutes, { items: FLOW_ITEMS });
  await app.register(holidayRoutes);
  await app.register(notificationRoutes);
  await app.register(scoringRoutes);
  await app.register(certificateRoutes);
  await app.register(qualificationRoutes);
  await app.register(dashboardRoutes, { items: FLOW_ITEMS });
  await app.register(deskStatisticsRoutes, { items: FLOW_ITEMS });
  await app.register(recordsStatisticsRoutes);
  await app.register(publicityRoutes);
  await app.register(creditTrendRoutes);
  await app.register(creditReportRoutes);
  await app.register(policyRoutes);
  await app.register(accountColumnsRoutes);
  await registerSpa(app, config.webDistDir, config.publicUrl);
  if (config.jobWorker) {
    const worker = await startWorker({
      pgPool: db.$client,
      tasks: jobTasks(db, config, FLOW_ITEMS),
      crontab: jobCrontab(config),
      atStart: jobsAtStart,
    });
    metrics.countTaskFailures(worker.events);
    app.addHook('onClose', () => worker.stop());
  }
  return app;
}
