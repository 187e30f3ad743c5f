import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useAuthStore, useFeedbackStore } from '@gia/shared-ui';
import { renderPortal, resetPortal } from '../test-support/portal';
import { failure, later, noAnswer } from '@gia/shared-ui/test-support';

jest.mock('../remotes/containers', () => ({
  exposedModule: jest.fn(() => new Promise(() => undefined)),
  forgetContainer: jest.fn(),
  preloadEntry: jest.fn()
}));
// The strength meter's dictionaries take seconds to load here; shared-ui's password-rule.test.tsx tests it with them.
jest.mock('../../../shared-ui/src/requests/password/password-strength', () => ({ passwordScore: () => 4 }));
// Where the remotes live; their screens never arrive here (the container loader is a stand-in).
global.fetch = jest.fn(() =>
  Promise.resolve({
    ok: true,
    json: () => Promise.resolve({ customer_app: '/c/remoteEntry.js', vendor_app: '/v/remoteEntry.js' })
  })
) as unknown as typeof fetch;

const vendor = {
  accessToken: 'v-token',
  user: { id: 5, name: 'Kiran Legal', email: 'kiran@example.in', role: 'vendor' }
};
const notices = () => useFeedbackStore.getState().notices.map((n) => n.text);

beforeEach(() => {
  resetPortal();
  jest.spyOn(api, 'get').mockResolvedValue({ data: { maxUploadMb: 10 } });
});

it('opens on the welcome view with its top bar', async () => {
  renderPortal('/ServiceProviderLogin');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome To Service Provider Portal !' })
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/Sign_in');
  expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Explore Our Services' }));
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New User? Please register.' })).toBeInTheDocument();
});

