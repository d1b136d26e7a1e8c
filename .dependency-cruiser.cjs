/**
 * The layering docs/ARCHITECTURE.md describes, enforced (`npm test` runs it; tests/architecture shows
 * every rule failing on a deliberate violation). Paths are matched anywhere in the path (no ^) so the
 * same rules apply to the fixtures under tests/architecture/fixtures.
 */
const WINGS = '(accounts|catalogue|learner|leagues|feedback|operator|grading)';
const IO_PACKAGES = 'node_modules/(@nestjs|typeorm|pg|pg-[a-z-]+|ioredis|bullmq|express)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: "A wing's domain/ imports only its own domain, the shared kernel and the event contracts.",
      severity: 'error',
      from: { path: `(^|/)backend/src/${WINGS}/domain/` },
      to: { pathNot: ['(^|/)backend/src/$2/domain/', '(^|/)backend/src/kernel/', '(^|/)contracts/src/', 'node_modules/'] },
    },
    {
      name: 'domain-without-framework-or-io',
      comment: 'No Nest, no database or queue client in a domain/ folder.',
      severity: 'error',
      from: { path: `(^|/)backend/src/${WINGS}/domain/` },
      to: { path: IO_PACKAGES },
    },
    {
      name: 'no-other-wing-internals',
      comment: "A wing uses another wing only through that wing's public module (its index.ts) and the event contracts.",
      severity: 'error',
      from: { path: `(^|/)backend/src/${WINGS}/` },
      to: { path: `(^|/)backend/src/${WINGS}/.+`, pathNot: ['(^|/)backend/src/$2/', `(^|/)backend/src/${WINGS}/index\\.ts$`] },
    },
    {
      name: 'platform-below-wings',
      comment: 'platform/ and kernel/ serve the wings and never import them nor the composition root (backend/src/*.ts), which imports them.',
      severity: 'error',
      from: { path: '(^|/)backend/src/(platform|kernel)/' },
      to: { path: `(^|/)backend/src/(${WINGS}/|[^/]+\\.ts$)` },
    },
    {
      name: 'kernel-is-kernel',
      comment: 'The shared kernel depends on nothing else of the backend.',
      severity: 'error',
      from: { path: '(^|/)backend/src/kernel/' },
      to: { path: '(^|/)(backend/src/(?!kernel/)|projections/src/)' },
    },
    {
      name: 'projections-never-import-backend',
      comment: 'Dependencies between the workspaces flow one way: the backend uses projections/, never the reverse.',
      severity: 'error',
      from: { path: '(^|/)projections/src/' },
      to: { path: '(^|/)(backend|frontend)/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'The event contracts import nothing of the product.',
      severity: 'error',
      from: { path: '(^|/)contracts/src/' },
      to: { path: '(^|/)(backend|projections|frontend)/' },
    },
    {
      name: 'projections-through-their-index',
      comment: 'The backend imports projections/ only through its public module, projections/src/index.ts.',
      severity: 'error',
      from: { path: '(^|/)backend/src/' },
      to: { path: '(^|/)projections/src/', pathNot: '(^|/)projections/src/index\\.ts$' },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The client gets server shapes from the generated OpenAPI types, never from server code.',
      severity: 'error',
      from: { path: '(^|/)frontend/src/' },
      to: { path: '(^|/)(backend|projections|contracts)/' },
    },
    {
      name: 'frontend-features-isolated',
      comment: 'A client feature does not import another feature; shared parts live in components/, lib/, api/ or hooks/.',
      severity: 'error',
      from: { path: '(^|/)frontend/src/features/([^/]+)/' },
      to: { path: '(^|/)frontend/src/features/[^/]+/', pathNot: '(^|/)frontend/src/features/$2/' },
    },
    {
      name: 'no-cycle',
      comment: 'No import cycle, type-only imports included (tsPreCompilationDeps): a cycle is a boundary nobody drew.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|artifacts|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    webpackConfig: { fileName: 'frontend/resolve-aliases.cjs' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
  },
};
