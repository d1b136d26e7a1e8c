import { Client } from 'pg';
import { resolveSandbox } from './backend/src/platform/infra/sandbox-resolver';
import { catalogueContent } from './backend/src/catalogue/content';
import { createGrader } from './backend/src/platform/grading';
import { SandboxExecutor } from './backend/src/platform/sandbox';
(async () => {
  const sandbox = await resolveSandbox({ sandboxUrl: undefined, dataDir: '.data/bench-grading', embeddedPort: 55601, log: () => {} });
  const su = new Client({ connectionString: sandbox.superuserUrl.replace(/\/postgres$/, '/sandbox') });
  await su.connect();
  console.log((await su.query("SELECT (SELECT count(*) FROM pg_class) AS classes, (SELECT count(*) FROM pg_namespace WHERE nspname ~ '^sqd_') AS datasets, (SELECT count(*) FROM pg_sequence) AS seqs")).rows);
  const mat = new SandboxExecutor({ runnerUrl: sandbox.runnerUrl, watchdogUrl: sandbox.watchdogUrl, superuserUrl: sandbox.superuserUrl, poolSize: 2 });
  const built = new SandboxExecutor({ runnerUrl: sandbox.runnerUrl, watchdogUrl: sandbox.watchdogUrl, poolSize: 2 });
  const c = catalogueContent().challenges[Number(process.env.CI_IDX ?? 0)]!;
  const g = createGrader(built);
  const prepared = await g.prepareChallenge({ setupSql: c.schema_setup, referenceSql: c.correct_solution, hiddenDatasets: c.hidden_datasets ?? [], mutationThreshold: 0 });
  for (const [name, ex] of [['built', built], ['mat', mat], ['built', built], ['mat', mat]] as const) {
    const gr = createGrader(ex);
    await gr.grade({ ...prepared, problems: [] }, c.correct_solution, { learnerKey: 'w' });
    const t = performance.now(); const cpu = process.cpuUsage();
    for (let i = 0; i < 20; i++) await gr.grade({ ...prepared, problems: [] }, c.correct_solution, { learnerKey: 'x' });
    const u = process.cpuUsage(cpu);
    console.log(name, ((performance.now() - t) / 20).toFixed(1), 'ms per grade,', prepared.variants.length + 1, 'datasets; node cpu', ((u.user + u.system) / 1000 / 20).toFixed(1), 'ms per grade');
  }
  // connect cost
  let t = performance.now();
  for (let i = 0; i < 20; i++) { const k = new Client({ connectionString: sandbox.runnerUrl }); await k.connect(); await k.end(); }
  console.log('connect+end', ((performance.now() - t) / 20).toFixed(1), 'ms');
  const k = new Client({ connectionString: sandbox.runnerUrl }); await k.connect();
  t = performance.now();
  for (let i = 0; i < 20; i++) { await k.query('BEGIN'); await k.query('SELECT 1'); await k.query('ROLLBACK'); }
  console.log('seal_run', ((performance.now() - t) / 20).toFixed(2), 'ms');
  await k.end(); await su.end(); await mat.close(); await built.close(); await sandbox.stop();
})();
