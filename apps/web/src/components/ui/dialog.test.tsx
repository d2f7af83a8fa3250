import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertDialog, AlertDialogContent, AlertDialogTitle } from './alert-dialog';
import { Dialog, DialogContent, DialogTitle } from './dialog';

const Page = ({ named, alert = false }: { named: boolean; alert?: boolean }) => {
  const [open, setOpen] = useState(false);
  const target = useRef<HTMLButtonElement | null>(null);
  const returnFocusTo = named ? target : undefined;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" ref={target}>
        Elsewhere
      </button>
      {alert ? (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent returnFocusTo={returnFocusTo} aria-describedby={undefined}>
            <AlertDialogTitle>Sure?</AlertDialogTitle>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent returnFocusTo={returnFocusTo} aria-describedby={undefined}>
            <DialogTitle>Things</DialogTitle>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
};

describe('the focus-return rule of dialogs', () => {
  it('gives the focus back to what opened the dialog', async () => {
    const user = userEvent.setup();
    render(<Page named={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('gives it to returnFocusTo when the dialog names one', async () => {
    const user = userEvent.setup();
    render(<Page named />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('holds for alert dialogs too', async () => {
    const user = userEvent.setup();
    render(<Page named={false} alert />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
