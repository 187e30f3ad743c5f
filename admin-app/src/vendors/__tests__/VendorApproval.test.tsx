import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, useLanguageStore } from '@gia/shared-ui';
import { freshPage, renderScreen, signIn } from '../../../../shared-ui/src/requests/test-support';
import VendorApproval from '../VendorApproval';
import { answer, failure } from '@gia/shared-ui/test-support';

const pending = {
  vendor_id: 41,
  vendor_name: 'Kiran Legal',
  vendor_bussiness_name: 'Legal Notice',
  venndor_bussiness_address: '12 MG Road, Pune',
  vendor_number: '9876543210',
  email: 'kiran@example.in',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  disabled: false,
  vendor_aadhar_url: '/api/v1/global/documents/aaaaaaaaaaaaaaaaaaaaaaaa?exp=1&v=1&sig=x',
  vendor_pan_url: '/api/v1/global/documents/bbbbbbbbbbbbbbbbbbbbbbbb?exp=1&v=1&sig=y',
  vendor_registration_document_url: '/api/v1/global/documents/cccccccccccccccccccccccc?exp=1&v=1&sig=z'
};

beforeEach(() => {
  jest.restoreAllMocks();
  freshPage();
  useLanguageStore.getState().setLang('en');
  signIn('admin', 'Meera Admin');
});

/** Answers getVendors (the n-th call) as given; the page frame's own calls (the bell) get an empty answer. */
function vendorsAnswer(reply: (n: number) => Promise<unknown>) {
  let n = 0;
  return jest
    .spyOn(api, 'get')
    .mockImplementation((async (url: string) =>
      url === '/admin/data/getVendors' ? reply(++n) : answer([])) as unknown as typeof api.get);
}

/** The server's answer to a decision: English for API clients, and the key the screen translates. */
const decided = (code: string) => ({
  message: `${code} in the server's English`,
  code,
  params: { name: 'Kiran Legal' },
  vendor_id: 41,
  status: 'approved',
  released: 0
});

const show = () =>
  renderScreen(
    <Suspense fallback={null}>
      <VendorApproval />
    </Suspense>,
    '/VendorApproval'
  );

test('lists the vendors waiting, with their three documents, and approves one', async () => {
  const get = vendorsAnswer(async (n) => answer(n === 1 ? [pending] : []));
  const post = jest.spyOn(api, 'post').mockResolvedValue(answer(decided('identity.vendorApproved')));
  const user = userEvent.setup();
  show();
  const card = (await screen.findByRole('heading', { level: 2, name: /Kiran Legal/ })).closest('li')!;
  expect(get).toHaveBeenCalledWith('/admin/data/getVendors', { params: { status: 'pending' } });
  expect(within(card).getByText('Waiting for approval')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Aadhaar card' })).toHaveAttribute('href', pending.vendor_aadhar_url);
  expect(within(card).getByRole('link', { name: 'PAN card' })).toHaveAttribute('target', '_blank');
  expect(within(card).getByRole('link', { name: 'Registration document' })).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Approve: Kiran Legal' }));
  expect(post).toHaveBeenCalledWith('/admin/data/approveVendor', { vendor_id: 41 });
  expect(await screen.findByText('Vendor Kiran Legal is approved and can now be assigned work.')).toBeInTheDocument();
  expect(await screen.findByText('No vendor is waiting for approval.')).toBeInTheDocument();
});

test('shows approved or suspended vendors when chosen, and suspends', async () => {
  const get = vendorsAnswer(async () => answer([{ ...pending, status: 'approved' }]));
  const post = jest.spyOn(api, 'post').mockResolvedValue(answer(decided('identity.vendorSuspended')));
  const user = userEvent.setup();
  show();
  await screen.findByRole('heading', { level: 2, name: /Kiran Legal/ });
  await user.selectOptions(screen.getByLabelText('Show'), 'approved');
  expect(get).toHaveBeenLastCalledWith('/admin/data/getVendors', { params: { status: 'approved' } });
  expect(await screen.findByRole('button', { name: 'Suspend: Kiran Legal' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve: Kiran Legal' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Suspend: Kiran Legal' }));
  expect(post).toHaveBeenCalledWith('/admin/data/suspendVendor', { vendor_id: 41 });
  expect(
    await screen.findByText('Vendor Kiran Legal is suspended and will not be offered new work.')
  ).toBeInTheDocument();
});

test('says what was decided in Hindi, from the code, whatever English the server wrote', async () => {
  vendorsAnswer(async () => answer([pending]));
  jest.spyOn(api, 'post').mockResolvedValue(answer(decided('identity.vendorApproved')));
  useLanguageStore.getState().setLang('hi');
  const user = userEvent.setup();
  show();
  const card = (await screen.findByRole('heading', { level: 2, name: /Kiran Legal/ })).closest('li')!;
  await user.click(within(card).getByRole('button', { name: 'स्वीकृत करें: Kiran Legal' }));
  expect(await screen.findByText('विक्रेता Kiran Legal स्वीकृत है और अब उसे काम सौंपा जा सकता है।')).toBeInTheDocument();
  expect(screen.queryByText(/approved and can now/)).toBeNull();
});

test('says when the list cannot be loaded, and tries again', async () => {
  vendorsAnswer(async (n) => {
    if (n === 1) throw failure(500, { message: 'Something went very wrong. Please try again later.' });
    return answer([pending]);
  });
  const user = userEvent.setup();
  show();
  expect(await screen.findByText(/The vendors could not be loaded: Something went very wrong/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: /Kiran Legal/ })).toBeInTheDocument();
});
