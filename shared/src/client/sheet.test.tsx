import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Sheet } from './sheet';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet
        open={open}
        title="Inbox"
        footer={<button type="button">Save</button>}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Messages</p>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('is a dialog named by its title, with its content only while open', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Messages')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Inbox' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('Messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('closes with its close button, with Escape and with a click on the backdrop', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const open = screen.getByRole('button', { name: 'Open' });

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(open);
    // Escape makes the browser send `cancel` to a modal dialog.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(open);
    await userEvent.click(screen.getByText('Messages'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
