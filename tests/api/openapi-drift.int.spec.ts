import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiRoleModule } from '../../backend/src/app.module';
import { openApiDocumentOffline } from '../../backend/src/platform/openapi/openapi-document';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The client's API types are generated from the server's OpenAPI document (issue 12): the checked-in
 * document and types (frontend/src/api) must be what the server's schemas generate now, and every
 * route must document its answer, or the client is typed against an API that no longer exists.
 */
describe('client API types (frontend/src/api)', () => {
  it('the checked-in openapi.json and schema.d.ts are what `npm run api:types` generates', () => {
    // A child process: openapi-typescript loads ES modules that jest's module system does not.
    const run = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'backend/src/api-types.ts', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.status !== 0) {
      throw new Error(
        `The client's API files differ from what the server's schemas generate: run \`npm run api:types\` and commit the result.\n${run.stdout}${run.stderr}`,
      );
    }
  });

  it('every route documents its answer with a schema', async () => {
    const doc = await openApiDocumentOffline(apiRoleModule);
    const undocumented = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.entries(ops as Record<string, { responses?: Record<string, { content?: unknown }> }>)
        .filter(([, op]) => !Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith('2') && r.content))
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(undocumented).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
  });
});
