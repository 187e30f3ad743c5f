// The DOM matchers jest.setup.ts installs (toBeInTheDocument …), typed for every web folder's tests.
import '@testing-library/jest-dom';
