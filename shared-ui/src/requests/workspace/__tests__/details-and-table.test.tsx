import { screen, within } from '@testing-library/react';
import { fieldLabel, serviceByKey, translate } from '@gia/domain';
import { freshPage, renderScreen } from '../../test-support';
import { RequestDetails } from '../RequestDetails';
import { RequestTable } from '../RequestTable';
import { detail, EV, row } from '../test-data';

function setPhone(phone: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn()
  }));
}

beforeEach(() => {
  freshPage();
  setPhone(false);
});
afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

const label = (name: string) => translate('en', fieldLabel(name));

describe('RequestDetails', () => {
  test('a GST company request shows all nine documents with a preview each, and every other field', () => {
    const gst = serviceByKey('gstCompany')!;
    const request = detail('gstCompany', 'PENDING', [EV.submitted]);
    renderScreen(<RequestDetails request={request} />);
    const files = gst.fields.filter((f) => f.kind === 'file');
    expect(files).toHaveLength(9);
    const documents = screen.getByRole('region', { name: 'Documents' });
    for (const f of files) {
      expect(within(documents).getByText(label(f.name))).toBeInTheDocument();
      expect(within(documents).getByRole('button', { name: `Preview: ${label(f.name)}` })).toBeInTheDocument();
    }
    const facts = screen.getByRole('region', { name: 'Details' });
    for (const f of gst.fields.filter((x) => x.kind !== 'file'))
      expect(within(facts).getByText(label(f.name), { selector: 'dt' })).toBeInTheDocument();
    // The issue names these as missing from the old popups.
    for (const name of ['director_din', 'director_contact', 'bussiness_nature', 'import_export_code', 'narration']) {
      expect(within(facts).getByText(label(name))).toBeInTheDocument();
    }
  });

  test('the summary: reference, service, state, vendor and the customer as far as the caller may see them', () => {
    renderScreen(<RequestDetails request={detail('pan', 'IN PROGRESS', [EV.submitted, EV.assign, EV.accept])} />);
    const facts = screen.getByRole('region', { name: 'Details' });
    expect(within(facts).getByText('GIA-2026-000042')).toBeInTheDocument();
    expect(within(facts).getByText('In progress')).toBeInTheDocument();
    expect(within(facts).getByText('Ravi Legal')).toBeInTheDocument();
    expect(within(facts).getByText('asha@example.in', { selector: 'dd' })).toBeInTheDocument();
    expect(within(facts).getByText('9876543210', { selector: 'dd' })).toBeInTheDocument();
  });

  test("a vendor sees the customer's name only, and a request without documents says so", () => {
    const request = {
      ...detail('pan', 'ASSIGNED TO VENDOR', [EV.submitted, EV.assign]),
      customer: { name: 'Asha Rao' },
      documents: []
    };
    renderScreen(<RequestDetails request={request} />);
    expect(screen.getByText('Asha Rao', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('No documents were attached to this request.')).toBeInTheDocument();
  });

  test('amounts in rupees, dates in India style', () => {
    renderScreen(<RequestDetails request={detail('saleAgreement', 'PENDING', [EV.submitted])} />);
    expect(screen.getAllByText('₹1,25,000').length).toBeGreaterThan(0);
  });
});

describe('RequestTable', () => {
  const rows = [
    row(1, 'pan', 'COMPLETED'),
    row(2, 'gstCompany', 'PENDING', { customer: { name: 'Vikram Shah', email: 'vikram@example.in', phone: null } })
  ];

  test('each row leads to its request page and reads its state in the one vocabulary', () => {
    renderScreen(<RequestTable rows={rows} showCustomer />);
    expect(screen.getByRole('link', { name: 'GIA-2026-000001' })).toHaveAttribute('href', '/Requests/GIA-2026-000001');
    expect(screen.getByRole('link', { name: 'GIA-2026-000002' })).toHaveAttribute('href', '/Requests/GIA-2026-000002');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getByText('PAN registration')).toBeInTheDocument();
    expect(within(table).getByText('vikram@example.in')).toBeInTheDocument();
    expect(within(table).getByText('Not assigned yet')).toBeInTheDocument();
    expect(within(table).getByText('Ravi Legal')).toBeInTheDocument();
  });

  test('cards on a phone, still linking to each request', () => {
    setPhone(true);
    renderScreen(<RequestTable rows={rows} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('gia-card'))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'GIA-2026-000001' })).toHaveAttribute('href', '/Requests/GIA-2026-000001');
  });

  test('selection for bulk actions: one box per row, named by its reference', () => {
    const onChange = jest.fn();
    renderScreen(<RequestTable rows={rows} selection={{ selected: new Set(['GIA-2026-000002']), onChange }} />);
    expect(screen.getByRole('checkbox', { name: 'Select GIA-2026-000002' })).toBeChecked();
    screen.getByRole('checkbox', { name: 'Select GIA-2026-000001' }).click();
    expect(onChange).toHaveBeenCalledWith(new Set(['GIA-2026-000002', 'GIA-2026-000001']));
  });

  test('no rows: the empty state given', () => {
    renderScreen(<RequestTable rows={[]} empty="Nothing here yet." />);
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
  });
});
