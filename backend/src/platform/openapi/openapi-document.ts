import { type DynamicModule, type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import type { RuntimeConfig } from '../config/runtime-config';
import { withAnswerSchemas } from '../http/api-answer';
import { API_PREFIX } from '../http/api-prefix';

/** The API's OpenAPI document (served at /api/docs; the client's API types are generated from it). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const doc = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('SQL Daily API')
      .setDescription('Daily SQL practice: challenges, attempts, ELO, streaks, leaderboards, admin.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  return withAnswerSchemas(cleanupOpenApiDoc(doc));
}

/**
 * The same document without a database, Redis or sandbox: the API role's modules in Nest's preview
 * mode, where no provider is instantiated (so nothing connects), only routes and their metadata.
 * `apiModule` builds the API role's root module (the composition root's AppModule: platform never imports it).
 */
export async function openApiDocumentOffline(apiModule: (config: RuntimeConfig) => DynamicModule): Promise<OpenAPIObject> {
  const config: RuntimeConfig = {
    env: {} as RuntimeConfig['env'],
    dataDir: '/nonexistent',
    databaseUrl: 'postgres://offline@127.0.0.1:1/offline',
    redisUrl: 'redis://127.0.0.1:1',
    jwtSecret: 'offline',
  };
  const app = await NestFactory.create(apiModule(config), { preview: true, logger: false, abortOnError: false });
  try {
    app.setGlobalPrefix(API_PREFIX);
    return buildOpenApiDocument(app);
  } finally {
    await app.close().catch((err: unknown) => Logger.warn(String(err), 'OpenAPI'));
  }
}
