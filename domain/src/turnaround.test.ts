import { SERVICES } from './catalogue';
import {
  addWorkingDays,
  dueAt,
  dueState,
  endOfIndiaDay,
  isOpen,
  parseHolidays,
  parseTurnaroundDays,
  turnaroundTable
} from './turnaround';

describe('addWorkingDays', () => {
  test.each([
    ['2025-03-03', 1, '2025-03-04'], // Monday + 1 → Tuesday
    ['2025-03-07', 1, '2025-03-10'], // Friday + 1 → Monday
    ['2025-03-08', 1, '2025-03-10'], // Saturday + 1 → Monday
    ['2025-03-09', 5, '2025-03-14'], // Sunday + 5 → Friday
    ['2025-03-03', 10, '2025-03-17'], // two working weeks
    ['2025-01-30', 2, '2025-02-03'], // Thursday 30 January + 2 → Monday 3 February: across a month end and a weekend
    ['2024-12-30', 3, '2025-01-02'], // across the year
    ['2025-12-31', 1, '2026-01-01'], // New Year's Eve (Wednesday) + 1 → Thursday of the next year
    ['2024-02-28', 2, '2024-03-01'], // across a leap day
    ['2025-03-03', 0, '2025-03-03'] // no turnaround: the same day
  ])('%s plus %i working days is %s', (from, days, due) => {
    expect(addWorkingDays(from, days)).toBe(due);
  });

  test('skips holidays, as well as weekends', () => {
    // Republic Day 2026 is a Monday: Friday 23 January + 1 working day is Tuesday 27 January.
    expect(addWorkingDays('2026-01-23', 1, ['2026-01-26'])).toBe('2026-01-27');
    // Two holidays in a row after a weekend.
    expect(addWorkingDays('2026-01-23', 1, ['2026-01-26', '2026-01-27'])).toBe('2026-01-28');
    // A holiday on a Saturday changes nothing.
    expect(addWorkingDays('2026-08-14', 1, ['2026-08-15'])).toBe('2026-08-17');
    // A holiday across the year end.
    expect(addWorkingDays('2025-12-31', 1, ['2026-01-01'])).toBe('2026-01-02');
    // A holiday before the start or after the end does not count.
    expect(addWorkingDays('2026-03-02', 2, ['2026-03-02', '2026-03-05'])).toBe('2026-03-04');
  });

  test('a holiday of another year is not a holiday this year', () => {
    expect(addWorkingDays('2027-01-25', 1, ['2026-01-26'])).toBe('2027-01-26');
  });
});

describe('dueAt', () => {
  test('the due time is the end of the India day, stored in UTC', () => {
    expect(dueAt('2025-03-06T10:00:00.000Z', 1)).toBe('2025-03-07T18:29:59.999Z');
    expect(endOfIndiaDay('2025-03-07')).toBe('2025-03-07T18:29:59.999Z');
  });

  test('counts from the India date of submission, near midnight', () => {
    // 18:29 UTC on Thursday 6 March is 23:59 in India, still Thursday: due Friday.
    expect(dueAt('2025-03-06T18:29:59.999Z', 1)).toBe('2025-03-07T18:29:59.999Z');
    // 18:30 UTC on Thursday 6 March is 00:00 on Friday 7 March in India: due Monday.
    expect(dueAt('2025-03-06T18:30:00.000Z', 1)).toBe('2025-03-10T18:29:59.999Z');
    // 20:00 UTC on Friday 7 March is 01:30 on Saturday 8 March in India: still due Monday 10 March.
    expect(dueAt('2025-03-07T20:00:00.000Z', 1)).toBe('2025-03-10T18:29:59.999Z');
    // 19:00 UTC on 31 December is already 1 January in India.
    expect(dueAt('2025-12-31T19:00:00.000Z', 1, ['2026-01-02'])).toBe('2026-01-05T18:29:59.999Z');
  });

  test('skips the holidays given', () => {
    expect(dueAt('2026-01-23T06:00:00.000Z', 7, ['2026-01-26'])).toBe('2026-02-04T18:29:59.999Z');
    expect(dueAt('2026-01-23T06:00:00.000Z', 7)).toBe('2026-02-03T18:29:59.999Z');
  });
});

describe('dueState', () => {
  const due = '2025-03-07T18:29:59.999Z';
  test.each([
    ['2025-03-05T18:29:59.998Z', 'onTime'], // a day and a millisecond before
    ['2025-03-06T18:29:59.999Z', 'dueSoon'], // exactly a day before
    ['2025-03-07T12:00:00.000Z', 'dueSoon'],
    ['2025-03-07T18:29:59.999Z', 'dueSoon'], // the last instant of the due day
    ['2025-03-07T18:30:00.000Z', 'overdue'], // midnight in India
    ['2025-04-01T00:00:00.000Z', 'overdue']
  ])('at %s it is %s', (now, state) => {
    expect(dueState(due, now)).toBe(state);
  });
});

describe('turnaround per kind', () => {
  test('the catalogue promises every kind a turnaround; PAN 7 and GST 10 working days', () => {
    const table = turnaroundTable();
    expect(Object.keys(table)).toEqual(SERVICES.map((s) => s.key));
    expect(table.pan).toBe(7);
    expect(table.gstCompany).toBe(10);
  });

  test('settings override the catalogue for the kinds they name only', () => {
    const table = turnaroundTable(parseTurnaroundDays('pan=3, GstRegistrationCompany = 12'));
    expect(table.pan).toBe(3);
    expect(table.gstCompany).toBe(12);
    expect(table.tan).toBe(SERVICES.find((s) => s.key === 'tan')!.turnaroundDays);
  });

  test('an empty setting overrides nothing', () => {
    expect(parseTurnaroundDays('')).toEqual({});
    expect(parseTurnaroundDays(' , ')).toEqual({});
  });

  test.each([
    ['pan', /kind=days/],
    ['pan=seven', /kind=days/],
    ['passport=7', /"passport" is not a kind of request/],
    ['pan=0', /1 to 365 working days, not 0/],
    ['pan=400', /1 to 365 working days, not 400/]
  ])('refuses "%s" in words', (text, message) => {
    expect(() => parseTurnaroundDays(text)).toThrow(message);
  });
});

describe('holidays setting', () => {
  test('reads dates, sorted, without repeats', () => {
    expect(parseHolidays('2026-08-15, 2026-01-26,2026-08-15')).toEqual(['2026-01-26', '2026-08-15']);
    expect(parseHolidays('')).toEqual([]);
  });

  test.each(['26-01-2026', '2026-02-30', 'Diwali'])('refuses "%s"', (text) => {
    expect(() => parseHolidays(text)).toThrow(`"${text}" is not a date written YYYY-MM-DD.`);
  });
});

test('open states are those with a promise still to keep', () => {
  expect(['PENDING', 'ASSIGNED TO VENDOR', 'IN PROGRESS', 'COMPLETED', 'REJECTED'].filter(isOpen)).toEqual([
    'PENDING',
    'ASSIGNED TO VENDOR',
    'IN PROGRESS'
  ]);
});
