import { addCatalogue, type Catalogue } from '@gia/domain';
import { hi } from '@gia/domain/hi';
import { loginErrorText } from '../auth/login-errors';
import { errorMessage } from '../api/refusal';
import { useLanguageStore } from '../i18n/language-store';
import { failure, noAnswer } from '../test-support';

/** A refusal as the server answers it: English `message`, catalogue `code`, maybe field errors. */
const answered = (status: number, data: Record<string, unknown> = {}) => failure(status, data);

const badEmail = answered(400, {
  message: 'Invalid email address: email must look like name@example.com.',
  code: 'errors.field.email',
  params: { field: 'email' },
  errors: [{ field: 'email', code: 'errors.field.email' }]
});
const badPassword = answered(401, { message: 'Invalid email or password', code: 'identity.invalidCredentials' });
const fault = answered(500, { message: 'Something went very wrong. Please try again later.', code: 'auth.veryWrong' });
const tooMany = answered(429, {
  message: 'Too many sign-in attempts. Please try again in 5 seconds.',
  code: 'limits.signIn',
  params: { seconds: 5 }
});
const duplicate = answered(409, {
  message: 'A vendor account with this email already exists. Please sign in instead.',
  code: 'errors.account.vendorExists'
});
const secondFieldEmail = answered(400, {
  message: 'name is required. Invalid email address: email must look like name@example.com.',
  code: 'errors.field.required',
  errors: [
    { field: 'name', code: 'errors.field.required' },
    { field: 'email', code: 'errors.field.email' }
  ]
});

beforeEach(() => useLanguageStore.setState({ lang: 'en' }));

describe('admin and user login failures (spec section 8), read from the codes', () => {
  it.each([
    ['admin', badEmail, 'Invalid email address. Please check and try again.'],
    ['admin', badPassword, 'Invalid email or password. Please try again.'],
    ['admin', fault, 'Something went very wrong. Please try again later.'],
    ['admin', tooMany, 'Something went wrong. Please try again.'],
    ['user', secondFieldEmail, 'Invalid email address. Please check and try again.'],
    ['user', badPassword, 'Invalid email or password. Please try again.'],
    ['user', fault, 'Something went very wrong. Please try again later.'],
    ['user', duplicate, 'Something went wrong. Please check your inputs and try again.']
  ] as const)('%s, %#', (variant, error, shown) => {
    expect(loginErrorText(error, variant)).toBe(shown);
  });

  it('does not read the English message: words without a code are the generic text', () => {
    expect(loginErrorText(answered(401, { message: 'Invalid email or password' }), 'admin')).toBe(
      'Something went wrong. Please try again.'
    );
    expect(loginErrorText(answered(500), 'user')).toBe('Something went wrong. Please check your inputs and try again.');
  });

  it('says the server cannot be reached when there is no answer', () => {
    expect(loginErrorText(noAnswer(), 'admin')).toBe('Unable to connect to the server. Please try again later.');
    expect(loginErrorText(noAnswer(), 'user')).toBe('Unable to connect to the server. Please try again later.');
  });
});

describe('vendor failures', () => {
  it('vendor login always reads the same', () => {
    expect(loginErrorText(badPassword, 'vendor')).toBe('Failed to login. Please try again.');
    expect(loginErrorText(noAnswer(), 'vendor')).toBe('Failed to login. Please try again.');
  });

  it("vendor signup says the server's refusal from its code, else its own text", () => {
    expect(loginErrorText(duplicate, 'vendorSignup')).toBe(
      'A vendor account with this email already exists. Please sign in instead.'
    );
    expect(loginErrorText(answered(500), 'vendorSignup')).toBe('Signup failed. Please try again.');
    expect(loginErrorText(noAnswer(), 'vendorSignup')).toBe('Signup failed. Please try again.');
  });
});

describe('on a Hindi screen', () => {
  beforeEach(() => {
    addCatalogue('hi', hi as Catalogue);
    useLanguageStore.setState({ lang: 'hi' });
  });

  it("a refusal reads in Hindi, never in the server's English", () => {
    const shown = [
      loginErrorText(duplicate, 'vendorSignup'),
      loginErrorText(badEmail, 'admin'),
      errorMessage(tooMany, 'fallback')
    ];
    expect(shown).toEqual([
      'इस ईमेल से एक वेंडर खाता पहले से है। कृपया साइन इन करें।',
      hi['auth.invalidEmail'],
      'साइन-इन के बहुत अधिक प्रयास। कृपया 5 सेकंड बाद फिर से प्रयास करें।'
    ]);
  });

  it('a named field is said by its Hindi label', () => {
    const refused = answered(400, {
      message: 'pan_no is required.',
      code: 'errors.field.required',
      params: { field: 'pan_no' }
    });
    expect(errorMessage(refused, 'fallback')).toBe(`${hi['field.pan_no']} आवश्यक है।`);
  });
});