describe('vendor sign-in', () => {
  async function openSignIn() {
    renderPortal('/ServiceProviderLogin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
  }

  it("requires both inputs: 'All fields are required.'", async () => {
    const post = jest.spyOn(api, 'post');
    await openSignIn();
    await userEvent.type(screen.getByLabelText('Email'), 'kiran@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('All fields are required.')).toHaveAttribute('role', 'alert');
    expect(post).not.toHaveBeenCalled();
  });

  it.each([[failure(401, { message: 'Invalid email or password' })], [noAnswer()]])(
    'any failure reads the spec text (%#)',
    async (error) => {
      jest.spyOn(api, 'post').mockRejectedValue(error);
      await openSignIn();
      await userEvent.type(screen.getByLabelText('Email'), 'kiran@example.in');
      await userEvent.type(screen.getByLabelText('Password'), 'pw');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Failed to login. Please try again.')).toBeInTheDocument();
    }
  );

  it('disables its buttons while busy, then says so and opens /VendorDashboard', async () => {
    const call = later<{ data: typeof vendor }>();
    const post = jest.spyOn(api, 'post').mockReturnValue(call.promise);
    const user = userEvent.setup();
    const portal = renderPortal('/ServiceProviderLogin');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await user.type(screen.getByLabelText('Email'), 'kiran@example.in');
    await user.type(screen.getByLabelText('Password'), 'pw-123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(post).toHaveBeenCalledWith('/vendors/login/request', { email: 'kiran@example.in', password: 'pw-123456' });
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New User? Please register.' })).toBeDisabled();
    call.resolve({ data: vendor });
    await screen.findByText('Loading...');
    expect(portal.where().pathname).toBe('/VendorDashboard');
    expect(notices()).toContain('User logged in succesfully');
    expect(useAuthStore.getState().role).toBe('vendor');
  });

  it('clears the error when switching views', async () => {
    await openSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('All fields are required.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New User? Please register.' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor Signup' })).toBeInTheDocument();
    expect(screen.queryByText('All fields are required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Already registered? Log in.' }));
    expect(screen.queryByText('All fields are required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Back' }).at(-1)!);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome To Service Provider Portal !' })).toBeInTheDocument();
  });
});

describe('vendor signup', () => {
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'aadhaar.png', { type: 'image/png' });

  async function openSignup() {
    const user = userEvent.setup({ applyAccept: false });
    const portal = renderPortal('/ServiceProviderLogin');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    return { user, portal };
  }

  async function fillAll(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Vendor number (mobile)'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'pw-123456');
    await user.type(screen.getByLabelText('Vendor name'), 'Kiran Legal');
    await user.type(screen.getByLabelText('Email'), 'kiran@example.in');
    await user.selectOptions(screen.getByLabelText('Business type'), 'Sale Deed');
    await user.type(screen.getByLabelText('Business address'), '12 MG Road, Pune');
    const labels = ['Aadhaar card', 'PAN card', 'Registration document'];
    for (const [i, label] of labels.entries()) {
      await user.upload(screen.getByLabelText(label), png());
      await waitFor(() => expect(screen.getAllByText(/Uploaded: aadhaar\.png/)).toHaveLength(i + 1));
    }
  }

  it('offers the business types of the catalogue', async () => {
    await openSignup();
    const options = within(screen.getByLabelText('Business type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['Select...', 'GST Registration', 'PAN Registration', 'Affidavit Request'])
    );
  });

  it("needs every field and all three documents: 'All fields are required.'", async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = await openSignup();
    await user.type(screen.getByLabelText('Vendor name'), 'Kiran Legal');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getAllByText('All fields are required.').length).toBeGreaterThan(1);
    expect(screen.getByLabelText('Aadhaar card')).toHaveAccessibleDescription('All fields are required.');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a document that is not JPG, PNG or PDF before uploading', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = await openSignup();
    await user.upload(screen.getByLabelText('PAN card'), new File(['hello'], 'pan.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Only JPG, PNG, and PDF files are allowed.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('uploads the documents, registers with their urls, says so and opens /VendorDashboard', async () => {
    let n = 0;
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(async (url: string) =>
        url === '/global/upload/file'
          ? { data: { url: `/api/v1/global/documents/doc${++n}aaaaaaaaaaaaaaaa` } }
          : { data: vendor }
      );
    const { user, portal } = await openSignup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Loading...');
    const uploads = post.mock.calls.filter(([url]) => url === '/global/upload/file');
    expect(uploads).toHaveLength(3);
    expect((uploads[0][1] as FormData).get('image')).toBeInstanceOf(File);
    expect(post).toHaveBeenCalledWith('/vendors/login/signUp', {
      vendor_number: '9876543210',
      password: 'pw-123456',
      vendor_name: 'Kiran Legal',
      email: 'kiran@example.in',
      vendor_bussiness_name: 'Sale Deed',
      venndor_bussiness_address: '12 MG Road, Pune',
      vendor_aadhar_url: '/api/v1/global/documents/doc1aaaaaaaaaaaaaaaa',
      vendor_pan_url: '/api/v1/global/documents/doc2aaaaaaaaaaaaaaaa',
      vendor_registration_document_url: '/api/v1/global/documents/doc3aaaaaaaaaaaaaaaa'
    });
    // A new vendor waits for an admin's approval, and is told so (issue 17).
    expect(notices()).toContain(
      'Vendor registered successfully! Thank you for registering. An admin will review your documents; you can take work once approved.'
    );
    expect(portal.where().pathname).toBe('/VendorDashboard');
  });

  it('with mail set up, registering says to read the mail that confirms the email, and stays signed out', async () => {
    const checkEmail = {
      message: 'Thank you. If this email can be used, we have sent a message to it.',
      code: 'identity.signupCheckEmail'
    };
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(async (url: string) =>
        url === '/global/upload/file'
          ? { data: { url: `/api/v1/global/documents/docaaaaaaaaaaaaaaaaa` } }
          : { data: checkEmail }
      );
    const { user, portal } = await openSignup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/If this email can be used, we have sent a message to it/)).toHaveAttribute(
      'role',
      'status'
    );
    expect(portal.where().pathname).toBe('/ServiceProviderLogin');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(post).toHaveBeenCalledWith('/global/resendVerification', { email: 'kiran@example.in' });
  });

  it('checks the mobile number and email format under the fields', async () => {
    jest
      .spyOn(api, 'post')
      .mockImplementation(async () => ({ data: { url: '/api/v1/global/documents/docaaaaaaaaaaaaaaaaa' } }));
    const { user } = await openSignup();
    await fillAll(user);
    await user.clear(screen.getByLabelText('Vendor number (mobile)'));
    await user.type(screen.getByLabelText('Vendor number (mobile)'), '12345');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Vendor number (mobile)')).toHaveAccessibleDescription(
      'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.'
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/valid email/i);
  });

  it.each([
    [failure(409, { message: 'This email is already registered.' }), 'This email is already registered.'],
    [failure(500), 'Signup failed. Please try again.'],
    [noAnswer(), 'Signup failed. Please try again.']
  ])('a failed signup shows the server message or the spec text (%#)', async (error, text) => {
    jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
      if (url === '/global/upload/file') return { data: { url: '/api/v1/global/documents/docaaaaaaaaaaaaaaaaa' } };
      throw error;
    });
    const { user } = await openSignup();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
