/** One jest run over every workspace. Type errors are caught by `npm run typecheck`, so tests only transpile. */
const path = require('path');

const transform = (tsconfig) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, tsconfig), diagnostics: false }] });
const moduleNameMapper = {
  '^@gia/domain$': '<rootDir>/domain/src/index.ts',
  '^@gia/domain/hi$': '<rootDir>/domain/src/messages/hi.ts',
  '^@gia/shared-ui$': '<rootDir>/shared-ui/src/index.ts'
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
    { displayName: 'domain', rootDir: __dirname, roots: ['<rootDir>/domain/src'], testEnvironment: 'node', transform: transform('tsconfig.base.json'), moduleNameMapper },
    {
      displayName: 'server', rootDir: __dirname, roots: ['<rootDir>/server/src'], testEnvironment: 'node',
      transform: transform('server/tsconfig.json'), moduleNameMapper, setupFilesAfterEnv: ['<rootDir>/server/jest.setup.ts']
    },
    {
      displayName: 'e2e', rootDir: __dirname, roots: ['<rootDir>/e2e/src'], testEnvironment: 'node',
      transform: transform('e2e/tsconfig.json'), moduleNameMapper, setupFilesAfterEnv: ['<rootDir>/e2e/jest.setup.ts']
    },
    web('shared-ui'), web('shell'), web('customer-app'), web('admin-app'), web('vendor-app'), web('forms-app')
  ]
};
