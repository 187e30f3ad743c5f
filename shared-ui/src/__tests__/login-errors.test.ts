import { AxiosError, AxiosHeaders } from 'axios';
import { loginErrorText } from '../auth/login-errors';
import { useLanguageStore } from '../i18n/language-store';

function answered(status: number, message?: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, {
    status, statusText: '', headers: {}, config, data: message === undefined ? {} : { message }
  });
}
const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});

beforeEach(() => useLanguageStore.setState({ lang: 'en' }));

describe('admin and user login failures (spec section 8)', () => {
  it.each([
    ['admin', 'Invalid email address: no account', 'Invalid email address. Please check and try again.'],
    ['admin', 'Invalid email or password', 'Invalid email or password. Please try again.'],
    ['admin', 'Something went very wrong', 'Something went very wrong. Please try again later.'],
    ['admin', 'Too many attempts', 'Something went wrong. Please try again.'],
    ['user', 'Invalid email address', 'Invalid email address. Please check and try again.'],
    ['user', 'Invalid email or password', 'Invalid email or password. Please try again.'],
    ['user', 'Something went very wrong', 'Something went very wrong. Please try again later.'],
    ['user', 'Email already registered', 'Something went wrong. Please check your inputs and try again.']
  ] as const)('%s, server says %j', (variant, message, shown) => {
    expect(loginErrorText(answered(401, message), variant)).toBe(shown);
  });

  it('maps an answer without a message to the generic text', () => {
    expect(loginErrorText(answered(500), 'admin')).toBe('Something went wrong. Please try again.');
    expect(loginErrorText(answered(500), 'user')).toBe('Something went wrong. Please check your inputs and try again.');
  });

  it('says the server cannot be reached when there is no answer', () => {
    expect(loginErrorText(noAnswer(), 'admin')).toBe('Unable to connect to the server. Please try again later.');
    expect(loginErrorText(noAnswer(), 'user')).toBe('Unable to connect to the server. Please try again later.');
  });
});

describe('vendor failures', () => {
  it('vendor login always reads the same', () => {
    expect(loginErrorText(answered(401, 'Invalid email or password'), 'vendor')).toBe('Failed to login. Please try again.');
    expect(loginErrorText(noAnswer(), 'vendor')).toBe('Failed to login. Please try again.');
  });

  it('vendor signup shows the server message, else its own', () => {
    expect(loginErrorText(answered(409, 'Email already registered'), 'vendorSignup')).toBe('Email already registered');
    expect(loginErrorText(answered(500), 'vendorSignup')).toBe('Signup failed. Please try again.');
    expect(loginErrorText(noAnswer(), 'vendorSignup')).toBe('Signup failed. Please try again.');
  });
});
