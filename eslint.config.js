/**
 * The portal's lint: recommended JavaScript and TypeScript rules (syntax only, not type-checked: fast),
 * the rules of hooks for web code, and the architecture's import boundaries (`gia/import-boundaries`).
 * CommonJS like the other configs, so a jest test can require() it (jest cannot run ESLint's import()).
 */
const js = require('@eslint/js');
const { defineConfig } = require('eslint/config');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const gia = require('./scripts/lint/plugin');

const WEB = ['shared-ui', 'shell', 'customer-app', 'admin-app', 'vendor-app', 'forms-app'];
const TESTS = ['**/*.test.{ts,tsx,js}', '**/__tests__/**', '**/test-support/**', '**/jest.setup.ts', 'e2e/src/**'];

module.exports = defineConfig(
  { ignores: ['**/dist/', '**/node_modules/', '**/coverage/', '.test-results/', '**/data/', '.e2e-data/', 'tmp/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { gia },
    languageOptions: { globals: globals.node },
    rules: {
      'gia/import-boundaries': 'error',
      // A leading underscore or a rest sibling is how this code says "left out on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }
      ]
    }
  },
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // The build, test and bench scripts are CommonJS run by Node as they are: require() is their import.
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('crypto')` is module-scoped in CommonJS, not a second global.
      'no-redeclare': ['error', { builtinGlobals: false }]
    }
  },
  {
    files: ['*/webpack.config.js'],
    // A workspace's build config is tooling, not its code: it reads the root's shared webpack settings.
    rules: { 'gia/import-boundaries': 'off' }
  },
  {
    files: WEB.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    // The two rules of hooks only: the plugin's React Compiler rules (set-state-in-effect, refs, ...) judge
    // code written for that compiler, which the portal does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' }
  },
  {
    files: TESTS,
    languageOptions: { globals: globals.jest },
    rules: {
      // Tests read JSON answers loosely and assert the shape they need.
      '@typescript-eslint/no-explicit-any': 'off'
    }
  },
  {
    files: ['server/src/db/migrations/**'],
    // Kysely's migration pattern: a migration is frozen in time, so it never types itself by today's schema.
    rules: { '@typescript-eslint/no-explicit-any': 'off' }
  }
);
