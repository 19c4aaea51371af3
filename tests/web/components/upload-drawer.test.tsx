import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UploadDrawer } from '../../../src/components/upload-drawer.tsx';
import { currentToast, deferred, renderKit } from './render-kit.tsx';

const MB = 1024 * 1024;

function Harness({ onUpload }: { onUpload: (file: File) => Promise<string> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <UploadDrawer
        open={open}
        title="Upload RRP rules"
        onClose={() => setOpen(false)}
        accept={['.csv']}
        maxBytes={MB}
        typeError="Only CSV files are allowed."
        onUpload={onUpload}
      >
        <a href="/sample.csv">Download sample</a>
      </UploadDrawer>
    </>
  );
}

const csv = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name, { type: 'text/csv' });
// Like a user picking "All files" in the browser's dialog: the accept attribute does not filter.
const setup = () => userEvent.setup({ applyAccept: false });
const drawer = () => screen.getByRole('dialog');
/** The drawer's own message; the toast is outside the drawer, in the page body. */
const inline = () => within(drawer()).getByRole('alert');

describe('UploadDrawer', () => {
  it('refuses a file of another type without uploading it', async () => {
    const onUpload = vi.fn(async () => 'Uploaded');
    await renderKit(<Harness onUpload={onUpload} />);
    const user = setup();
    const input = screen.getByLabelText('Choose a file');
    expect(input).toHaveAttribute('accept', '.csv');
    expect(input).toHaveAccessibleDescription('Allowed types: .csv. Largest size: 1 MB.');
    await user.upload(input, new File(['a'], 'rules.xlsx'));
    expect(inline()).toHaveTextContent('Only CSV files are allowed.');
    expect(currentToast()).toMatchObject({ severity: 'error', message: 'Only CSV files are allowed.' });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit, naming the limit', async () => {
    const onUpload = vi.fn(async () => 'Uploaded');
    await renderKit(<Harness onUpload={onUpload} />);
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a file'), csv('rules.CSV', MB + 20 * 1024));
    expect(inline()).toHaveTextContent('The file is too large (1.02 MB). The largest allowed size is 1 MB.');
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    // Enter in the form submits it even with the button disabled; nothing may be sent.
    fireEvent.submit(upload.closest('form')!);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads a good file on the button, shows the server message and closes', async () => {
    const reply = deferred<string>();
    const onUpload = vi.fn(() => reply.promise);
    await renderKit(<Harness onUpload={onUpload} />);
    const user = setup();
    expect(screen.getByRole('link', { name: 'Download sample' })).toBeInTheDocument();
    const file = csv('rules.csv', 2048);
    await user.upload(screen.getByLabelText('Choose a file'), file);
    expect(screen.getByText('rules.csv (2 KB)')).toBeInTheDocument();
    expect(within(drawer()).queryByRole('alert')).not.toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    reply.resolve('File uploaded successfully');
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(currentToast()).toMatchObject({ severity: 'success', message: 'File uploaded successfully' });
  });

  it('shows a failed upload inline and as a toast, and stays open', async () => {
    const onUpload = vi.fn(async () => {
      throw new Error('Row 3: unknown brand');
    });
    await renderKit(<Harness onUpload={onUpload} />);
    const user = setup();
    await user.upload(screen.getByLabelText('Choose a file'), csv('rules.csv', 10));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await within(drawer()).findByRole('alert')).toHaveTextContent('Row 3: unknown brand');
    expect(currentToast()).toMatchObject({ severity: 'error', message: 'Row 3: unknown brand' });
    // The toast stays in the accessibility tree while the drawer is open, so it is announced.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Row 3: unknown brand', 'Row 3: unknown brand']);
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('takes a dropped file through the same checks', async () => {
    const onUpload = vi.fn(async () => 'ok');
    await renderKit(<Harness onUpload={onUpload} />);
    const area = screen.getByTestId('upload-drop-area');
    fireEvent.drop(area, { dataTransfer: { files: [new File(['a'], 'photo.png')] } });
    expect(inline()).toHaveTextContent('Only CSV files are allowed.');
    fireEvent.drop(area, { dataTransfer: { files: [csv('rules.csv', 500)] } });
    expect(within(drawer()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('rules.csv (500 bytes)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(onUpload).not.toHaveBeenCalled();
  });
});
