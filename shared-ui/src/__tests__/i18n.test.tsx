import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatDateTime, formatRupees, LanguageSwitch, useLanguageStore, useT } from '../i18n';

function Dated() {
  const t = useT();
  const lang = useLanguageStore((s) => s.lang);
  return (
    <p>
      {t('common.page', { page: 2, pages: 5 })} · {formatDate('2026-03-05T20:00:00Z', lang)}
    </p>
  );
}

beforeEach(() => {
  localStorage.clear();
  useLanguageStore.setState({ lang: 'en', chosen: 'en' });
});

it('switches language, remembers it and sets the page language', async () => {
  const user = userEvent.setup();
  render(
    <>
      <LanguageSwitch />
      <Dated />
    </>
  );
  expect(screen.getByText(/Page 2 of 5/)).toHaveTextContent('6 Mar 2026');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
  expect(localStorage.getItem('gia.lang')).toBe('hi');
  expect(await screen.findByText(/6 मार्च 2026/)).toHaveTextContent('5 में से पृष्ठ 2');
  expect(document.documentElement.lang).toBe('hi');
});

it('starts in the remembered language once its texts have arrived, never in a half-translated state', async () => {
  localStorage.setItem('gia.lang', 'hi');
  delete (globalThis as Record<string, unknown>).__gia_languageStore;
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('../i18n/language-store');
    expect(fresh.useLanguageStore.getState().lang).toBe('en');
    await fresh.languageReady();
    expect(fresh.useLanguageStore.getState().lang).toBe('hi');
  });
});

it('the switch shows the language asked for while its texts arrive, and the last choice wins', async () => {
  render(<LanguageSwitch />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  act(() => useLanguageStore.getState().setLang('hi'));
  // Asked for, not yet shown: a page being taken over keeps the switch where the visitor put it.
  expect(select).toHaveValue('hi');
  expect(useLanguageStore.getState().lang).toBe('en');
  act(() => useLanguageStore.getState().setLang('en'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // Hindi's texts arrived after English was chosen again: the page stays in English.
  expect(useLanguageStore.getState()).toMatchObject({ lang: 'en', chosen: 'en' });
  expect(select).toHaveValue('en');
});

describe('formatting in India time', () => {
  it('shows dates and times in Asia/Kolkata', () => {
    expect(formatDateTime('2026-03-05T11:00:00Z', 'en')).toBe('5 Mar 2026, 4:30 pm');
    expect(formatDate('2026-03-05T20:00:00Z', 'en')).toBe('6 Mar 2026');
  });
  it('shows N/A for a missing or unreadable date', () => {
    expect(formatDate(null, 'en')).toBe('N/A');
    expect(formatDateTime('not a date', 'en')).toBe('N/A');
  });
  it('groups rupees the Indian way', () => {
    expect(formatRupees(1234567, 'en')).toBe('₹12,34,567');
    expect(formatRupees(1500.5, 'en')).toBe('₹1,500.50');
    expect(formatRupees(20, 'hi')).toBe('₹20');
  });
  it('writes each language its own way, whichever was written first', async () => {
    // Hindi's texts come when Hindi is first chosen; tests run in a random order, so this one chooses it.
    act(() => useLanguageStore.getState().setLang('hi'));
    await waitFor(() => expect(useLanguageStore.getState().lang).toBe('hi'));
    expect(formatDate('2026-03-05T20:00:00Z', 'en')).toBe('6 Mar 2026');
    expect(formatDate('2026-03-05T20:00:00Z', 'hi')).toMatch(/^6 मार्च 2026$/);
    expect(formatDateTime('2026-03-05T11:00:00Z', 'hi')).toBe('5 मार्च 2026, 4:30 pm');
    expect(formatDate('2026-03-05T20:00:00Z', 'en')).toBe('6 Mar 2026');
  });
});
