import { screen, within } from '@testing-library/react';
import { STATES, stateLabel, translate, type RequestEvent, type RequestState } from '@gia/domain';
import { useLanguageStore } from '@gia/shared-ui';
import { freshPage, renderScreen } from '../../test-support';
import { RequestTimeline } from '../RequestTimeline';
import { StateBadge } from '../StateBadge';
import { EV } from '../test-data';

beforeEach(freshPage);
// Back to English at once (setLang waits a tick), so a Hindi test does not leak into the next.
afterEach(() => useLanguageStore.setState({ lang: 'en' }));

describe('StateBadge', () => {
  test.each(STATES.map((s) => [s]))('%s reads its label from the one vocabulary', (state) => {
    renderScreen(<StateBadge state={state} />);
    expect(screen.getByText(translate('en', stateLabel(state)))).toHaveAttribute('data-state', state);
  });

  test('every state has a look of its own', () => {
    renderScreen(
      <>
        {STATES.map((s) => (
          <StateBadge key={s} state={s} />
        ))}
      </>
    );
    const classes = STATES.map((s) => screen.getByText(translate('en', stateLabel(s))).className);
    expect(new Set(classes).size).toBe(STATES.length);
  });

  test('the labels are those the issue names', () => {
    renderScreen(
      <>
        {(['PENDING', 'ASSIGNED TO VENDOR', 'IN PROGRESS', 'COMPLETED', 'REJECTED'] as RequestState[]).map((s) => (
          <StateBadge key={s} state={s} />
        ))}
      </>
    );
    for (const text of ['Pending', 'Assigned to vendor', 'In progress', 'Completed', 'Rejected'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  test('in Hindi', async () => {
    useLanguageStore.getState().setLang('hi');
    renderScreen(<StateBadge state="COMPLETED" />);
    expect(await screen.findByText('पूर्ण')).toBeInTheDocument();
  });
});

/** The steps as a person reads them: title (with its hidden status), then the lines under it. */
function steps() {
  const list = document.querySelector<HTMLElement>('ol.gia-steps')!;
  return within(list)
    .getAllByRole('listitem')
    .map((li) => ({
      status: li.getAttribute('data-status'),
      title: li.querySelector('.gia-step-title')?.firstChild?.textContent ?? '',
      text: li.textContent ?? ''
    }));
}

function show(state: RequestState, events: RequestEvent[]) {
  renderScreen(<RequestTimeline state={state} events={events} />);
  return steps();
}

describe('RequestTimeline', () => {
  test('a pending request: submitted, then the four steps to come in grey with the spec messages, none red', () => {
    const s = show('PENDING', [EV.submitted]);
    expect(s.map((x) => x.status)).toEqual(['done', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(s[0].text).toContain('User Submitted');
    expect(s[0].text).toContain('1 Mar 2026, 10:00 am');
    expect(s[0].text).toContain('by Asha Rao');
    expect(s[1].text).toContain('The admin has not yet accepted the request.');
    expect(s[4].text).toContain('The vendor has not completed the request.');
    expect(document.querySelector('.gia-error')).toBeNull();
  });

  test('assigned: the admin who accepted and the vendor it went to', () => {
    const s = show('ASSIGNED TO VENDOR', [EV.submitted, EV.assign]);
    expect(s.map((x) => x.status)).toEqual(['done', 'done', 'done', 'waiting', 'waiting']);
    expect(s[1].text).toContain('Admin Accepted');
    expect(s[1].text).toContain('by Meera Admin');
    expect(s[2].text).toContain('Vendor Assigned');
    expect(s[2].text).toContain('to Ravi Legal');
    expect(s[3].text).toContain('The vendor has not yet accepted the request.');
  });

  test('in progress', () => {
    const s = show('IN PROGRESS', [EV.submitted, EV.assign, EV.accept]);
    expect(s.map((x) => x.status)).toEqual(['done', 'done', 'done', 'done', 'waiting']);
    expect(s[3].text).toContain('Vendor Accepted');
  });

  test('completed: every step done, nothing waiting', () => {
    const s = show('COMPLETED', [EV.submitted, EV.assign, EV.accept, EV.complete]);
    expect(s.map((x) => x.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(s[4].text).toContain('Vendor Completed');
    expect(s[4].text).toContain('4 Mar 2026');
  });

  test('rejected: the rejection with its reason and who, and no "not yet" steps after it', () => {
    const s = show('REJECTED', [EV.submitted, EV.reject]);
    expect(s.map((x) => x.status)).toEqual(['done', 'stopped']);
    expect(s[1].text).toContain('Rejected');
    expect(s[1].text).toContain('by Meera Admin');
    expect(s[1].text).toContain('Reason: The PAN card scan is unreadable');
    expect(screen.queryByText('The admin has not yet accepted the request.')).not.toBeInTheDocument();
  });

  test('declined: the earlier assignment stays, the decline and its reason follow, then it waits for a new vendor', () => {
    const s = show('PENDING', [EV.submitted, EV.assign, EV.decline]);
    expect(s.map((x) => x.title)).toEqual([
      'User Submitted',
      'Admin Accepted',
      'Vendor Assigned',
      'Vendor Declined',
      'Admin Accepted',
      'Vendor Assigned',
      'Vendor Accepted',
      'Vendor Completed'
    ]);
    expect(s[2].text).toContain('to Ravi Legal');
    expect(s[3].text).toContain('Reason: Too busy this week');
    expect(s.slice(4).every((x) => x.status === 'waiting')).toBe(true);
  });

  test('reopened after a rejection: the rejection stays in its place, then the reopening and the new vendor', () => {
    const s = show('ASSIGNED TO VENDOR', [EV.submitted, EV.reject, EV.reopen]);
    expect(s.map((x) => x.status)).toEqual(['done', 'stopped', 'done', 'done', 'waiting', 'waiting']);
    expect(s[2].text).toContain('Reopened');
    expect(s[3].text).toContain('to Kiran Tax');
  });

  test('deleted: the deletion with its reason, nothing after it', () => {
    const s = show('PENDING', [EV.submitted, EV.delete]);
    expect(s.map((x) => x.status)).toEqual(['done', 'stopped']);
    expect(s[1].text).toContain('Deleted');
    expect(s[1].text).toContain('Reason: Submitted twice by mistake');
  });

  test('events out of order are shown in order of time', () => {
    const s = show('COMPLETED', [EV.complete, EV.accept, EV.submitted, EV.assign]);
    expect(s.map((x) => x.title)).toEqual([
      'User Submitted',
      'Admin Accepted',
      'Vendor Assigned',
      'Vendor Accepted',
      'Vendor Completed'
    ]);
  });

  test('a screen reader hears each step with its status', () => {
    show('REJECTED', [EV.submitted, EV.reject]);
    expect(screen.getByText('(Done)')).toBeInTheDocument();
    expect(screen.getByText('(Stopped here)')).toBeInTheDocument();
  });
});
