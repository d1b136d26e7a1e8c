import fs from 'node:fs';
import path from 'node:path';
import { apiRoleModule } from './app.module';
import { CLIENT_API_DIR, CLIENT_API_FILES, generateClientApi } from './platform/openapi/client-api';
import { openApiDocumentOffline } from './platform/openapi/openapi-document';

/**
 * `npm run api:types`: writes the API's OpenAPI document and the client's types generated from it
 * (frontend/src/api/openapi.json, schema.d.ts). Needs no database. `--check` only reports drift.
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const generated = await generateClientApi(await openApiDocumentOffline(apiRoleModule));
  let stale = 0;
  for (const key of Object.keys(CLIENT_API_FILES) as Array<keyof typeof CLIENT_API_FILES>) {
    const file = path.join(CLIENT_API_DIR, CLIENT_API_FILES[key]);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (current === generated[key]) continue;
    stale++;
    if (check) {
      console.error(`${path.relative(process.cwd(), file)} is out of date: run npm run api:types`);
    } else {
      fs.mkdirSync(CLIENT_API_DIR, { recursive: true });
      fs.writeFileSync(file, generated[key]);
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  }
  if (!stale) console.log('API document and client types are up to date');
  if (check && stale) process.exitCode = 1;
}

main().then(
  () => process.exit(),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
