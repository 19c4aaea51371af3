import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getQueueCount } from '../../../src/features/activation/api/get-queue.ts';
import { ProductActivationPage } from '../../../src/features/activation/product-activation-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

const PATH = '/apps/cms/product-activation';
let asOperator: () => void;
let asOffice: () => void;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
});

const infoTable = () => screen.getByRole('table', { name: 'Product information' });
/** The value of a row of the product info table, by its label. */
const info = (label: string) => within(within(infoTable()).getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell')[0]!;
const shownPid = () => Number(info('PID').textContent);

async function openQueue() {
  asOperator();
  const view = await renderPage(ProductActivationPage, PATH);
  const user = userEvent.setup();
  // No custom queue: the screen says so and falls back to the global queue the seed generated.
  await screen.findByRole('table', { name: 'Product information' }, { timeout: 15_000 });
  return { ...view, user };
}

describe('Product Activation', { timeout: 60_000 }, () => {
  it('falls back from the empty custom queue to the global one and shows the product, the count and the spec’s rows', async () => {
    await openQueue();
    expect(screen.getByRole('heading', { name: 'Global queue' })).toBeInTheDocument();
    const count = await getQueueCount('ACTIVATION-GLOBAL');
    expect(screen.getByText(`${count} products to activate`)).toBeInTheDocument();
    for (const label of [
      'PID',
      'Item Price',
      'Name',
      'Details',
      'Style',
      'Brand',
      'Category',
      'Colors',
      'Bullets',
      'Details 2',
      'Status',
      'Encoder and date',
    ]) {
      expect(within(infoTable()).getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(info('Item Price').textContent).toMatch(/AED/);
    expect(info('Status').textContent).toBe('Draft');
    expect(screen.getByRole('link', { name: 'Edit in the product wizard' })).toHaveAttribute('href', `/apps/products-view/${shownPid()}`);
    expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('says in Arabic that the custom queue is empty before it falls back to the global one', async () => {
    asOperator();
    await renderPage(ProductActivationPage, PATH, { language: 'ar' });
    await waitFor(() => expect(currentToast()?.message).toBe('قائمتك المخصصة فارغة. جارٍ الجلب من القائمة العامة.'), { timeout: 15_000 });
    await screen.findByRole('table', { name: 'معلومات المنتج' }, { timeout: 15_000 });
  });

  it('activates with the button and skips with Alt+S (the shortcut its tooltip names), each loading another product', async () => {
    const { user } = await openQueue();
    const first = shownPid();
    const before = await getQueueCount('ACTIVATION-GLOBAL');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(shownPid()).not.toBe(first));
    await waitFor(() => expect(currentToast()?.message).toBe('Product status updated successfully!'));
    expect(await getQueueCount('ACTIVATION-GLOBAL')).toBe(before - 1);
    const second = shownPid();
    await user.hover(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Skip (Alt+S)');
    act(() => {
      fireEvent.keyDown(window, { key: 's', code: 'KeyS', altKey: true });
    });
    await waitFor(() => expect(shownPid()).not.toBe(second));
  });

  it('rejects through the drawer: Reject stays disabled until complete; the creator option sets the deduction read-only', async () => {
    const { user } = await openQueue();
    const pId = shownPid();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const drawer = await screen.findByRole('dialog', { name: 'Reject' });
    const submit = within(drawer).getByRole('button', { name: 'Reject' });
    expect(submit).toBeDisabled();
    await user.click(within(drawer).getByRole('radio', { name: /^Product creator/ }));
    expect(within(drawer).getByRole('checkbox', { name: 'Deduction' })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'Deduction' })).toBeDisabled();
    await user.click(within(drawer).getByRole('radio', { name: 'Department' }));
    expect(within(drawer).queryByRole('checkbox', { name: 'Deduction' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'STUDIO' }));
    await user.click(within(drawer).getByRole('combobox', { name: /^Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Price Issue' }));
    expect(submit).toBeDisabled();
    await user.type(within(drawer).getByRole('textbox', { name: /^Description/ }), 'Price is missing');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject' })).not.toBeInTheDocument());
    await waitFor(() => expect(shownPid()).not.toBe(pId));
  });

  it('asks for a filter before generating a custom queue', async () => {
    const { user } = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Generate custom queue' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Please select atleast one filter data!'));
  });

  it('greys the actions for an L1 user, who sees the count but is handed no product', async () => {
    asOffice();
    await renderPage(ProductActivationPage, PATH);
    const count = await getQueueCount('ACTIVATION-GLOBAL');
    expect(await screen.findByText(`${count} products to activate`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate custom queue' })).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Product information' })).not.toBeInTheDocument();
    // The count is the global queue's, and says so; Refresh reads it again, never asking for a product.
    expect(screen.getByText('You can see how many products wait. Working the queue needs write access.')).toBeInTheDocument();
    expect(screen.queryByText(/Custom queue/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(`${count} products to activate`)).toBeInTheDocument();
    expect(currentToast()?.severity).not.toBe('error');
  });
});
