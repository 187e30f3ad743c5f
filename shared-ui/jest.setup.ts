import '@testing-library/jest-dom';
import { format } from 'util';
import { TextDecoder, TextEncoder } from 'util';
import { refuseUnansweredCalls } from './src/test-support';

// jsdom lacks TextEncoder/TextDecoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen that loads its code lazily can take a few seconds to appear on a busy 2-core machine (CI):
// findBy and waitFor wait up to 5 s for it, and a test up to 20 s.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// A component test answers every call its screen makes and expects every error it provokes (a test that
// provokes one silences it with `jest.spyOn(console, 'error').mockImplementation(...)`). A call nobody
// answered or an error nobody expected fails the test that made it, after the screen is unmounted.
const network = refuseUnansweredCalls();
const consoleErrors: string[] = [];
const printError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  consoleErrors.push(format(...args).split('\n')[0]);
  printError(...args);
};

afterEach(() => {
  const problems = [
    ...network.takeUnanswered().map((call) => `a call no test answered: ${call}`),
    ...consoleErrors.splice(0).map((text) => `an unexpected console.error: ${text}`)
  ];
  if (problems.length) throw new Error(problems.join('\n'));
});
