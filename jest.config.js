/** One jest run over every workspace. Type errors are caught by `npm run typecheck`, so tests only transpile. */
const path = require('path');

const transform = (tsconfig) => ({
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, tsconfig), diagnostics: false }]
});
const moduleNameMapper = {
  '^@gia/domain$': '<rootDir>/domain/src/index.ts',
  '^@gia/domain/core$': '<rootDir>/domain/src/core.ts',
  '^@gia/domain/hi$': '<rootDir>/domain/src/messages/hi.ts',
  '^@gia/domain/identity-texts$': '<rootDir>/domain/src/messages/identity.en.ts',
  '^@gia/shared-ui$': '<rootDir>/shared-ui/src/index.ts',
  // The whole TanStack Query, as the query subset imports it in the builds (webpack.shared.js).
  '^@gia/react-query-whole$': '@tanstack/react-query'
};
/**
 * `typebox` (the server's route schemas) ships only ES modules. Node loads them from CommonJS, jest's
 * own loader does not: it gets them transpiled to CommonJS like our sources.
 */
const ESM_ONLY_PACKAGES = {
  transform: {
    '/node_modules/typebox/.+\\.m?js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022' }, diagnostics: false }
    ]
  },
  ignore: ['/node_modules/(?!typebox/)']
};
const web = (name) => ({
  displayName: name,
  rootDir: __dirname,
  roots: [`<rootDir>/${name}/src`],
  testEnvironment: 'jsdom',
  transform: transform('tsconfig.web.json'),
  moduleNameMapper,
  setupFilesAfterEnv: ['<rootDir>/shared-ui/jest.setup.ts']
});

module.exports = {
  projects: [
    {
      displayName: 'domain',
      rootDir: __dirname,
      roots: ['<rootDir>/domain/src'],
      testEnvironment: 'node',
      transform: transform('tsconfig.base.json'),
      moduleNameMapper
    },
    {
      displayName: 'server',
      rootDir: __dirname,
      roots: ['<rootDir>/server/src'],
      testEnvironment: 'node',
      transform: { ...transform('server/tsconfig.json'), ...ESM_ONLY_PACKAGES.transform },
      transformIgnorePatterns: ESM_ONLY_PACKAGES.ignore,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/server/jest.setup.ts']
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      roots: ['<rootDir>/e2e/src'],
      testEnvironment: 'node',
      transform: transform('e2e/tsconfig.json'),
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/e2e/jest.setup.ts']
    },
    // Only __tests__ here: scripts/test.js is `npm test` itself, not a test file.
    {
      displayName: 'tooling',
      rootDir: __dirname,
      roots: ['<rootDir>/scripts'],
      testMatch: ['<rootDir>/scripts/**/__tests__/**/*.test.js'],
      testEnvironment: 'node'
    },
    web('shared-ui'),
    web('shell'),
    web('customer-app'),
    web('admin-app'),
    web('vendor-app'),
    web('forms-app')
  ]
};
