import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLanguageStore } from '@gia/shared-ui';
import { DueBadge } from '../DueBadge';
import { DueFilters, dueParams, type DueFilter, type DueSort } from '../DueFilters';

beforeEach(() => {
  jest.useRealTimers();
  useLanguageStore.getState().setLang('en');
});

describe('DueBadge', () => {
  /** 11:30 on Thursday 5 March 2026 in India. */
  const NOW = '2026-03-05T06:00:00.000Z';
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    jest.setSystemTime(new Date(NOW));
  });

  test.each([
    ['2026-03-04', undefined, 'Overdue: due 4 Mar 2026', 'gia-badge-danger'],
    ['2026-03-05', 'IN PROGRESS', 'Due soon: 5 Mar 2026', 'gia-badge-warning'],
    ['2026-03-06', 'PENDING', 'Due 6 Mar 2026', null],
    ['2026-03-04', 'COMPLETED', 'Due 4 Mar 2026', null],
    ['2026-03-04', 'REJECTED', 'Due 4 Mar 2026', null]
  ])('due %s, %s: "%s"', (due, status, text, badge) => {
    render(<DueBadge due_date={due} status={status} />);
    const shown = screen.getByText(text);
    if (badge) expect(shown).toHaveClass('gia-badge', badge);
    else expect(shown).not.toHaveClass('gia-badge');
  });

  test('a day that ends within the next day is due soon, near India midnight', () => {
    jest.setSystemTime(new Date('2026-03-05T18:30:00.000Z')); // 00:00 on 6 March in India
    render(<DueBadge due_date="2026-03-06" />);
    expect(screen.getByText('Due soon: 6 Mar 2026')).toHaveClass('gia-badge-warning');
  });

  test('no due date reads N/A', () => {
    render(<DueBadge due_date={null} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  test('in Hindi', async () => {
    useLanguageStore.getState().setLang('hi');
    render(<DueBadge due_date="2026-03-04" />);
    expect(await screen.findByText(/^समय सीमा बीत चुकी: नियत तिथि /)).toHaveClass('gia-badge-danger');
  });
});

describe('DueFilters', () => {
  function Harness({ onChange }: { onChange(params: Record<string, string>): void }) {
    const [due, setDue] = useState<DueFilter>('');
    const [sort, setSort] = useState<DueSort>('created');
    onChange(dueParams(due, sort));
    return <DueFilters due={due} sort={sort} onDue={setDue} onSort={setSort} />;
  }

  test("choosing a due filter and the order gives the read call's query", async () => {
    const seen: Record<string, string>[] = [];
    const user = userEvent.setup();
    render(<Harness onChange={(p) => seen.push(p)} />);
    expect(seen.at(-1)).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Due date' })).toHaveDisplayValue('Any due date');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due date' }), 'Overdue');
    expect(seen.at(-1)).toEqual({ due: 'overdue' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Soonest due first');
    expect(seen.at(-1)).toEqual({ due: 'overdue', sort: 'due' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Due date' }), 'Due within a day');
    expect(seen.at(-1)).toEqual({ due: 'dueSoon', sort: 'due' });
  });
});
