// @ts-check
/**
 * Lint for the whole repository (`npm run lint` = `eslint .`).
 * - TypeScript recommended rules everywhere; generated code and build output are ignored.
 * - Client (src/): React hooks rules; raw react-redux hooks banned in favour of the typed ones in
 *   src/store/hooks. The layers of docs/architecture.md are zones (CLIENT_LAYERS below): each folder imports
 *   only the layers listed for it, nothing below src/app imports it, and no import cycle (import-x/no-cycle).
 *   Features may not reach into another feature's files; the /login route's modules (features/auth) must not
 *   import src/resources (the resource registry and the paths derived from it would count against the login
 *   bundle budget; they use lib/publicPaths).
 */
const js = require('@eslint/js');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');
const i18next = require('eslint-plugin-i18next');
const importX = require('eslint-plugin-import-x');

/**
 * Words a user reads come from the catalogues (src/i18n/locales): text between JSX tags, and the JSX
 * attributes that are read out or shown (names, titles, placeholders, labels, hints).
 */
const NO_LITERAL_UI_STRING = [
  'error',
  {
    mode: 'jsx-only',
    'jsx-attributes': {
      include: [
        'aria-label',
        'aria-description',
        'aria-valuetext',
        'alt',
        'title',
        'placeholder',
        'label',
        'hint',
        'content',
        'validationMessage',
        'description',
        'message',
        'heading',
        'emptyText',
      ],
    },
    words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '^\\p{Emoji}+$', '^[·•–—…×→←↑↓%$#]+$'] },
  },
];

const TYPED_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use useAppSelector / useAppDispatch / useAppStore from src/store/hooks.',
};

const OWN_I18N_HOOK = {
  name: 'react-i18next',
  message: 'Use useTranslation from src/i18n/useTranslation (and withTags for tags): it keeps /login in budget.',
};

/**
 * The client's layers (docs/architecture.md, section 2) and what each may import of ours. src/app composes
 * everything and is imported by nobody but src/main.tsx.
 */
const CLIENT_LAYERS = {
  i18n: [],
  store: [],
  lib: ['i18n'],
  resources: ['lib'],
  api: ['lib', 'i18n', 'resources'],
  components: ['api', 'lib', 'i18n', 'resources', 'store'],
  features: ['components', 'api', 'lib', 'i18n', 'resources', 'store'],
  sw: ['lib'],
};
/** Leaf modules a layer may read in a folder it may not import: the contract's resource identities are plain data. */
const LEAF_EXCEPTIONS = { resources: { api: ['./generated/resources.ts'] } };
const ALL_CLIENT_FOLDERS = [...Object.keys(CLIENT_LAYERS), 'app'];
const LAYER_ZONES = Object.entries(CLIENT_LAYERS).flatMap(([layer, allowed]) =>
  ALL_CLIENT_FOLDERS.filter((other) => other !== layer && !allowed.includes(other)).map((other) => ({
    target: `./src/${layer}`,
    from: `./src/${other}`,
    except: LEAF_EXCEPTIONS[layer]?.[other],
    message: `src/${layer} may import only ${allowed.length ? allowed.join(', ') : 'nothing of ours'} (docs/architecture.md).`,
  })),
);
const LOGIN_ZONE = {
  target: './src/features/auth',
  from: './src/resources',
  message: 'The /login route must not load the resource registry (login bundle budget): use lib/publicPaths.',
};

const NO_MIGRATIONS = {
  regex: '(^|/)migrations(/|$)',
  message: 'Run-time code must not import a migration; use a db/ module.',
};
const HTTP_IS_TRANSPORT = {
  regex: '^\\.\\./(access|auth|plugins|profile|resources|seed|settings)(/|$)',
  message: 'server/src/http is transport only; domain modules import it, not the reverse.',
};

module.exports = tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/tmp/**',
      'tmp/**',
      'src/api/generated/**',
      'test/clients/.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Tests and build scripts handle loosely typed JSON (OpenAPI documents, fixtures).
    files: ['test/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'test/server/**/*.ts', 'test/e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Migrations are frozen history: run-time code reads what they created through db/ modules
    // (e.g. db/scale-schema.ts), so editing a migration can never change the running server.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/migrations/**', 'server/src/db/migrate.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MIGRATIONS] }] },
  },
  {
    // server/src/http is transport only (validation, errors, multipart, OpenAPI loading): the domain
    // modules use it, never the reverse. Handlers are assembled in server/src/handler-registry.ts.
    files: ['server/src/http/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MIGRATIONS, HTTP_IS_TRANSPORT] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { paths: [TYPED_HOOKS, OWN_I18N_HOOK] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, LOGIN_ZONE] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': NO_LITERAL_UI_STRING },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TYPED_HOOKS],
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!index$).+',
              message: 'Import another feature through its index (public API), not its internals.',
            },
          ],
        },
      ],
    },
  },
);
