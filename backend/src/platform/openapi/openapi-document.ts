import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { AppModule } from '../../app.module';
import type { RuntimeConfig } from '../config/runtime-config';
import { withAnswerSchemas } from '../http/api-answer';

export const API_PREFIX = 'api/v1';

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
 */
export async function openApiDocumentOffline(): Promise<OpenAPIObject> {
  const config: RuntimeConfig = {
    env: {} as RuntimeConfig['env'],
    dataDir: '/nonexistent',
    databaseUrl: 'postgres://offline@127.0.0.1:1/offline',
    redisUrl: 'redis://127.0.0.1:1',
    jwtSecret: 'offline',
  };
  const app = await NestFactory.create(AppModule.forRoot(config, new Set(['api'])), { preview: true, logger: false, abortOnError: false });
  try {
    app.setGlobalPrefix(API_PREFIX);
    return buildOpenApiDocument(app);
  } finally {
    await app.close().catch((err: unknown) => Logger.warn(String(err), 'OpenAPI'));
  }
}
