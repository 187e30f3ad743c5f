import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../ui/Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        title="Provide a Reason for Rejection"
        onClose={() => setOpen(false)}
        actions={<button>Reject</button>}
      >
        <label>
          Reason
          <input />
        </label>
      </Dialog>
    </>
  );
}

it('is a labelled modal that takes focus, keeps Tab inside, and closes on Escape', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Provide a Reason for Rejection' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  const close = screen.getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('closes from its Close button', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
