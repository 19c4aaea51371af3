import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SideDrawer } from '../../../src/components/side-drawer.tsx';
import { renderKit } from './render-kit.tsx';

function Harness({ saving = false, onSubmit = () => {} }: { saving?: boolean; onSubmit?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <SideDrawer
        open={open}
        title="Edit State"
        onClose={() => setOpen(false)}
        onSubmit={onSubmit}
        submitLabel="Update & Save"
        saving={saving}
      >
        <TextField label="State Name" />
      </SideDrawer>
    </>
  );
}

describe('SideDrawer', () => {
  it('is a named dialog that takes focus, submits on Enter and closes on Esc', async () => {
    const onSubmit = vi.fn();
    await renderKit(<Harness onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const drawer = screen.getByRole('dialog', { name: 'Edit State' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('State Name'), 'Dubai{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Update & Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('cannot be closed or sent again while saving', async () => {
    const onSubmit = vi.fn();
    await renderKit(<Harness saving onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update & Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens at the inline end: the right in English, the left in Arabic', async () => {
    const view = await renderKit(<Harness />);
    let paper = getComputedStyle(screen.getByRole('dialog', { name: 'Edit State' }));
    expect(paper.right).toBe('0px');
    expect(paper.left).not.toBe('0px');
    view.unmount();
    await renderKit(<Harness />, { language: 'ar' });
    // The mirroring plugin loads when the page first turns right to left.
    await waitFor(() => expect(getComputedStyle(screen.getByRole('dialog', { name: 'Edit State' })).left).toBe('0px'));
    paper = getComputedStyle(screen.getByRole('dialog', { name: 'Edit State' }));
    expect(paper.right).not.toBe('0px');
  });
});
