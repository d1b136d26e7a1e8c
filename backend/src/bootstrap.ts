import 'reflect-metadata';
import { ConsoleLogger, Logger, type INestApplication, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AppModule, type Role } from './app.module';
import { loadConfig } from './platform/config/load-config';
import { migrate } from './platform/database/data-source';
import { securityHeaders } from './platform/http/security-headers';
import { jsonBody } from './platform/http/json-body';
import { serveFrontend } from './platform/http/static-frontend';
import compression from 'compression';
import { httpMetrics, metricsNotHere, serveMetrics, startProbeServer } from './platform/metrics/http-metrics';
import { drainHttp, trackInFlight } from './platform/http/in-flight';
import { JsonLogger } from './platform/logging/json-logger';
import { requestContext, type AccessLog } from './platform/logging/request-context';
import { HealthService, inWords } from './platform/health/health.service';
import { API_PREFIX } from './platform/http/api-prefix';
import { buildOpenApiDocument } from './platform/openapi/openapi-document';
import { resolveInfrastructure } from './platform/infra/resolve-infrastructure';
import { seedAdmin, type AdminCredentials } from './accounts/application/admin-seed';
import { seedCatalogue } from './catalogue/application/seed-catalogue';
import { resolveSandbox } from './grading';
import { TransactionalEvents } from './platform/eventstore/transactional-events';
import type { RuntimeConfig } from './platform/config/runtime-config';
import type { Clock } from './kernel/clock';

export interface StartOptions {
  roles?: Role[];
  /** Environment to validate (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
  /** 0 picks a free port (tests). */
  port?: number;
  logLevels?: LogLevel[];
  /** Replaces the system clock (tests that cross midnights). */
  clock?: Clock;
}

export interface RunningProduct {
  url: string;
  config: RuntimeConfig;
  admin: AdminCredentials;
  infrastructure: string[];
  app: INestApplication;
  /** Stops the product; with `graceMs`, the API first stops accepting and answers what is in flight (bounded). */
  close(graceMs?: number): Promise<void>;
}

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Resolves infrastructure, migrates, seeds, and starts the requested roles. */
export async function startProduct(opts: StartOptions = {}): Promise<RunningProduct> {
  const env = loadConfig(opts.env ?? process.env);
  const roles = new Set<Role>(opts.roles ?? ['api', 'worker', 'projector']);
  const levels = opts.logLevels ?? LEVELS.slice(0, LEVELS.indexOf(env.LOG_LEVEL) + 1);
  const format = env.LOG_FORMAT === 'auto' ? (process.stdout.isTTY ? 'text' : 'json') : env.LOG_FORMAT;
  const { logger, access } = createLogger(format, levels, [...roles].join('+'));
  Logger.overrideLogger(logger);
  const infra = await resolveInfrastructure(env, (l) => Logger.log(l, 'Infrastructure'), roles.has('worker') ? { sandbox: resolveSandbox } : {});
  try {
    await migrate(infra.config.databaseUrl);
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(infra.config, roles, opts.clock), {
      logger,
      bodyParser: false,
      forceCloseConnections: true,
    });
    const admin = await seedAdmin(app.get(DataSource), infra.config, { prints: roles.has('api') });
    if (admin.reset) Logger.log(`the admin account ${admin.email} existed in this database with another password; it now has the one printed below`, 'Accounts');
    if (env.SEED_DEMO) {
      const seeded = await seedCatalogue(app.get(TransactionalEvents), admin.id);
      const changed = seeded.inserted.length + seeded.updated.length;
      if (changed) Logger.log(`content: ${seeded.inserted.length} new and ${seeded.updated.length} changed challenge(s) seeded from content/, validating in the background`, 'Catalogue');
      if (seeded.kept.length) Logger.warn(`content: ${seeded.kept.length} changed file(s) not applied, their challenges were edited by an admin: ${seeded.kept.join(', ')}`, 'Catalogue');
    }
    let url = '';
    if (roles.has('api')) {
      configureHttp(app, access, env.METRICS_PUBLIC);
      await app.listen(opts.port ?? env.PORT, env.HOST);
      const address = app.getHttpServer().address() as { port: number };
      url = `http://localhost:${address.port}`;
    } else {
      await app.init();
    }
    // every role serves /metrics and the probes on its own port (never the public one unless METRICS_PUBLIC)
    const probes = env.METRICS_PORT > 0
      ? startProbeServer(env.METRICS_PORT, env.HOST, probesInWords(app.get(HealthService, { strict: false })), (l) => Logger.warn(l, 'Metrics'))
      : undefined;
    return {
      url,
      config: infra.config,
      admin,
      infrastructure: infra.describe,
      app,
      close: async (graceMs = 0) => {
        // Stop taking requests and answer the ones in flight first (bounded); then jobs, queues and pools close.
        if (roles.has('api') && graceMs > 0) {
          const { drained, left } = await drainHttp(app.getHttpServer(), graceMs);
          if (!drained) Logger.warn(`${left} request(s) still running after ${graceMs} ms: closing anyway`, 'Shutdown');
        }
        await new Promise((resolve) => (probes ? probes.close(resolve) : resolve(undefined)));
        await app.close();
        await infra.stop();
      },
    };
  } catch (err) {
    await infra.stop();
    throw err;
  }
}

/** The probes as the metrics port answers them: status words, like the API's to anybody but an admin. */
function probesInWords(health: HealthService) {
  return { live: () => health.live(), ready: async () => inWords(await health.ready()) };
}

/** JSON lines with request ids, or Nest's own coloured text for a terminal; both with an access log. */
function createLogger(format: 'json' | 'text', levels: LogLevel[], role: string): { logger: LoggerService; access: AccessLog } {
  if (format === 'json') {
    const logger = new JsonLogger(levels, role);
    return { logger, access: logger.pino };
  }
  const logger = new ConsoleLogger({ logLevels: levels });
  const line = (f: Record<string, unknown>) => `${f.method} ${f.route} ${f.status} ${f.duration_ms} ms [${f.request_id}]`;
  return { logger, access: { info: (f) => logger.log(line(f), 'Access'), debug: (f) => logger.debug(line(f), 'Access') } };
}

function configureHttp(app: NestExpressApplication, access: AccessLog, metricsPublic: boolean): void {
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(requestContext(access));
  app.use(securityHeaders());
  // API answers above 1 KB compressed (br or gzip, as the client accepts); the client's files are compressed at build time
  app.use(`/${API_PREFIX}`, compression({ threshold: 1024 }));
  app.use(httpMetrics);
  app.use(trackInFlight);
  app.use(jsonBody);
  app.setGlobalPrefix(API_PREFIX);
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app));
  const express = app.getHttpAdapter().getInstance();
  // not the client's page either: a scraper pointed at the public port learns at once where the metrics are not
  express.get('/metrics', metricsPublic ? serveMetrics : metricsNotHere);
  serveFrontend(express);
}
