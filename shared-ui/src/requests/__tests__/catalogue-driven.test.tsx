import { screen } from '@testing-library/react';
import { SERVICES, type ServiceKind } from '@gia/domain';
import { api } from '../../api/client';
import { FieldControl } from '../FieldControl';
import { fieldText } from '../field-text';
import { RequestList } from '../RequestList';
import { freshPage, renderScreen, sampleRow, signIn } from '../test-support';
import { answer } from '@gia/shared-ui/test-support';

/** A kind the catalogue does not have yet: adding it must be enough for its form and list. */
const NEW_KIND: ServiceKind = {
  ...SERVICES.find((k) => k.key === 'pan')!,
  key: 'aadhaarUpdate',
  serviceType: 'AadhaarUpdate',
  fields: [
    { name: 'aadhaar_no', kind: 'text', format: 'aadhaar', required: true },
    { name: 'update_date', kind: 'date', format: 'date' }
  ],
  columns: ['aadhaar_no', 'update_date'],
  popup: ['aadhaar_no'],
  endpoints: {
    insertBase: 'users',
    insert: 'insertAadhaarUpdate',
    get: 'getAadhaarUpdate',
    update: 'updateAadhaarUpdate',
    delete: 'deleteAadhaarUpdate',
    deleteMethod: 'DELETE'
  }
};

beforeEach(freshPage);

test('a new kind gets its form controls from its fields alone', () => {
  renderScreen(
    <>
      {NEW_KIND.fields.map((f) => (
        <FieldControl
          key={f.name}
          field={f}
          value={null}
          error={null}
          onChange={() => undefined}
          onUploadingChange={() => undefined}
        />
      ))}
    </>
  );
  expect(screen.getByRole('textbox', { name: 'field.aadhaar_no' })).toHaveAttribute('name', 'aadhaar_no');
  expect(screen.getByLabelText('field.update_date')).toHaveAttribute('type', 'date');
});

test('a new kind gets its list, with Aadhaar numbers masked and dates in India style', async () => {
  signIn('admin');
  const row = { ...sampleRow(NEW_KIND, 'PENDING'), aadhaar_no: '234123412346', update_date: '2026-03-05' };
  const get = jest.spyOn(api, 'get').mockResolvedValue(answer([row]));
  renderScreen(<RequestList kind={NEW_KIND} audience="admin" />);
  expect(await screen.findByText('XXXX XXXX 2346')).toBeInTheDocument();
  expect(screen.getByText('5 Mar 2026')).toBeInTheDocument();
  expect(screen.queryByText('234123412346')).not.toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/admin/data/getAadhaarUpdate', expect.anything());
});

test('empty values read N/A and workflow times are shown in India time', () => {
  const pan = SERVICES.find((k) => k.key === 'pan')!;
  const row = sampleRow(pan, 'ASSIGNED TO VENDOR');
  expect(fieldText(pan, 'name', { ...row, name: '' }, 'en')).toBe('N/A');
  expect(fieldText(pan, 'admin_accepted_date_time', row, 'en')).toBe('2 Mar 2026, 10:00 am');
  expect(fieldText(pan, 'approved_date', row, 'en')).toBe('2 Mar 2026');
  expect(fieldText(pan, 'assigned_vendor', row, 'en')).toBe('Ravi Legal');
});

test('amounts read as rupees grouped the Indian way, with paise only when there are some', () => {
  const rental = SERVICES.find((k) => k.fields.some((f) => f.name === 'monthly_rent'))!;
  const row = sampleRow(rental, 'PENDING');
  const rent = (monthly_rent: string) => fieldText(rental, 'monthly_rent', { ...row, monthly_rent }, 'en');
  expect(rent('1234567')).toBe('₹12,34,567');
  expect(rent('1500.5')).toBe('₹1,500.50');
  expect(rent('20')).toBe('₹20');
  expect(rent('about 20')).toBe('about 20');
});
