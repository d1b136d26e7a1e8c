import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIObject } from '@nestjs/swagger';

/** Where the client keeps the generated API document and types (checked in; `npm run api:types`). */
export const CLIENT_API_DIR = path.resolve(__dirname, '../../../../frontend/src/api');
export const CLIENT_API_FILES = { document: 'openapi.json', types: 'schema.d.ts' } as const;

const HEADER = `/**
 * Generated from the API's OpenAPI document (frontend/src/api/openapi.json) by \`npm run api:types\`.
 * Do not edit: change the backend's response schemas (its http/*.schemas.ts) and run the command again.
 */

`;

/** The client's API document and the TypeScript types generated from it, as file contents. */
export async function generateClientApi(doc: OpenAPIObject): Promise<Record<keyof typeof CLIENT_API_FILES, string>> {
  const document = `${JSON.stringify(doc, null, 2)}\n`;
  // A default makes a request field optional, not always present (the answers' schemas have none).
  const ast = await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0], { defaultNonNullable: false });
  return { document, types: HEADER + astToString(ast) };
}
