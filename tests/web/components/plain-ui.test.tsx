import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { AppProviders } from '../../../src/app/providers.tsx';
import { PlainHosts } from '../../../src/components/plain-ui/hosts.tsx';
import { ModalDialog } from '../../../src/components/plain-ui/modal-dialog.tsx';
import { PlainToastHost } from '../../../src/components/plain-ui/toast-host.tsx';
import { toast, useToastStore } from '../../../src/lib/toast.ts';

/**
 * The kit of the screens drawn without MUI. jsdom has no showModal: the dialog is then shown open
 * (not modal), which is what these tests see; Chromium runs the real one in the e2e specs.
 */
function Confirmation({ onExited }: { onExited: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} onExited={onExited} labelledBy="t">
        <h2 id="t">Close Pallet</h2>
        <input aria-label="Note" />
        <button type="button" data-autofocus onClick={() => setOpen(false)}>
          Cancel
        </button>
      </ModalDialog>
    </>
  );
}

describe('the plain kit', () => {
  it('a dialog is in the document only while open, named by its title, focusing its marked control, and says when it has gone', async () => {
    const onExited = vi.fn();
    render(<Confirmation onExited={onExited} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Close Pallet' });
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(onExited).not.toHaveBeenCalled();

    // A tap beside the card (on the dialog element itself, the backdrop) asks to close.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onExited).toHaveBeenCalledTimes(1);
  });

  it('a toast is an alert for errors and a status otherwise, closes on request, and is drawn inside an open dialog', async () => {
    await act(() => i18n.changeLanguage('en'));
    useToastStore.setState({ current: null });
    render(
      <>
        <Confirmation onExited={() => undefined} />
        <PlainToastHost />
      </>,
    );
    const user = userEvent.setup();
    act(() => toast.success('Pallet closed successfully'));
    expect(screen.getByRole('status')).toHaveTextContent('Pallet closed successfully');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    act(() => toast.error('Failed to close pallet'));
    const dialog = screen.getByRole('dialog', { name: 'Close Pallet' });
    // Everything outside a modal dialog is inert: the toast goes where it can be read and closed.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to close pallet');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useToastStore.getState().current).toBeNull();

    act(() => toast.info('Gone soon', 50));
    expect(screen.getByRole('status')).toHaveTextContent('Gone soon');
    await waitFor(() => expect(screen.queryByText('Gone soon')).not.toBeInTheDocument());
  });

  it('inside the office providers, the plain hosts show a toast once: the MUI snackbar steps aside', async () => {
    await act(() => i18n.changeLanguage('en'));
    useToastStore.setState({ current: null });
    render(
      <AppProviders>
        <PlainHosts />
      </AppProviders>,
    );
    act(() => toast.error('UPC 999999999999 is not on this pallet'));
    expect(await screen.findByRole('alert')).toHaveTextContent('UPC 999999999999 is not on this pallet');
    // Give the lazily loaded MUI host every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('UPC 999999999999 is not on this pallet')).toHaveLength(1);
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
  });
});
