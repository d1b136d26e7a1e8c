import { Client } from 'pg';
import { resolveSandbox } from './backend/src/platform/infra/sandbox-resolver';
(async () => {
  const sandbox = await resolveSandbox({ sandboxUrl: undefined, dataDir: '.data/bench-grading', embeddedPort: 55601, log: () => {} });
  const su = new Client({ connectionString: sandbox.superuserUrl.replace(/\/postgres$/, '/sandbox') });
  await su.connect();
  const name = (await su.query("SELECT nspname FROM pg_namespace WHERE nspname ~ '^sqd_' LIMIT 1")).rows[0].nspname;
  console.log('memberships', (await su.query("SELECT count(*) FROM pg_auth_members WHERE member = 'sandbox_runner'::regrole")).rows[0]);
  for (const q of ['SELECT 1', `SET ROLE ${name}`, 'SELECT sandbox_api.seal_run()', `SELECT setseed(0.1)`]) {
    let conn = 0, first = 0, second = 0;
    for (let i = 0; i < 10; i++) {
      let t = performance.now();
      const k = new Client({ connectionString: sandbox.runnerUrl }); await k.connect();
      conn += performance.now() - t; t = performance.now();
      await k.query('BEGIN'); await k.query(q); first += performance.now() - t; t = performance.now();
      await k.query('ROLLBACK'); await k.query('BEGIN'); await k.query(q); second += performance.now() - t;
      await k.end();
    }
    console.log(q.slice(0, 20), 'connect', (conn / 10).toFixed(1), 'first', (first / 10).toFixed(2), 'again', (second / 10).toFixed(2));
  }
  await su.end(); await sandbox.stop();
})();
