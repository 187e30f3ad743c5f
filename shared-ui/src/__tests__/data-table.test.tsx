import { render, screen, within } from '@testing-library/react';
import { DataTable } from '../ui/DataTable';

interface Row {
  id: number;
  director_name: string | null;
  status: string;
}
const rows: Row[] = [
  { id: 1, director_name: 'Asha Rao', status: 'PENDING' },
  { id: 2, director_name: null, status: 'REJECTED' }
];
const columns = [
  { key: 'id', label: 'ID' },
  { key: 'director_name', label: 'Director Name' },
  { key: 'status', label: 'Status', render: (r: Row) => <strong>{r.status.toLowerCase()}</strong> }
];

function screenWidth(phone: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn()
  }));
}

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

it('is a table with column headers on wide screens, N/A for missing values', () => {
  screenWidth(false);
  render(<DataTable columns={columns} rows={rows} rowKey="id" />);
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
  ).toEqual(['ID', 'Director Name', 'Status']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent)
  ).toEqual(['1', 'Asha Rao', 'pending']);
  expect(within(second).getAllByRole('cell')[1]).toHaveTextContent('N/A');
});

it('is a list of cards on phones, each value labelled', () => {
  screenWidth(true);
  render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]).getByText('Director Name').nextSibling).toHaveTextContent('Asha Rao');
  expect(within(cards[1]).getByText('Status').nextSibling).toHaveTextContent('rejected');
});

it('says there is no data, or what it is told', () => {
  const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey="id" />);
  expect(screen.getByText('No data available.')).toBeInTheDocument();
  rerender(<DataTable columns={columns} rows={[]} rowKey="id" empty="No responses yet." />);
  expect(screen.getByText('No responses yet.')).toBeInTheDocument();
});
