import { ApiResponse, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * The zod schemas of the API's answers, by name. Each becomes `components.schemas[name]` of the
 * OpenAPI document (output side of the schema), and the client's API types are generated from them.
 */
export const apiAnswers = z.registry<{ id: string }>();

/** Registers a response schema under a name (unique across the API) and returns it. */
export function answer<S extends z.ZodType>(name: string, schema: S): S {
  if (apiAnswers.has(schema)) throw new Error(`answer ${name}: schema already registered as ${apiAnswers.get(schema)?.id}`);
  apiAnswers.add(schema, { id: name });
  return schema;
}

type Handler<T> = (...args: never[]) => T | Promise<T>;
type Descriptor<T> = Pick<TypedPropertyDescriptor<Handler<T>>, 'value'>;

const ref = (schema: z.ZodType) => {
  const id = apiAnswers.get(schema)?.id;
  if (!id) throw new Error('ApiAnswer: register the schema with answer(name, schema) first');
  return { $ref: `#/components/schemas/${id}` };
};

/**
 * Documents a route's answer (a registered schema, or `[schema]` for a plain array of it) and makes
 * the compiler check that the handler returns what the schema describes. Documentation only: no
 * serializer is installed, so the answer leaves the server exactly as the handler built it (nothing
 * is stripped or re-validated). `status` must be the route's real success code (201 for a POST
 * without `@HttpCode`).
 */
export function ApiAnswer<S extends z.ZodType>(
  schema: [S],
  status?: number,
  description?: string,
): (target: object, key: string | symbol, descriptor: Descriptor<Array<z.input<S>>>) => void;
export function ApiAnswer<S extends z.ZodType>(
  schema: S,
  status?: number,
  description?: string,
): (target: object, key: string | symbol, descriptor: Descriptor<z.input<S>>) => void;
export function ApiAnswer(schema: z.ZodType | [z.ZodType], status = 200, description = '') {
  const content = Array.isArray(schema) ? { type: 'array' as const, items: ref(schema[0]) } : ref(schema);
  const document = ApiResponse({ status, description, schema: content });
  return (target: object, key: string | symbol, descriptor: Descriptor<unknown>): void => {
    document(target, key, descriptor as TypedPropertyDescriptor<unknown>);
  };
}

/** Adds every registered answer schema to the document's components (after nestjs-zod's cleanup). */
export function withAnswerSchemas(doc: OpenAPIObject): OpenAPIObject {
  const { schemas } = z.toJSONSchema(apiAnswers, {
    target: 'openapi-3.0',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Record<string, unknown>> };
  const components = (doc.components ??= {});
  const existing = (components.schemas ??= {});
  for (const [name, { $id: _id, ...schema }] of Object.entries(schemas)) {
    if (existing[name]) throw new Error(`OpenAPI: answer schema ${name} collides with a request schema of that name`);
    existing[name] = schema;
  }
  return doc;
}
