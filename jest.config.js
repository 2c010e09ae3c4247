// Two projects: the client (jsdom) and the server (node). The server project runs once per database:
// TEST_DB=sqlite (default) or TEST_DB=postgres (127.0.0.1:5432, see test/server/helpers/db.ts).
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', isolatedModules: true }];
const esmToCjs = [
  'ts-jest',
  { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' }, isolatedModules: true },
];

// The CommonJS entries of @fluentui/react-components and @fluentui/react-icons (test/client/lazy-barrel-transform.js).
const FLUENT_BARRELS = '@fluentui/react-(components/lib-commonjs|icons/lib-cjs)/index\\.cjs$';

// Server test files that never open a database: the PostgreSQL run leaves them to the SQLite run.
const DATABASE_INDEPENDENT = [
  'test/server/contract.test.ts',
  'test/server/core/capabilities.test.ts',
  'test/server/core/commit-msg-hook.test.ts',
  'test/server/core/contract-diff.test.ts',
  'test/server/core/route-schemas-compile.test.ts',
  'test/server/ops/canonical.test.ts',
  'test/server/perf/scale-schema.test.ts',
  'test/server/perf/session-checks.test.ts',
  'test/server/resources/field-contract.test.ts',
  'test/server/resources/list-query.test.ts',
  'test/server/resources/password.test.ts',
  'test/server/resources/seed-times.test.ts',
  'test/server/resources/timing-figures.test.ts',
  'test/server/resources/xlsx-reader.test.ts',
].map((file) => `<rootDir>/${file}`);

// Server test files that open the databases they need themselves (db:transfer: a SQLite and a PostgreSQL one;
// prepared statements: a PostgreSQL connection): run once, in the SQLite run.
const BOTH_DATABASES = ['test/server/ops/transfer.test.ts', 'test/server/perf/prepared-statements.test.ts'].map(
  (file) => `<rootDir>/${file}`,
);
// security/crash-restart and resources/import-stall, though slow, run on both: what they prove is the
// database's part (a killed process's transaction rolled back, one claim of a job by two processes; rows
// written by a job while /healthz answers, synchronous on SQLite, pooled on PostgreSQL).

/** @type {import('jest').Config} */
module.exports = {
  // Per-project testTimeout is ignored by Jest; the server suites build apps and hash passwords.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'client',
      // jsdom plus Node's fetch, Request, Response, Headers and AbortController (for RTK Query).
      testEnvironment: '<rootDir>/test/client/jsdom-environment.js',
      roots: ['<rootDir>/test/client', '<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: {
        '^.+\\.tsx?$': tsJest,
        [FLUENT_BARRELS]: '<rootDir>/test/client/lazy-barrel-transform.js',
      },
      // Fluent's two barrels are the only package files transformed: what they gather loads on first use.
      transformIgnorePatterns: [`/node_modules/(?!${FLUENT_BARRELS})`],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      moduleNameMapper: { '\\.(css|png|svg|mp3|wav|woff2)$': '<rootDir>/test/client/file-stub.js' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest, '/node_modules/cookie/.+\\.js$': esmToCjs },
      // light-my-request (Fastify's inject) requires cookie@2, which is ESM-only; Jest on Node 20 cannot
      // require ESM, so that one package is transpiled to CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
      testTimeout: 30000,
      setupFiles: ['<rootDir>/test/server/helpers/env.ts'],
      // Files that never open a database, or open both kinds themselves, run once, in the SQLite run.
      testPathIgnorePatterns: process.env.TEST_DB === 'postgres' ? [...DATABASE_INDEPENDENT, ...BOTH_DATABASES] : [],
    },
  ],
};
