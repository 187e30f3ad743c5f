import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshPage, renderRoute } from '../../test-support';
import { useUrlFilters } from '../use-list-search';

beforeEach(freshPage);

const NAMES = ['q', 'status', 'to'] as const;

/** Changes made before the list draws again, as when a typed search settles while a date is picked. */
function TwoChanges() {
  const { set, clear } = useUrlFilters(NAMES);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          set({ q: 'Asha' });
          set({ to: '2026-03-31' });
        }}
      >
        Both
      </button>
      <button
        type="button"
        onClick={() => {
          set({ q: 'Asha' });
          clear();
          set({ status: 'PENDING' });
        }}
      >
        Clear between
      </button>
    </>
  );
}

test('two changes before the next draw both reach the URL, and the list goes back to page 1', async () => {
  renderRoute(<TwoChanges />, '/ListLegalNotices', '/ListLegalNotices?status=REJECTED&page=3');
  await userEvent.click(screen.getByRole('button', { name: 'Both' }));
  expect(screen.getByTestId('path')).toHaveTextContent('/ListLegalNotices?status=REJECTED&q=Asha&to=2026-03-31');
});

test('a change after clearing, before the next draw, starts from the cleared URL', async () => {
  renderRoute(<TwoChanges />, '/ListLegalNotices', '/ListLegalNotices?to=2026-03-31&page=3');
  await userEvent.click(screen.getByRole('button', { name: 'Clear between' }));
  expect(screen.getByTestId('path')).toHaveTextContent(/^\/ListLegalNotices\?status=PENDING$/);
});
