import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_PATHS } from '../../../src/domain/activation/update-paths.ts';
import { getQueue } from '../../../src/features/activation/api/get-queue.ts';
import { ProductUpdatePage } from '../../../src/features/activation/product-update-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/cms/product-update';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

const arabicTable = () => screen.getByRole('table', { name: 'Arabic product information' });
const button = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('button', { name });
const textGroup = () => screen.getByRole('group', { name: 'Arabic name and details' });
const bulletsGroup = () => screen.getByRole('group', { name: 'Arabic bullets' });
/** The Arabic side of the product held, as the server has it now. */
const held = async () => (await getQueue('AR-ACTIVATION-GLOBAL', UPDATE_PATHS)).data.item!.product;

async function openArabicQueue() {
  asOperator();
  const view = await renderPage(ProductUpdatePage, `${PATH}?filter=AR_ACTIVATION`);
  await screen.findByRole('table', { name: 'Arabic product information' }, { timeout: 15_000 });
  const user = userEvent.setup();
  await user.click(button('Edit'));
  return { ...view, user };
}

describe('Product Update', { timeout: 60_000 }, () => {
  it('clears an unknown filter from the address, and the radio chooses the queue', async () => {
    asOperator();
    const { router } = await renderPage(ProductUpdatePage, `${PATH}?filter=NOPE`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText('Choose a queue: Studio Image Edit or Arabic Activation.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Studio Image Edit' }));
    expect(router.state.location.search).toBe('?filter=STUDIO');
    expect(await screen.findByRole('heading', { name: /queue$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Arabic Activation' }));
    expect(router.state.location.search).toBe('?filter=AR_ACTIVATION');
    expect(await screen.findByRole('table', { name: 'Arabic product information' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('enables Save and Cancel of the Arabic name and details only after a change; Cancel restores; Save stores it', async () => {
    const { user } = await openArabicQueue();
    const name = within(arabicTable()).getByRole('textbox', { name: /^Arabic Name/ });
    const original = (name as HTMLInputElement).value;
    expect(name).toHaveAttribute('dir', 'rtl');
    expect(button('Save', textGroup())).toBeDisabled();
    expect(button('Cancel', textGroup())).toBeDisabled();

    await user.type(name, ' جديد');
    expect(button('Save', textGroup())).toBeEnabled();
    expect(button('Cancel', textGroup())).toBeEnabled();
    // Activate and Next wait while a change is unsaved: the edit mode cannot be left either.
    expect(button('Edit')).toBeDisabled();
    await user.click(button('Cancel', textGroup()));
    expect(name).toHaveValue(original);
    expect(button('Save', textGroup())).toBeDisabled();

    const details = within(arabicTable()).getByRole('textbox', { name: 'Arabic Details' });
    await user.clear(details);
    await user.type(details, 'تفاصيل من الاختبار');
    await user.click(button('Save', textGroup()));
    await waitFor(() => expect(currentToast()?.message).toBe('updated successfully'));
    expect(button('Save', textGroup())).toBeDisabled();
    expect((await held()).ar_details).toBe('تفاصيل من الاختبار');
  });

  it('edits, adds and deletes Arabic bullets in the grid, with Save and Cancel only after a change', async () => {
    const { user } = await openArabicQueue();
    const grid = () => within(arabicTable()).getByRole('table', { name: 'Arabic bullets' });
    const before = (await held()).bullet;
    expect(button('Save', bulletsGroup())).toBeDisabled();
    expect(button('Cancel', bulletsGroup())).toBeDisabled();

    await user.click(button('Add bullet', bulletsGroup()));
    const added = within(grid()).getByRole('textbox', { name: `Arabic bullet ${before.length + 1}` });
    // A new bullet needs its Arabic before the grid can be saved.
    expect(button('Save', bulletsGroup())).toBeDisabled();
    await user.type(added, 'ضمان سنتين');
    expect(button('Save', bulletsGroup())).toBeEnabled();
    await user.click(button('Cancel', bulletsGroup()));
    expect(within(grid()).queryByRole('textbox', { name: `Arabic bullet ${before.length + 1}` })).not.toBeInTheDocument();
    expect(button('Cancel', bulletsGroup())).toBeDisabled();

    await user.click(button('Add bullet', bulletsGroup()));
    await user.type(within(grid()).getByRole('textbox', { name: `Arabic bullet ${before.length + 1}` }), 'ضمان سنتين');
    if (before.length) await user.click(within(grid()).getByRole('button', { name: 'Delete Arabic bullet 1' }));
    await user.click(button('Save', bulletsGroup()));
    await waitFor(() => expect(currentToast()?.message).toBe('updated successfully'));
    const after = (await held()).bullet;
    expect(after.at(-1)).toMatchObject({ name: '', ar_name: 'ضمان سنتين' });
    if (before[0]) expect(after.find((b) => b.id === before[0]!.id)?.ar_name ?? '').toBe('');
    expect(button('Save', bulletsGroup())).toBeDisabled();
  });

  it('activates the Arabic and hands out the next product, the edit mode ended', async () => {
    const { user } = await openArabicQueue();
    const pId = (await held()).pId;
    await user.click(button('Activate'));
    await waitFor(() => expect(currentToast()?.message).toBe('Product status updated successfully!'));
    await waitFor(() => expect(screen.getByText(/^PID \d+$/).textContent).not.toBe(`PID ${pId}`));
    expect(button('Edit')).toHaveAttribute('aria-pressed', 'false');
    expect(within(arabicTable()).queryByRole('textbox', { name: /^Arabic Name/ })).not.toBeInTheDocument();
  });

  it("says 'no filter' when a custom queue is asked for with no filter chosen", async () => {
    const { user } = await openArabicQueue();
    await user.click(button('Generate custom queue'));
    await waitFor(() => expect(currentToast()?.message).toBe('no filter'));
  });

  it('greys every action for an L1 user, who sees the count but is handed no product', async () => {
    asOffice();
    await renderPage(ProductUpdatePage, `${PATH}?filter=AR_ACTIVATION`);
    expect(await screen.findByText(/products to activate in Arabic$/)).toBeInTheDocument();
    for (const name of ['Edit', 'Activate', 'Next', 'Task', 'Generate custom queue']) expect(button(name)).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Arabic product information' })).not.toBeInTheDocument();
  });
});
