import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@gia/shared-ui';
import { freshPage, renderScreen, signIn } from '../../test-support';
import AdminCharts from '../AdminCharts';
import AdminHome from '../AdminHome';
import type { WeeklyStats } from '../../api/get-weekly-stats';
import { answer, failure } from '@gia/shared-ui/test-support';

/** Twelve Mondays from 2026-09-07; week i had i+1 submitted and i/2 (rounded down) completed. */
const WEEKS = Array.from({ length: 12 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10);
  return { week_start: day, submitted: i + 1, completed: Math.floor(i / 2) };
});
const STATS: WeeklyStats = {
  weeks: WEEKS,
  kinds: [
    { kind: 'pan', pending: 4, overdue: 1 },
    { kind: 'tan', pending: 0, overdue: 0 },
    { kind: 'gstCompany', pending: 2, overdue: 2 }
  ]
};

function serve(stats: WeeklyStats | Error, then?: WeeklyStats) {
  let first = true;
  return jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/data/weeklyStats') {
      const now = first ? stats : (then ?? stats);
      first = false;
      if (now instanceof Error) throw now;
      return answer(now);
    }
    if (url === '/global/notifications') return answer([], { 'x-unread-count': '0', 'x-total-count': '0' });
    if (url === '/admin/data/getRequestCounts') return answer([]);
    throw failure(404, { message: 'Not found' });
  });
}

beforeEach(() => {
  freshPage();
  signIn('admin', 'Meera Admin');
});

test('the weekly chart draws a bar per week and kind of count, sums them in words and lists them as a table', async () => {
  const get = serve(STATS);
  const user = userEvent.setup();
  renderScreen(<AdminCharts />);
  const weekly = await screen.findByRole('figure', { name: 'Submitted and completed per week' });
  expect(get).toHaveBeenCalledWith('/admin/data/weeklyStats');
  const summary = 'In the last 12 weeks: 78 submitted, 30 completed.';
  expect(within(weekly).getByText(summary)).toBeInTheDocument();
  const chart = within(weekly).getByRole('img', { name: summary });
  expect(chart.querySelectorAll('rect.gia-s1')).toHaveLength(12);
  expect(chart.querySelectorAll('rect.gia-s2')).toHaveLength(12);
  // The tallest bar (12 submitted) reaches the top of the axis, which is rounded up to 20.
  const heights = [...chart.querySelectorAll('rect.gia-s1')].map((r) => Number(r.getAttribute('height')));
  expect(heights[11]).toBeCloseTo(heights[0] * 12, 5);
  expect(chart).toHaveTextContent('20');
  await user.click(within(weekly).getByText('Show the numbers'));
  const rows = within(weekly).getAllByRole('row');
  expect(rows).toHaveLength(13);
  expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('7 Sept');
  expect(
    within(rows[12])
      .getAllByRole('cell')
      .map((c) => c.textContent)
  ).toEqual(['12', '5']);
});

test('the per-kind chart shows only kinds with something pending or overdue, most overdue first', async () => {
  serve(STATS);
  renderScreen(<AdminCharts />);
  const kinds = await screen.findByRole('figure', { name: 'Pending and overdue by service' });
  expect(within(kinds).getByText('6 pending, 3 of them overdue.')).toBeInTheDocument();
  const rows = within(kinds).getAllByRole('row');
  expect(rows.slice(1).map((r) => r.textContent)).toEqual(['GST registration (company)22', 'PAN registration41']);
  expect(within(kinds).getByRole('img').querySelectorAll('rect')).toHaveLength(4);
});

test('with nothing pending the per-kind chart says so', async () => {
  serve({ weeks: WEEKS, kinds: [{ kind: 'pan', pending: 0, overdue: 0 }] });
  renderScreen(<AdminCharts />);
  const kinds = await screen.findByRole('figure', { name: 'Pending and overdue by service' });
  expect(within(kinds).getByText('Nothing is pending.')).toBeInTheDocument();
  expect(within(kinds).queryByRole('img')).not.toBeInTheDocument();
});

test('charts that cannot load say why and load again on asking', async () => {
  serve(failure(500, { message: 'Database is down' }), STATS);
  const user = userEvent.setup();
  renderScreen(<AdminCharts />);
  expect(await screen.findByText('The charts could not be loaded: Database is down')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('figure', { name: 'Submitted and completed per week' })).toBeInTheDocument();
});

test('the admin home loads the charts on its own screen, after the counts and the tiles (they arrive last)', async () => {
  serve(STATS);
  renderScreen(
    <Suspense fallback={null}>
      <AdminHome />
    </Suspense>
  );
  const chart = await screen.findByRole('figure', { name: 'Submitted and completed per week' });
  const counts = screen.getByRole('region', { name: 'Requests at a glance' });
  const queue = screen.getByRole('link', { name: 'Request queue' });
  expect(queue).toHaveAttribute('href', '/RequestQueue');
  for (const before of [counts, queue])
    expect(chart.compareDocumentPosition(before) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
});

test("the weekly chart's value axis leaves room for a busy week's seven digits", async () => {
  serve({ ...STATS, weeks: WEEKS.map((w) => ({ ...w, submitted: w.submitted * 50_000 })) });
  renderScreen(<AdminCharts />);
  const weekly = await screen.findByRole('figure', { name: 'Submitted and completed per week' });
  const top = [...within(weekly).getByRole('img').querySelectorAll('text')].find((t) => t.textContent === '1000000')!;
  // Right-aligned at x, in 11 px digits about 6.5 px wide: the label must start inside the drawing.
  expect(Number(top.getAttribute('x')) - 7 * 6.5).toBeGreaterThanOrEqual(0);
  // Bars start right of the labels.
  const firstBar = within(weekly).getByRole('img').querySelector('rect.gia-s1')!;
  expect(Number(firstBar.getAttribute('x'))).toBeGreaterThan(Number(top.getAttribute('x')));
});
