// @ts-check
/**
 * Lint for the whole repository (`npm run lint` = `eslint .`).
 * - TypeScript recommended rules everywhere; generated code and build output are ignored.
 * - Client (src/): React hooks rules; raw react-redux hooks banned in favour of the typed ones in
 *   app/hooks; features may not reach into another feature's files, nor into app/ beyond the typed
 *   hooks and paths (dependencies run shared → features → app); the /login route's modules must not import
 *   app/paths or src/resources (the resource registry would count against the login bundle budget).
 */
const js = require('@eslint/js');
const globals = require('globals');
const reactHooks = require('eslint-plugin-react-hooks');
const tseslint = require('typescript-eslint');
const i18next = require('eslint-plugin-i18next');

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
  message: 'Use useAppSelector / useAppDispatch / useAppStore from src/app/hooks.',
};

const OWN_I18N_HOOK = {
  name: 'react-i18next',
  message: 'Use useTranslation from src/i18n/useTranslation (and withTags for tags): it keeps /login in budget.',
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
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': NO_LITERAL_UI_STRING },
  },
  {
    files: ['src/app/hooks.ts'],
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
            {
              regex: '^(\\.\\./)+app/(?!(hooks|paths|publicPaths)$)',
              message:
                'Features may use app/hooks, app/paths and app/publicPaths only; the app composes features, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TYPED_HOOKS],
          patterns: [
            { regex: '^(\\.\\./)+(features|app)/', message: 'Shared code must not depend on features or the app.' },
          ],
        },
      ],
    },
  },
);
