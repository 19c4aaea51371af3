import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/components/confirm-dialog.tsx';
import { currentToast, deferred, renderKit } from './render-kit.tsx';

function Harness({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        title="Delete account"
        text="Delete this account?"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
        danger
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('closes on No without confirming', async () => {
    const onConfirm = vi.fn();
    await renderKit(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Delete account' });
    expect(dialog).toHaveAccessibleDescription('Delete this account?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('on Yes waits for the action, busy, then closes', async () => {
    const reply = deferred<void>();
    const onConfirm = vi.fn(() => reply.promise);
    await renderKit(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByText('open')).toBeInTheDocument();
    reply.resolve();
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });

  it('stays open and shows the error when the action fails', async () => {
    await renderKit(<Harness onConfirm={() => Promise.reject(new Error('Account is in use'))} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: 'Account is in use' }));
    expect(await screen.findByText('Account is in use')).toBeInTheDocument();
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled();
  });
});
