/**
 * The API's shapes, generated from the server's OpenAPI document (`npm run api:types` writes
 * openapi.json and schema.d.ts beside this file). Features alias these instead of retyping them.
 */
import type { components } from './schema';

export type ApiSchemas = components['schemas'];
export type ApiSchema<Name extends keyof ApiSchemas> = ApiSchemas[Name];
