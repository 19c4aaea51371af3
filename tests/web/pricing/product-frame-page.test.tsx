import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getProductFrame } from '../../../src/features/pricing/frames/api/get-product-frame.ts';
import { saveProductFrame } from '../../../src/features/pricing/frames/api/save-product-frame.ts';
import { ProductFramePage } from '../../../src/features/pricing/frames/product-frame-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const ROUTE = '/apps/product-frame/:frameId?';
let asOperator: () => void;
let asOffice: () => void;
let asAdmin: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
  asAdmin = await signedInAs('admin');
});

async function openPage(path = '/apps/product-frame') {
  const view = await renderPage(ProductFramePage, path, { route: ROUTE });
  return { ...view, user: userEvent.setup() };
}

const setColour = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Product Frame', () => {
  it('shows the header, ADD and No Frames Found before the first frame', async () => {
    asOffice();
    const { unmount } = await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Frame' })).toBeInTheDocument();
    expect(await screen.findByText('No Frames Found')).toBeInTheDocument();
    // Read-only: ADD greyed with the reason, as every write of the panel.
    expect(screen.getByRole('link', { name: 'ADD' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('This option is Disabled')).toBeInTheDocument();
    unmount();
    asOperator();
    await openPage();
    const add = await screen.findByRole('link', { name: 'ADD' });
    expect(add).toHaveAttribute('href', '/apps/product-frame/new');
    expect(add).not.toHaveAttribute('aria-disabled');
  });

  it('creates a frame with a live preview and a contrast warning, refuses an unknown PID, then edits it into a rule', async () => {
    asOperator();
    const { user, router } = await openPage();
    await user.click(await screen.findByRole('link', { name: 'ADD' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Product Frame' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/product-frame/new');

    await user.type(screen.getByRole('textbox', { name: 'Tag text' }), 'NEW IN');
    await user.type(screen.getByRole('textbox', { name: 'Tag text (Arabic)' }), 'جديد');
    expect(screen.getByRole('img', { name: 'Product thumbnail with the tag NEW IN' })).toHaveTextContent('NEW IN');
    expect(screen.getByRole('img', { name: 'Product thumbnail with the tag جديد' })).toBeInTheDocument();
    setColour('Background colour', '#ffeb3b');
    expect(await screen.findByRole('alert')).toHaveTextContent('Low contrast 1.22:1 — WCAG AA asks at least 4.5:1 for text.');
    setColour('Text colour', '#000000');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('Contrast 17.20:1')).toBeInTheDocument();
    expect(within(screen.getByRole('img', { name: 'Product thumbnail with the tag NEW IN' })).getByText('NEW IN')).toHaveStyle({
      backgroundColor: 'rgb(255, 235, 59)',
      color: 'rgb(0, 0, 0)',
    });

    const pids = screen.getByRole('textbox', { name: 'PIDs' });
    await user.type(pids, '1, 99999999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: 'PIDs: PID 99999999 not in the catalogue', durationMs: 4000 }),
    );
    expect(screen.getByText('PID 99999999 not in the catalogue')).toBeInTheDocument();
    await user.clear(pids);
    await user.type(pids, '1, 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: ' Saved Successfully !', durationMs: 4000 }));

    // Back on the list: the card shows the tag in its colours and opens the frame.
    const card = await screen.findByRole('link', { name: 'Open frame NEW IN' });
    expect(within(card).getByText('NEW IN')).toHaveStyle({ backgroundColor: 'rgb(255, 235, 59)' });
    expect(within(card).getByText('Products by PID')).toBeInTheDocument();
    await user.click(card);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product Frame' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Tag text' })).toHaveValue('NEW IN');
    expect(screen.getByRole('textbox', { name: 'PIDs' })).toHaveValue('1, 2');

    await user.click(screen.getByRole('radio', { name: 'Products by rule' }));
    const rule = screen.getByRole('group', { name: 'Products rule' });
    expect(within(rule).queryByRole('option', { name: 'Price Increase % to RRP' })).not.toBeInTheDocument();
    await user.click(within(rule).getByRole('button', { name: '+ Rule' }));
    const brand = within(rule).getByRole('combobox', { name: 'Brand' });
    await user.type(brand, 'nik');
    await user.click(await screen.findByRole('option', { name: 'Nike' }));
    expect(await within(rule).findByRole('status')).toHaveTextContent(/^\d+ products? match/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: ' Saved Successfully !' }));
    const saved = await screen.findByRole('link', { name: 'Open frame NEW IN' });
    expect(within(saved).getByText('Products by rule')).toBeInTheDocument();
  });

  it('leads each card with the frame’s Arabic tag in Arabic, where it has one', async () => {
    asOffice();
    await renderPage(ProductFramePage, '/apps/product-frame', { route: ROUTE, language: 'ar' });
    const card = await screen.findByRole('link', { name: 'فتح الإطار جديد' });
    const tags = within(card).getAllByText(/^(جديد|NEW IN)$/);
    expect(tags.map((tag) => tag.textContent)).toEqual(['جديد', 'NEW IN']);
    expect(tags[0]).toHaveAttribute('dir', 'rtl');
  });

  it('names what is missing by its label, in the user’s language', async () => {
    asOperator();
    const { user, unmount } = await openPage('/apps/product-frame/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: 'Tag text: Required' }));
    expect(screen.getByRole('textbox', { name: 'Tag text' })).toHaveAccessibleDescription('Required');
    unmount();

    await renderPage(ProductFramePage, '/apps/product-frame/new', { route: ROUTE, language: 'ar' });
    await user.type(await screen.findByRole('textbox', { name: 'أرقام PID' }), 'x1');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    // The PID typed is set apart from the Arabic around it by invisible isolates (src/domain/words/isolate.ts).
    await waitFor(() => expect(currentToast()?.message).toBe('أرقام PID: «\u2068x1\u2069» ليس رقم PID'));
  });

  it('lets an L1 user open a frame but not save it', async () => {
    asOffice();
    const { user } = await openPage();
    await user.click(await screen.findByRole('link', { name: 'Open frame NEW IN' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('You may view this frame but not change it.');
  });

  it('shows a save after someone else’s beside theirs; Reload takes theirs, and the next save offers Undo', async () => {
    asOperator();
    const { user, router } = await openPage();
    await user.click(await screen.findByRole('link', { name: 'Open frame NEW IN' }));
    const tagText = await screen.findByRole('textbox', { name: 'Tag text' });
    expect(tagText).toHaveValue('NEW IN');
    expect(screen.getByRole('button', { name: 'History of NEW IN' })).toBeInTheDocument();
    const id = Number(router.state.location.pathname.split('/').pop());

    // Someone else renames the frame while it is open here.
    asAdmin();
    const stored = await getProductFrame(id);
    const { id: _id, revision, createdName: _c, createdDateUTC: _cd, updatedName: _u, updatedDateUTC: _ud, ...body } = stored;
    await saveProductFrame(id, { ...body, oTagTxt1: 'SALE' }, revision);
    asOperator();

    await user.clear(tagText);
    await user.type(tagText, 'HOT');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ severity: 'error', message: expect.stringMatching(/^Aisha Rahman changed this record at /) }),
    );
    expect(await screen.findByText('Someone else saved this record')).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'Tag text' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['SALE', 'HOT']);
    expect(router.state.location.pathname).toBe(`/apps/product-frame/${id}`);

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByRole('textbox', { name: 'Tag text' })).toHaveValue('SALE');
    expect(screen.queryByText('Someone else saved this record')).not.toBeInTheDocument();
    setColour('Background colour', '#0d47a1');
    setColour('Text colour', '#ffffff');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'success',
        message: ' Saved Successfully !',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    expect((await getProductFrame(id)).oTagBGColor1).toBe('#0D47A1');
    act(() => currentToast()!.action!.onClick());
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: 'Change undone' }));
    expect((await getProductFrame(id)).oTagBGColor1).toBe(stored.oTagBGColor1);
  });
});
