import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FeedbackProvider, useConfirm, useNotice, useFeedbackStore } from '../feedback';

function Asker() {
  const confirm = useConfirm();
  const notice = useNotice();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm('Are you sure you want to delete this record?')))}>
        Delete
      </button>
      <button onClick={() => notice.success('Record deleted successfully.')}>Tell</button>
      <button onClick={() => notice.error('Failed to delete the record. Please try again.')}>Fail</button>
      <p>answer: {answer}</p>
    </>
  );
}

beforeEach(() => useFeedbackStore.setState({ notices: [], confirms: [] }));

it('asks in a dialog and answers true on OK', async () => {
  const user = userEvent.setup();
  render(
    <FeedbackProvider>
      <Asker />
    </FeedbackProvider>
  );
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this record?' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('answer: true')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('answers false on Cancel and on Escape, and gives focus back', async () => {
  const user = userEvent.setup();
  render(
    <FeedbackProvider>
      <Asker />
    </FeedbackProvider>
  );
  const opener = screen.getByRole('button', { name: 'Delete' });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('answer: false')).toBeInTheDocument();
  expect(opener).toHaveFocus();

  await user.click(opener);
  expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByText('answer: false')).toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('shows notices in live regions: errors as alerts, the rest as status', async () => {
  const user = userEvent.setup();
  render(
    <FeedbackProvider>
      <Asker />
    </FeedbackProvider>
  );
  await user.click(screen.getByRole('button', { name: 'Tell' }));
  await user.click(screen.getByRole('button', { name: 'Fail' }));
  expect(screen.getByRole('status')).toHaveTextContent('Record deleted successfully.');
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete the record. Please try again.');
  await user.click(screen.getAllByRole('button', { name: 'Close' })[0]);
  expect(screen.getByRole('alert')).toHaveTextContent('');
  expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(0);
});

it('notices go away by themselves', () => {
  jest.useFakeTimers();
  render(<FeedbackProvider />);
  act(() => useFeedbackStore.getState().notify('info', 'Form saved successfully!'));
  expect(screen.getByText('Form saved successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(6000));
  expect(screen.queryByText('Form saved successfully!')).not.toBeInTheDocument();
  jest.useRealTimers();
});
